import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { NotificationKind } from "~/lib/notifications/notification-kinds";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { listings, notifications, payments, payouts, shops, users } from "../../db/schema";
import { shownNotification } from "./shown-notification";

/** Kinds whose words name who did it; a student who saved a listing stays unnamed. */
const NAMED_ACTOR_KINDS: readonly NotificationKind[] = [
  "seller_listed",
  "message_received",
  "review_received",
  "review_replied",
];

/** The notification's own user, for the language a push to them is worded in. */
const recipients = alias(users, "recipient");

/** How many the page shows at once; older ones come a page at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/**
 * The user's own notifications, newest first, with what each is about so the page can word
 * them. Only the reader's own rows: the user id comes from the session.
 */
export async function listNotifications(db: Database, userId: string, before: string | null = null) {
  const rows = await notificationRows(db)
    .where(
      and(
        eq(notifications.userId, userId),
        shownNotification,
        // Older than the last one shown, compared in the database: its clock keeps microseconds.
        before
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n where n.id = ${before} and n.user_id = ${userId})`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const more = rows.length > NOTIFICATIONS_PAGE_SIZE;
  const items = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = items.at(-1);
  return { items, next: more && last ? last.id : null };
}

/** Some of the user's own notifications by id, for the live stream (a deleted one is simply absent). */
export async function loadNotifications(db: Database, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return notificationRows(db).where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
}

/**
 * A notification with what it is about (the shop's name, the listing's title, the payment's or payout's amount
 * and item, a moderator's note), for wording it, and its user's saved language (a push is worded in it, decision 0015).
 */
function notificationRows(db: Database) {
  return (
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        link: notifications.link,
        isRead: notifications.isRead,
        createdAt: notifications.createdAt,
        periodEnd: notifications.periodEnd,
        note: notifications.note,
        shopName: shops.name,
        listingTitle: listings.title,
        listingKind: listings.kind,
        paymentAmount: payments.amount,
        paymentType: payments.paymentType,
        paymentItem: payments.itemName,
        payoutAmount: payouts.amount,
        payoutSentAmount: payouts.sentAmount,
        actorName: users.fullName,
        recipientLanguage: recipients.language,
      })
      .from(notifications)
      .innerJoin(recipients, eq(recipients.id, notifications.userId))
      .leftJoin(shops, eq(shops.id, notifications.shopId))
      .leftJoin(listings, eq(listings.id, notifications.listingId))
      .leftJoin(payments, eq(payments.id, notifications.paymentId))
      .leftJoin(payouts, eq(payouts.id, notifications.payoutId))
      // Named only where the words name them: a followed seller's new listing, a message's sender, a review's writer or answerer.
      .leftJoin(users, and(eq(users.id, notifications.actorId), inArray(notifications.kind, NAMED_ACTOR_KINDS)))
      .$dynamic()
  );
}

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>["items"][number];

/**
 * Reads a cursor from the page's address (`?before=<id of the last one shown>`): a malformed one
 * is a 400, never a database error.
 */
export function parseNotificationCursor(value: string | null): string | null {
  if (!value) return null;
  if (!isUuid(value)) throw new AppError("invalid_input", "notification_cursor_invalid");
  return value;
}
