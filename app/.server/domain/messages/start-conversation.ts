import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { listedPublicly } from "../../db/queries/public-listing";
import { conversations, listings } from "../../db/schema";
import { appendMessage } from "./append-message";
import { assertCanMessage } from "./assert-can-message";
import { takeMessageAllowance } from "./take-message-allowance";

/**
 * A buyer's first message about a listing: opens the one conversation between them and the
 * listing's seller (or adds to it, when a second tab got there first) and sends the message.
 * Only about a listing the public can see, never one's own, never past a block.
 */
export async function startConversation(
  db: Database,
  buyerId: string,
  listingId: string,
  body: string,
): Promise<{ conversationId: string }> {
  if (!isUuid(listingId)) throw new AppError("not_found", "message_listing_unavailable");
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, buyerId)));
  await takeMessageAllowance(db, buyerId, !existing);
  return db.transaction(async (tx) => {
    // Share-locked so the listing cannot be deleted between this check and the conversation's insert.
    const [listing] = await tx
      .select({ id: listings.id, sellerId: listings.sellerId })
      .from(listings)
      .where(and(eq(listings.id, listingId), listedPublicly(listings)))
      .for("key share");
    if (!listing) throw new AppError("not_found", "message_listing_unavailable");
    if (listing.sellerId === buyerId) throw new AppError("invalid_input", "message_own_listing");
    await assertCanMessage(tx, buyerId, listing.sellerId);
    await tx.insert(conversations).values({ listingId, buyerId, sellerId: listing.sellerId }).onConflictDoNothing();
    const [conversation] = await tx
      .select({
        id: conversations.id,
        listingId: conversations.listingId,
        buyerId: conversations.buyerId,
        sellerId: conversations.sellerId,
      })
      .from(conversations)
      .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, buyerId)))
      .for("update");
    if (!conversation) throw new AppError("not_found", "message_listing_unavailable");
    await appendMessage(tx, conversation, buyerId, body);
    return { conversationId: conversation.id };
  });
}
