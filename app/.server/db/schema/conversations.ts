import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { MESSAGE_RULES } from "../../../lib/messages/message-rules";
import { createdAt, id } from "./columns";
import { listings } from "./listings";
import { users } from "./users";

/**
 * A buyer and a listing's seller talking about that listing: one conversation per buyer and
 * listing. Messages are numbered within it (taken under the conversation's row lock, so numbers
 * follow commit order); each side's read mark is the number it has read up to, so unread counts
 * are exact whatever the clocks say.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    messageCount: integer("message_count").notNull().default(0),
    buyerReadCount: integer("buyer_read_count").notNull().default(0),
    sellerReadCount: integer("seller_read_count").notNull().default(0),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_listing_buyer_key").on(t.listingId, t.buyerId),
    index("conversations_buyer_recent_idx").on(t.buyerId, t.lastMessageAt.desc()),
    index("conversations_seller_recent_idx").on(t.sellerId, t.lastMessageAt.desc()),
    check("conversations_two_people", sql`${t.buyerId} <> ${t.sellerId}`),
    check(
      "conversations_read_counts",
      sql`${t.buyerReadCount} between 0 and ${t.messageCount} and ${t.sellerReadCount} between 0 and ${t.messageCount}`,
    ),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** 1, 2, 3… within the conversation. */
    number: integer("number").notNull(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Plain text, shown as text (links are not made clickable). */
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("messages_conversation_number_key").on(t.conversationId, t.number),
    index("messages_sender_id_idx").on(t.senderId, t.createdAt),
    check(
      "messages_body_length",
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(MESSAGE_RULES.maxLength))}`,
    ),
  ],
);

/** A student who blocked another: no new messages pass between them, either way, until unblocked. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_blocks_pair_key").on(t.blockerId, t.blockedId),
    index("user_blocks_blocked_id_idx").on(t.blockedId),
    check("user_blocks_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
