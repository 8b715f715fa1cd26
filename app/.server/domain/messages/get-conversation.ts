import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { listingPath } from "~/lib/listings/kinds";
import { isListedPublicly } from "~/lib/listings/listing-status";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { suspendedNow } from "../../db/queries/public-listing";
import { conversations, listings, messages, userBlocks, users } from "../../db/schema";

/** Messages a conversation page shows at once; older ones come a page at a time. */
export const MESSAGES_PAGE_SIZE = 50;

const other = alias(users, "other_person");

/**
 * A conversation as one of its two people sees it: the listing, the other person, whether either
 * blocked the other, and its latest messages (or those before message number `before`), oldest
 * first. Anyone else is refused (403); an unknown id is "not found".
 */
export async function getConversation(
  db: Database,
  viewerId: string,
  conversationId: string,
  before: number | null = null,
) {
  if (!isUuid(conversationId)) throw new AppError("not_found", "conversation_not_found");
  const [row] = await db
    .select({
      id: conversations.id,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      listingId: listings.id,
      listingKind: listings.kind,
      listingTitle: listings.title,
      listingPhoto: listings.imageUrls,
      listingStatus: listings.status,
    })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(eq(conversations.id, conversationId));
  if (!row) throw new AppError("not_found", "conversation_not_found");
  if (viewerId !== row.buyerId && viewerId !== row.sellerId) throw new AppError("forbidden", "conversation_forbidden");
  const otherId = viewerId === row.buyerId ? row.sellerId : row.buyerId;

  const [person] = await db
    .select({
      id: other.id,
      fullName: other.fullName,
      profileImageUrl: other.profileImageUrl,
      suspended: sql<boolean>`${suspendedNow(other)}`,
    })
    .from(other)
    .where(eq(other.id, otherId));
  const blocks = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, otherId)),
        and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, viewerId)),
      ),
    );
  const page = await db
    .select({
      id: messages.id,
      number: messages.number,
      senderId: messages.senderId,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), before === null ? undefined : lt(messages.number, before)))
    .orderBy(desc(messages.number))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const more = page.length > MESSAGES_PAGE_SIZE;
  const shown = page.slice(0, MESSAGES_PAGE_SIZE).reverse();

  return {
    id: row.id,
    role: viewerId === row.buyerId ? ("buyer" as const) : ("seller" as const),
    listing: {
      id: row.listingId,
      title: row.listingTitle,
      photo: row.listingPhoto[0] ?? null,
      path: listingPath(row.listingKind as "product" | "accommodation", row.listingId),
      available: isListedPublicly(row.listingStatus),
    },
    other: {
      id: otherId,
      fullName: person?.fullName ?? "",
      profileImageUrl: person?.profileImageUrl ?? null,
      suspended: person?.suspended === true,
    },
    blockedByMe: blocks.some((b) => b.blockerId === viewerId),
    blockedMe: blocks.some((b) => b.blockerId === otherId),
    messages: shown.map((m) => ({
      id: m.id,
      number: m.number,
      mine: m.senderId === viewerId,
      body: m.body,
      createdAt: m.createdAt,
    })),
    older: more ? (shown[0]?.number ?? null) : null,
  };
}

export type ConversationView = Awaited<ReturnType<typeof getConversation>>;

/** Reads `?before=<message number>`: anything but a positive whole number is a 400. */
export function parseMessageCursor(value: string | null): number | null {
  if (value === null || value === "") return null;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new AppError("invalid_input", "conversation_cursor_invalid");
  return Number(value);
}
