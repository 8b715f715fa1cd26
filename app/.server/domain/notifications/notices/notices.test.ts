import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { isAppError } from "~/lib/shared/app-error";
import { noticeDeliveries, notifications, outboxEmails, smsOutbox, type users } from "../../../db/schema";
import { startNoticeSender } from "../../../jobs/notice-sender";
import type { Mailer } from "../../../mail/mailer";
import { createOutboxMailer } from "../../../mail/outbox-mailer";
import { createSandboxSmsGateway } from "../../../sms/sandbox-sms-gateway";
import { type SmsGateway, SmsSendError } from "../../../sms/sms-gateway";
import { markConversationRead } from "../../messages/mark-conversation-read";
import { startConversation } from "../../messages/start-conversation";
import { listNoticeSwitches } from "./list-notice-switches";
import { type NoticeSenders, sendDueNotices } from "./send-due-notices";
import { setNoticeSwitches } from "./set-notice-switches";
import { unsubscribeNotices } from "./unsubscribe-notices";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token";

const handle = testDatabase();
const { make } = handle;
let senders: NoticeSenders;
const KEY = "test-notice-key";
const PUBLIC_URL = "https://chuo.example";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  senders = {
    mailer: createOutboxMailer(handle.db),
    sms: createSandboxSmsGateway(handle.db),
    publicUrl: PUBLIC_URL,
    noticeKey: KEY,
  };
});

/** A seller with a confirmed e-mail, and a buyer who writes to them about `count` listings (one conversation each). */
async function sellerWithUnread(count: number, seller: Partial<typeof users.$inferInsert> = {}) {
  const recipient = await make.user({ emailVerified: true, fullName: "Asha Mwakyusa", ...seller });
  const buyer = await make.user({ emailVerified: true, fullName: "Juma Kibwana" });
  const conversations: string[] = [];
  const titles: string[] = [];
  for (let i = 0; i < count; i++) {
    const title = `Listing ${i + 1} ${crypto.randomUUID().slice(0, 6)}`;
    const product = await make.product(recipient.id, { name: title, status: "active" });
    const { conversationId } = await startConversation(
      handle.db,
      buyer.id,
      product.id,
      `Secret body ${i}: call me on 0712999888`,
    );
    conversations.push(conversationId);
    titles.push(title);
  }
  return { recipient, buyer, conversations, titles };
}

const mailsTo = (to: string) => handle.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const smsTo = (to: string) => handle.db.select().from(smsOutbox).where(eq(smsOutbox.to, to));
const later = (ms: number) => new Date(Date.now() + ms);

