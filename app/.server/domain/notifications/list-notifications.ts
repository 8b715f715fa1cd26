import { and, desc, eq, lt, or } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "../../db/client";
import { listings, notifications, payments, shops } from "../../db/schema";

/** How many the page shows at once; older ones come a page at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/** Where the next page starts: the last one shown (newest first). */
export interface NotificationCursor {
  createdAt: Date;
  id: string;
}

/**
 * The user's own notifications, newest first, with what each is about (the shop's name, the
 * listing's title, the payment's amount and item) so the page can word them. Only the reader's
 * own rows: the user id comes from the session.
 */
export async function listNotifications(db: Database, userId: string, before: NotificationCursor | null = null) {
  const rows = await db
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
      shopName: shops.name,
      listingTitle: listings.title,
      listingKind: listings.kind,
      paymentAmount: payments.amount,
      paymentType: payments.paymentType,
      paymentItem: payments.itemName,
    })
    .from(notifications)
    .leftJoin(shops, eq(shops.id, notifications.shopId))
    .leftJoin(listings, eq(listings.id, notifications.listingId))
    .leftJoin(payments, eq(payments.id, notifications.paymentId))
    .where(
      and(
        eq(notifications.userId, userId),
        before ? or(lt(notifications.createdAt, before.createdAt), and(eq(notifications.createdAt, before.createdAt), lt(notifications.id, before.id))) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const more = rows.length > NOTIFICATIONS_PAGE_SIZE;
  const items = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = items.at(-1);
  return { items, next: more && last ? { createdAt: last.createdAt, id: last.id } : null };
}

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>["items"][number];

/** Reads a cursor from the page's address (`?before=<iso>_<id>`); anything else is a 400, not a 500. */
export function parseNotificationCursor(value: string | null): NotificationCursor | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([0-9a-f-]{36})$/i.exec(value);
  const createdAt = match ? new Date(match[1]!) : null;
  if (!match || !createdAt || Number.isNaN(createdAt.getTime())) throw new AppError("invalid_input", "notification_cursor_invalid");
  return { createdAt, id: match[2]! };
}

export const notificationCursorParam = (cursor: NotificationCursor) => `${cursor.createdAt.toISOString()}_${cursor.id}`;
