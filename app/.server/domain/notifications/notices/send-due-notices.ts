import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  DEFAULT_NOTICE_SWITCH,
  NOTICE_CHANNELS,
  NOTICE_MAX_AGE_MS,
  NOTICE_RULES,
  NOTICE_WINDOW_MS,
  type NoticeChannel,
  type NoticeKind,
} from "~/lib/notifications/notice-kinds";
import { describeNotification } from "~/lib/notifications/notification-text";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/lib/shared/i18n/locales";
import { normalizeWhatsappNumber } from "~/lib/shared/whatsapp";
import { type Database, queryRows } from "../../../db/client";
import { noticeDeliveries, noticePreferences, noticeWindows, users } from "../../../db/schema";
import { sqlLiteral } from "../../../db/schema/sql-literals";
import { inLocale } from "../../../i18n/request-locale";
import type { Mailer } from "../../../mail/mailer";
import { type NoticeItem, noticeEmail, noticeSms } from "../../../mail/templates/notice-email";
import { logger } from "../../../runtime/logger";
import { type SmsGateway, SmsSendError } from "../../../sms/sms-gateway";
import { loadNotifications, type NotificationRow } from "../list-notifications";
import { unsubscribeToken, unsubscribeUrl } from "./unsubscribe-token";

/** Where notices go and how their links are made. */
export interface NoticeSenders {
  mailer: Mailer;
  sms: SmsGateway;
  /** PUBLIC_URL: every link in a notice is absolute. */
  publicUrl: string;
  /** Signs the unsubscribe links (server/app.ts derives it from the auth secret). */
  noticeKey: string;
}

export interface NoticeSummary {
  emails: number;
  sms: number;
  /** Notifications decided 'skipped': switched off, no confirmed address, or read in time. */
  skipped: number;
  /** Sends the provider refused: given back, and tried again by a later run. */
  failed: number;
}

/** (student, notice kind, channel) groups one run looks at; more wait for the next run (a minute later). */
const GROUPS_PER_RUN = 200;