describe("the notice job", () => {
  it("sends one e-mail for three messages left unread 15 minutes: a digest naming all three, with the one-click unsubscribe headers", async () => {
    const { recipient, titles } = await sellerWithUnread(3);
    // Before the 15 minutes are up, nothing.
    await sendDueNotices(handle.db, senders, { now: later(10 * MINUTE) });
    expect(await mailsTo(recipient.email)).toHaveLength(0);

    const summary = await sendDueNotices(handle.db, senders, { now: later(16 * MINUTE) });
    expect(summary.emails).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(recipient.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("3 new notices: Messages unread for 15 minutes");
    for (const title of titles) expect(mail!.text).toContain(`Juma Kibwana sent you a message about "${title}".`);
    expect(mail!.text).toMatch(/^Hello,\n/);
    // Only what the notifications page shows: never the message's text or a phone number.
    expect(mail!.text).not.toContain("Secret body");
    expect(`${mail!.text}${mail!.html}`).not.toMatch(/0712999888|0754123456|255754123456/);
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers["List-Unsubscribe"]).toMatch(/^<https:\/\/chuo\.example\/notices\/unsubscribe\?token=[^>]+>$/);
    expect(mail!.text).toContain(mail!.headers["List-Unsubscribe"]!.slice(1, -1));

    // Run again (a restart, the next minute): nothing new.
    await sendDueNotices(handle.db, senders, { now: later(17 * MINUTE) });
    expect(await mailsTo(recipient.email)).toHaveLength(1);
  });

  it("sends nothing for a message read within 15 minutes", async () => {
    const { recipient, conversations } = await sellerWithUnread(1);
    await markConversationRead(handle.db, recipient.id, conversations[0]!);
    await sendDueNotices(handle.db, senders, { now: later(16 * MINUTE) });
    expect(await mailsTo(recipient.email)).toHaveLength(0);
    const decided = await handle.db
      .select({ outcome: noticeDeliveries.outcome })
      .from(noticeDeliveries)
      .innerJoin(notifications, eq(notifications.id, noticeDeliveries.notificationId))
      .where(and(eq(notifications.userId, recipient.id), eq(noticeDeliveries.channel, "email")));
    expect(decided).toEqual([{ outcome: "skipped" }]);
  });

  it("keeps a fourth message an hour later waiting for the 6-hour window, then sends it alone", async () => {
    const { recipient, buyer } = await sellerWithUnread(3);
    await sendDueNotices(handle.db, senders, { now: later(16 * MINUTE) });
    expect(await mailsTo(recipient.email)).toHaveLength(1);

    const product = await make.product(recipient.id, { name: "Desk lamp", status: "active" });
    await startConversation(handle.db, buyer.id, product.id, "Is it still there?");
    await handle.db.execute(
      sql`update notifications set created_at = now() + interval '1 hour' where user_id = ${recipient.id} and listing_id = ${product.id}`,
    );
    await sendDueNotices(handle.db, senders, { now: later(HOUR + 16 * MINUTE) });
    await sendDueNotices(handle.db, senders, { now: later(6 * HOUR + 15 * MINUTE) });
    expect(await mailsTo(recipient.email)).toHaveLength(1);

    await sendDueNotices(handle.db, senders, { now: later(6 * HOUR + 17 * MINUTE) });
    const mails = await mailsTo(recipient.email);
    expect(mails).toHaveLength(2);
    const alone = mails.find((m) => m.subject === "New message");
    expect(alone?.text).toContain('Juma Kibwana sent you a message about "Desk lamp".');
    expect(alone?.text).toContain(`${PUBLIC_URL}/messages/`);
  });

  it("sends none after the student unsubscribes through the e-mail's token, and keeps the other kinds on", async () => {
    const { recipient, buyer } = await sellerWithUnread(1);
    await sendDueNotices(handle.db, senders, { now: later(16 * MINUTE) });
    const [mail] = await mailsTo(recipient.email);
    const token = new URL(mail!.headers["List-Unsubscribe"]!.slice(1, -1)).searchParams.get("token");
    expect(await unsubscribeNotices(handle.db, KEY, token)).toEqual({ kind: "unread_message" });
    // Twice is the same as once.
    expect(await unsubscribeNotices(handle.db, KEY, token)).toEqual({ kind: "unread_message" });
    expect((await listNoticeSwitches(handle.db, recipient.id)).switches.unread_message).toEqual({
      email: false,
      sms: false,
    });

    const product = await make.product(recipient.id, { name: "Kettle", status: "active" });
    await startConversation(handle.db, buyer.id, product.id, "Hello");
    await sendDueNotices(handle.db, senders, { now: later(7 * HOUR) });
    expect(await mailsTo(recipient.email)).toHaveLength(1);

    // A report's outcome is another kind: still on, and it goes at once.
    await handle.db
      .insert(notifications)
      .values({ userId: recipient.id, kind: "report_dismissed", type: "system", link: "/notifications" });
    await sendDueNotices(handle.db, senders, { now: later(7 * HOUR) });
    const mails = await mailsTo(recipient.email);
    expect(mails.map((m) => m.subject)).toContain("Report reviewed");
  });

  it("sends the same count when two job steps run at once", async () => {
    const people = await Promise.all([sellerWithUnread(3), sellerWithUnread(2), sellerWithUnread(1)]);
    const now = later(16 * MINUTE);
    const [first, second] = await Promise.all([
      sendDueNotices(handle.db, senders, { now }),
      sendDueNotices(handle.db, senders, { now }),
    ]);
    for (const { recipient } of people) expect(await mailsTo(recipient.email)).toHaveLength(1);
    const ids = people.map((p) => p.recipient.id);
    const sent = await handle.db
      .select({ id: noticeDeliveries.notificationId })
      .from(noticeDeliveries)
      .innerJoin(notifications, eq(notifications.id, noticeDeliveries.notificationId))
      .where(
        and(
          inArray(notifications.userId, ids),
          eq(noticeDeliveries.channel, "email"),
          eq(noticeDeliveries.outcome, "sent"),
        ),
      );
    expect(sent).toHaveLength(6);
    // Between them the two steps sent what one would have: one e-mail each.
    expect(first.emails + second.emails).toBe(3);
    const again = await sendDueNotices(handle.db, senders, { now });
    expect(again.emails).toBe(0);
  });

  it("sends no e-mail to an address never confirmed, and words it in the recipient's saved language", async () => {
    const unconfirmed = await sellerWithUnread(1, { emailVerified: false });
    const swahili = await sellerWithUnread(2, { language: "sw" });
    await sendDueNotices(handle.db, senders, { now: later(16 * MINUTE) });
    expect(await mailsTo(unconfirmed.recipient.email)).toHaveLength(0);
    const [mail] = await mailsTo(swahili.recipient.email);
    expect(mail!.subject).toBe("Arifa 2 mpya: Ujumbe ambao haujasomwa kwa dakika 15");
    expect(mail!.text).toMatch(/^Habari,\n/);
    expect(mail!.text).toContain("Acha kupokea barua pepe hizi: https://chuo.example/notices/unsubscribe?token=");
  });

  it("writes a date in a Kiswahili notice with its month in full (docs/glossary.md#dates-and-times)", async () => {
    const recipient = await make.user({ emailVerified: true, language: "sw" });
    await handle.db.insert(notifications).values({
      userId: recipient.id,
      kind: "subscription_expiring",
      type: "system",
      shopId: (await make.shop(recipient.id)).id,
      periodEnd: new Date("2026-03-03T12:00:00Z"),
    });
    await sendDueNotices(handle.db, senders);
    const [mail] = await mailsTo(recipient.email);
    expect(mail!.text).toContain("3 Machi 2026");
    // Intl's short Kiswahili month, which Tanzanians do not write.
    expect(mail!.text).not.toMatch(/\bMac\b/);
  });

  it("mails no history: a notification older than two days never goes out", async () => {
    const recipient = await make.user({ emailVerified: true });
    await handle.db.insert(notifications).values({
      userId: recipient.id,
      kind: "report_actioned",
      type: "system",
      createdAt: new Date(Date.now() - 3 * 24 * HOUR),
    });
    await sendDueNotices(handle.db, senders);
    expect(await mailsTo(recipient.email)).toHaveLength(0);
  });

  it("gives a send the provider refused back, and sends it on a later run", async () => {
    const recipient = await make.user({ emailVerified: true });
    await handle.db.insert(notifications).values({ userId: recipient.id, kind: "report_actioned", type: "system" });
    const broken: Mailer = {
      kind: "smtp",
      async send() {
        throw new Error("connection refused");
      },
    };
    // A second on: the database stamps the notification in microseconds, the clock here counts
    // milliseconds, so a run in the same millisecond could find it not yet due.
    const failed = await sendDueNotices(handle.db, { ...senders, mailer: broken }, { now: later(1000) });
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(recipient.email)).toHaveLength(0);
    await sendDueNotices(handle.db, senders, { now: later(1000) });
    expect((await mailsTo(recipient.email)).map((m) => m.subject)).toEqual(["Report reviewed"]);
  });
});

