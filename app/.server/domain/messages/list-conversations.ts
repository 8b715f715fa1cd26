import { and, desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { listingPath } from "~/lib/listings/kinds";
import type { Database } from "../../db/client";
import { conversations, listings, messages, users } from "../../db/schema";

/** Conversations /messages shows at once; older ones come a page at a time. */
export const CONVERSATIONS_PAGE_SIZE = 30;

const other = alias(users, "other_person");

/**
 * The user's conversations, most recent message first: the listing's photo and title, the other
 * person, the last message and how many of the other person's messages are unread. Paged with the
 * id of the last one shown (compared in the database, whose clock keeps microseconds).
 */
export async function listConversations(db: Database, userId: string, before: string | null = null) {
  const mine = or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId));
  const rows = await db
    .select({
      id: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      unread: sql<number>`${conversations.messageCount} - case when ${conversations.buyerId} = ${userId} then ${conversations.buyerReadCount} else ${conversations.sellerReadCount} end`,
      listingId: listings.id,
      listingKind: listings.kind,
      listingTitle: listings.title,
      listingPhotos: listings.imageUrls,
      otherId: other.id,
      otherName: other.fullName,
      otherPhoto: other.profileImageUrl,
      lastBody: messages.body,
      lastFromMe: sql<boolean>`${messages.senderId} = ${userId}`,
    })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .innerJoin(
      other,
      eq(
        other.id,
        sql`case when ${conversations.buyerId} = ${userId} then ${conversations.sellerId} else ${conversations.buyerId} end`,
      ),
    )
    .leftJoin(
      messages,
      and(eq(messages.conversationId, conversations.id), eq(messages.number, conversations.messageCount)),
    )
    .where(
      and(
        mine,
        before
          ? sql`(${conversations.lastMessageAt}, ${conversations.id}) < (select c.last_message_at, c.id from ${conversations} c where c.id = ${before} and (c.buyer_id = ${userId} or c.seller_id = ${userId}))`
          : undefined,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(CONVERSATIONS_PAGE_SIZE + 1);
  const more = rows.length > CONVERSATIONS_PAGE_SIZE;
  const items = rows.slice(0, CONVERSATIONS_PAGE_SIZE).map((r) => ({
    id: r.id,
    lastMessageAt: r.lastMessageAt,
    unread: Number(r.unread),
    listing: {
      title: r.listingTitle,
      photo: r.listingPhotos[0] ?? null,
      path: listingPath(r.listingKind as "product" | "accommodation", r.listingId),
    },
    other: { id: r.otherId, fullName: r.otherName, profileImageUrl: r.otherPhoto },
    lastMessage: r.lastBody === null ? null : { body: r.lastBody, fromMe: r.lastFromMe === true },
  }));
  return { items, next: more ? (items.at(-1)?.id ?? null) : null };
}