/** The notice table (app/lib/notifications/notice-kinds.ts) as rows SQL can join: notification kind, notice kind, delay. */
function rulesTable(): SQL {
  const rows = Object.entries(NOTICE_RULES).map(
    ([kind, rule]) => sql`(${kind}, ${rule.notice}, ${Math.round(rule.delayMs / 1000)}::int)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as r(notification_kind, notice_kind, delay_seconds)`;
}

/** The channels (app/lib/notifications/notice-kinds.ts) as rows SQL can join. */
function channelsTable(): SQL {
  return sql`(values ${sql.join(
    NOTICE_CHANNELS.map((channel) => sql`(${sqlLiteral(channel)})`),
    sql`, `,
  )}) as c(channel)`;
}

/** Notifications of a rule's kind past its delay, not too old, not yet decided for the channel. */
function dueCondition(now: Date, channel: SQL): SQL {
  const at = now.toISOString();
  return sql`n.created_at > ${at}::timestamptz - make_interval(secs => ${NOTICE_MAX_AGE_MS / 1000})
    and n.created_at <= ${at}::timestamptz - make_interval(secs => r.delay_seconds)
    and not exists (select 1 from notice_deliveries d where d.notification_id = n.id and d.channel = ${channel})`;
}

interface Group {
  user_id: string;
  notice_kind: NoticeKind;
  channel: NoticeChannel;
}

/**
 * One step of the notice job (app/.server/jobs/notice-sender.ts): every notification the notice
 * table names (app/lib/notifications/notice-kinds.ts) goes out by e-mail, and by SMS to a confirmed phone with
 * SMS on, at most once per kind and channel in six hours: what waits meanwhile goes together as
 * one digest. Each (student, kind, channel) is decided under its notice_windows row, locked FOR
 * UPDATE SKIP LOCKED, in one transaction that records every notification's outcome and the
 * window: two instances (or two steps at once) send what one would, and a step run again sends
 * nothing new. The send itself comes after that commit (the embedded database has one connection,
 * which the outbox needs too): a send the provider refuses is given back for a later run; one it
 * never answered, and an instance that dies between the two, lose that one notice, never send it twice.
 */
export async function sendDueNotices(
  db: Database,
  senders: NoticeSenders,
  { now = new Date() }: { now?: Date } = {},
): Promise<NoticeSummary> {
  const windowOpen = new Date(now.getTime() - NOTICE_WINDOW_MS).toISOString();
  // Groups with something to decide whose window is open; a group waiting for its window is left
  // alone until it opens, so it cannot hold the run's places.
  const groups = await queryRows<Group>(
    db,
    sql`select distinct n.user_id, r.notice_kind, c.channel
      from notifications n
      join ${rulesTable()} on r.notification_kind = n.kind
      cross join ${channelsTable()}
      where ${dueCondition(now, sql`c.channel`)}
        and not exists (select 1 from notice_windows w where w.user_id = n.user_id and w.kind = r.notice_kind and w.channel = c.channel and w.last_sent_at > ${windowOpen}::timestamptz)
      limit ${GROUPS_PER_RUN}`,
  );
  const summary: NoticeSummary = { emails: 0, sms: 0, skipped: 0, failed: 0 };
  for (const group of groups) await decideGroup(db, senders, group, now, summary);
  return summary;
}

async function decideGroup(
  db: Database,
  senders: NoticeSenders,
  group: Group,
  now: Date,
  summary: NoticeSummary,
): Promise<void> {
  const { user_id: userId, notice_kind: kind, channel } = group;
  const windowKey = and(
    eq(noticeWindows.userId, userId),
    eq(noticeWindows.kind, kind),
    eq(noticeWindows.channel, channel),
  );
  // The row to lock exists before anyone locks it (its own statement: nobody waits on another's insert).
  await db.insert(noticeWindows).values({ userId, kind, channel }).onConflictDoNothing();
  const decided = await db.transaction(async (tx) => {
    const [window] = await tx
      .select({ lastSentAt: noticeWindows.lastSentAt })
      .from(noticeWindows)
      .where(windowKey)
      .for("update", { skipLocked: true });
    // Another instance holds it: it decides this group.
    if (!window) return null;
    if (window.lastSentAt && now.getTime() - window.lastSentAt.getTime() < NOTICE_WINDOW_MS) return null;
    const due = await queryRows<{ id: string; is_read: boolean }>(
      tx,
      sql`select n.id, n.is_read from notifications n join ${rulesTable()} on r.notification_kind = n.kind
        where n.user_id = ${userId} and r.notice_kind = ${kind} and ${dueCondition(now, sql`${channel}`)}
        order by n.created_at, n.id`,
    );
    if (due.length === 0) return null;
    const [person] = await tx
      .select({
        email: users.email,
        emailVerified: users.emailVerified,
        phone: users.whatsappNumber,
        phoneVerifiedAt: users.phoneVerifiedAt,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, userId));
    const [preference] = await tx
      .select({ email: noticePreferences.email, sms: noticePreferences.sms })
      .from(noticePreferences)
      .where(and(eq(noticePreferences.userId, userId), eq(noticePreferences.kind, kind)));
    const on = (preference ?? DEFAULT_NOTICE_SWITCH)[channel];
    const address = !person
      ? null
      : channel === "email"
        ? person.emailVerified
          ? person.email
          : null
        : person.phoneVerifiedAt
          ? normalizeWhatsappNumber(person.phone)
          : null;
    // Read on the site in time: it needs no notice. Switched off, or nowhere to send: none either.
    const sending = on && address ? due.filter((n) => !n.is_read).map((n) => n.id) : [];
    const skipping = due.map((n) => n.id).filter((id) => !sending.includes(id));
    if (skipping.length > 0)
      await tx
        .insert(noticeDeliveries)
        .values(skipping.map((id) => ({ notificationId: id, channel, outcome: "skipped" as const })))
        .onConflictDoNothing();
    if (sending.length === 0 || !person || !address) return { skipped: skipping.length, sending: null };
    await tx
      .insert(noticeDeliveries)
      .values(sending.map((id) => ({ notificationId: id, channel, outcome: "sent" as const })));
    await tx.update(noticeWindows).set({ lastSentAt: now }).where(windowKey);
    const items = await loadNotifications(tx as unknown as Database, userId, sending);
    return { skipped: skipping.length, sending: { ids: sending, items, person, address, previous: window.lastSentAt } };
  });
  if (!decided) return;
  summary.skipped += decided.skipped;
  if (!decided.sending) return;
  const { ids, items, person, address, previous } = decided.sending;
  const language: Locale = isLocale(person.language) ? person.language : DEFAULT_LOCALE;
  const worded = items.map((row) => wordItem(row, language, senders.publicUrl));
  try {
    if (channel === "email") {
      const unsubscribe = unsubscribeUrl(senders.publicUrl, unsubscribeToken(senders.noticeKey, { userId, kind }));
      await senders.mailer.send(
        noticeEmail({
          to: address,
          kind,
          items: worded,
          unsubscribeUrl: unsubscribe,
          settingsUrl: new URL("/profile", senders.publicUrl).toString(),
          language,
        }),
      );
      summary.emails += 1;
    } else {
      const url = worded.length === 1 ? worded[0]!.url : new URL("/notifications", senders.publicUrl).toString();
      await senders.sms.send({ to: address, text: noticeSms({ kind, items: worded, url, language }) });
      summary.sms += 1;
    }
  } catch (error) {
    // No answer in time: the provider may have taken it. Kept as sent: a second text would cost the student.
    if (error instanceof SmsSendError && error.reason === "unanswered") {
      summary.sms += 1;
      logger.warn({ channel, failure: error.reason }, "a notice got no answer from the SMS provider; not sent again");
      return;
    }
    summary.failed += 1;
    // Given back: the next run decides them again, once the window (put back as it was) allows.
    await db.transaction(async (tx) => {
      await tx
        .delete(noticeDeliveries)
        .where(
          and(
            inArray(noticeDeliveries.notificationId, ids),
            eq(noticeDeliveries.channel, channel),
            eq(noticeDeliveries.outcome, "sent"),
          ),
        );
      await tx
        .update(noticeWindows)
        .set({ lastSentAt: previous })
        .where(and(windowKey, eq(noticeWindows.lastSentAt, now)));
    });
    // No address or text in the log (docs/security.md): which channel, and what kind of failure.
    logger.warn(
      { channel, failure: error instanceof Error ? error.name : "unknown" },
      "a notice was not accepted; a later run tries again",
    );
  }
}

/** A notification in the recipient's language, as the notifications page words it, with its absolute link. */
function wordItem(row: NotificationRow, language: Locale, publicUrl: string): NoticeItem {
  const { title, message } = inLocale(language, () => describeNotification(row));
  return { title, message, url: new URL(row.link ?? "/notifications", publicUrl).toString() };
}
