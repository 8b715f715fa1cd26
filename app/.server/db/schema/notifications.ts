import { type SQL, sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KINDS_NAMING,
  type NotificationKind,
} from "../../../lib/notifications/notification-kinds";
import { createdAt, id } from "./columns";
import { conversations } from "./conversations";
import { listings } from "./listings";
import { payments } from "./payments";
import { payouts } from "./payouts";
import { reviews } from "./reviews";
import { shops } from "./shops";
import { sqlLiteral, sqlLiterals } from "./sql-literals";
import { users } from "./users";

/**
 * A kind as an SQL literal, for raw statements and the schema's own rules: typed, so a misspelt
 * kind does not compile, and written into the text (not a parameter), as the indexes need.
 */
export function notificationKindSql(kind: NotificationKind): SQL {
  return sqlLiteral(kind);
}

const kindsSql = (kinds: readonly NotificationKind[]): SQL => sqlLiterals(kinds);

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Free text (older rows); rows the app writes carry a `kind` instead, and the page words it. */
    title: text("title"),
    message: text("message"),
    /** What happened, as a code the page turns into words in the reader's language. */
    kind: text("kind").$type<NotificationKind>(),
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "cascade" }),
    /** The listing a favourite is about. */
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    /** The payment a payment notification is about: one of each kind per payment. */
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "cascade" }),
    /** The withdrawal a payout notification is about: one of each kind per payout. */
    payoutId: uuid("payout_id").references(() => payouts.id, { onDelete: "cascade" }),
    /** The conversation a message notification is about: one unread at a time per conversation. */
    conversationId: uuid("conversation_id").references(() => conversations.id, { onDelete: "cascade" }),
    /** The review a review notification is about: one of each kind per review. */
    reviewId: uuid("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    /** Who did it: the student who saved a listing (kept out of the words), or the followed seller who listed. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The subscription period a shop notification is about: one of each kind per shop and period. */
    periodEnd: timestamp("period_end", { withTimezone: true }),
    /** A moderator's note the reader is shown as written (a warning's or a hidden listing's reason). */
    note: text("note"),
    type: text("type").notNull().default("system"),
    /** Where the notification leads when opened (a path inside the app). */
    link: text("link"),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_at_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("notifications_user_unread_idx").on(t.userId).where(sql`not ${t.isRead}`),
    uniqueIndex("notifications_shop_kind_period_key")
      .on(t.shopId, t.kind, t.periodEnd)
      .where(sql`${t.kind} is not null`),
    uniqueIndex("notifications_payment_kind_key").on(t.paymentId, t.kind).where(sql`${t.paymentId} is not null`),
    uniqueIndex("notifications_payout_kind_key").on(t.payoutId, t.kind).where(sql`${t.payoutId} is not null`),
    uniqueIndex("notifications_favorite_key")
      .on(t.listingId, t.actorId)
      .where(sql`${t.kind} = ${notificationKindSql("listing_favorited")}`),
    uniqueIndex("notifications_seller_listed_key")
      .on(t.listingId, t.userId)
      .where(sql`${t.kind} = ${notificationKindSql("seller_listed")}`),
    // A student who saved a listing hears once that it was sold or rented, however often it is re-listed.
    uniqueIndex("notifications_saved_listing_closed_key")
      .on(t.listingId, t.userId)
      .where(sql`${t.kind} = ${notificationKindSql("saved_listing_closed")}`),
    // One warning per listing and end date: a renewal (a new end) is warned again, a second run is not.
    uniqueIndex("notifications_listing_expiring_key")
      .on(t.listingId, t.periodEnd)
      .where(sql`${t.kind} = ${notificationKindSql("listing_expiring")}`),
    uniqueIndex("notifications_review_kind_key").on(t.reviewId, t.kind).where(sql`${t.reviewId} is not null`),
    index("notifications_review_id_idx").on(t.reviewId),
    uniqueIndex("notifications_unread_message_key")
      .on(t.conversationId, t.userId)
      .where(sql`${t.kind} = ${notificationKindSql("message_received")} and not ${t.isRead}`),
    index("notifications_conversation_id_idx").on(t.conversationId),
    // The notice job looks at the last two days of noticeable kinds every minute (domain/notifications/notices/send-due-notices.ts).
    index("notifications_kind_created_at_idx").on(t.kind, t.createdAt),
    index("notifications_read_created_at_idx").on(t.createdAt).where(sql`${t.isRead}`),
    // Deleting a listing or an account cascades here: without these it would read the whole table.
    index("notifications_listing_id_idx").on(t.listingId),
    index("notifications_actor_id_idx").on(t.actorId),
    check("notifications_kind_valid", sql`${t.kind} is null or ${t.kind} in (${kindsSql(NOTIFICATION_KINDS)})`),
    check(
      "notifications_kind_names_period",
      sql`${t.kind} is null or ${t.kind} not in (${kindsSql(NOTIFICATION_KINDS_NAMING.period)}) or (${t.shopId} is not null and ${t.periodEnd} is not null)`,
    ),
    check(
      "notifications_kind_names_listing",
      sql`${t.kind} is null or ${t.kind} not in (${kindsSql(NOTIFICATION_KINDS_NAMING.listing)}) or ${t.listingId} is not null`,
    ),
    check(
      "notifications_kind_names_payment",
      sql`${t.kind} is null or ${t.kind} not in (${kindsSql(NOTIFICATION_KINDS_NAMING.payment)}) or ${t.paymentId} is not null`,
    ),
    check(
      "notifications_kind_names_payout",
      sql`${t.kind} is null or ${t.kind} not in (${kindsSql(NOTIFICATION_KINDS_NAMING.payout)}) or ${t.payoutId} is not null`,
    ),
    check(
      "notifications_kind_names_review",
      sql`${t.kind} is null or ${t.kind} not in (${kindsSql(NOTIFICATION_KINDS_NAMING.review)}) or ${t.reviewId} is not null`,
    ),
    check(
      "notifications_kind_names_conversation",
      sql`${t.kind} is null or ${t.kind} <> ${notificationKindSql("message_received")} or ${t.conversationId} is not null`,
    ),
    check(
      "notifications_has_words",
      sql`${t.kind} is not null or (${t.title} is not null and ${t.message} is not null)`,
    ),
    check("notifications_type_valid", sql`${t.type} in ('message', 'favorite', 'purchase', 'system')`),
  ],
);