describe("notices by SMS, once", () => {
  it("never sends again a text the provider did not answer in time: it may have gone", async () => {
    const { recipient } = await sellerWithUnread(1, { whatsappNumber: "0754000444", phoneVerifiedAt: new Date() });
    const off = { email: false, sms: false };
    await setNoticeSwitches(handle.db, recipient.id, {
      unread_message: { email: false, sms: true },
      review: off,
      report_outcome: off,
      listing_expiring: off,
      shop_subscription: off,
    });
    let tries = 0;
    const silent: SmsGateway = {
      kind: "africastalking",
      async send() {
        tries += 1;
        throw new SmsSendError("unanswered", "no answer within 15000 ms");
      },
    };
    await sendDueNotices(handle.db, { ...senders, sms: silent }, { now: later(16 * MINUTE) });
    // Past the 6-hour window too: still nothing again.
    await sendDueNotices(handle.db, { ...senders, sms: silent }, { now: later(7 * HOUR) });
    expect(tries).toBe(1);
  });
});

describe("notices by SMS", () => {
  it("go only to a confirmed phone with SMS turned on: one short text, no names", async () => {
    const verified = await sellerWithUnread(2, { whatsappNumber: "0754 000 111", phoneVerifiedAt: new Date() });
    const unverified = await sellerWithUnread(1, { whatsappNumber: "0754000222" });
    const verifiedButOff = await sellerWithUnread(1, { whatsappNumber: "0754000333", phoneVerifiedAt: new Date() });
    const on = { email: true, sms: true };
    const off = { email: true, sms: false };
    const switches = (sms: typeof on) => ({
      unread_message: sms,
      review: off,
      report_outcome: off,
      listing_expiring: off,
      shop_subscription: off,
    });
    await setNoticeSwitches(handle.db, verified.recipient.id, switches(on));
    // SMS cannot be turned on without a confirmed phone.
    const refused = await setNoticeSwitches(handle.db, unverified.recipient.id, switches(on)).catch(
      (error: unknown) => error,
    );
    expect(isAppError(refused) && refused.reason).toBe("notice_sms_needs_phone");
    expect((await listNoticeSwitches(handle.db, unverified.recipient.id)).switches.unread_message).toEqual({
      email: true,
      sms: false,
    });

    await sendDueNotices(handle.db, senders, { now: later(16 * MINUTE) });
    const texts = await smsTo("255754000111");
    expect(texts.map((t) => t.text)).toEqual([
      "Chuo Market: 2 new notices (Messages unread for 15 minutes). Open https://chuo.example/notifications",
    ]);
    expect(await smsTo("255754000222")).toHaveLength(0);
    expect(await smsTo("255754000333")).toHaveLength(0);
    expect(await mailsTo(verifiedButOff.recipient.email)).toHaveLength(1);
    // One SMS per kind in 6 hours too.
    await sendDueNotices(handle.db, senders, { now: later(20 * MINUTE) });
    expect(await smsTo("255754000111")).toHaveLength(1);
  });
});

describe("switches and unsubscribe links", () => {
  it("are e-mail on and SMS off until the student chooses", async () => {
    const student = await make.user();
    const { switches, phoneVerified } = await listNoticeSwitches(handle.db, student.id);
    expect(phoneVerified).toBe(false);
    expect(Object.values(switches).every((s) => s.email && !s.sms)).toBe(true);
    const all = Object.fromEntries(
      Object.keys(switches).map((kind) => [kind, { email: kind !== "review", sms: false }]),
    ) as typeof switches;
    await setNoticeSwitches(handle.db, student.id, all);
    expect((await listNoticeSwitches(handle.db, student.id)).switches.review).toEqual({ email: false, sms: false });
  });

  it("refuse a forged, altered or foreign token (a 4xx), and one naming an account that is gone", async () => {
    const student = await make.user();
    const token = unsubscribeToken(KEY, { userId: student.id, kind: "review" });
    expect(readUnsubscribeToken(KEY, token)).toEqual({ userId: student.id, kind: "review" });
    const other = await make.user();
    const forged = [
      unsubscribeToken("another-key", { userId: student.id, kind: "review" }),
      token.replace(student.id, other.id),
      token.replace(".review.", ".report_outcome."),
      `${token}x`,
      "not-a-token",
      "",
      `${token}.${token}`,
    ];
    for (const bad of forged) {
      expect(readUnsubscribeToken(KEY, bad)).toBeNull();
      const error = await unsubscribeNotices(handle.db, KEY, bad).catch((e: unknown) => e);
      expect(isAppError(error) && error.status).toBe(400);
    }
    const gone = unsubscribeToken(KEY, { userId: crypto.randomUUID(), kind: "review" });
    const error = await unsubscribeNotices(handle.db, KEY, gone).catch((e: unknown) => e);
    expect(isAppError(error) && error.reason).toBe("notice_link_invalid");
    expect(isAppError(error) && error.status).toBe(404);
    // Nothing was turned off for the others.
    expect((await listNoticeSwitches(handle.db, other.id)).switches.report_outcome.email).toBe(true);
  });
});

describe("the notice sender", () => {
  it("runs a step at once and on its timer, and stops after the step under way", async () => {
    const recipient = await make.user({ emailVerified: true });
    await handle.db.insert(notifications).values({
      userId: recipient.id,
      kind: "subscription_expired",
      type: "system",
      shopId: (await make.shop(recipient.id)).id,
      periodEnd: new Date(),
    });
    const sender = startNoticeSender({ db: handle.db, senders, intervalMs: 50 });
    await expect.poll(async () => (await mailsTo(recipient.email)).length, { timeout: 10_000 }).toBe(1);
    await sender.stop();
    expect((await mailsTo(recipient.email))[0]!.subject).toBe("Subscription expired");
  });
});
