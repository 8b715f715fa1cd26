import { and, eq } from "drizzle-orm";
import { type ListingKind, listingPath } from "~/lib/listings/kinds";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { listedPublicly } from "../../db/queries/public-listing";
import { conversations, listings, users } from "../../db/schema";

/**
 * What a buyer's "Message" leads to: their conversation about the listing when there is one,
 * otherwise the listing and seller a first message would go to. Only listings the public sees,
 * never one's own.
 */
export async function getMessageTarget(db: Database, buyerId: string, listingId: string) {
  if (!isUuid(listingId)) throw new AppError("not_found", "message_listing_unavailable");
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, buyerId)));
  if (existing) return { conversationId: existing.id } as const;
  const [listing] = await db
    .select({
      id: listings.id,
      kind: listings.kind,
      title: listings.title,
      photos: listings.imageUrls,
      price: listings.price,
      sellerId: users.id,
      sellerName: users.fullName,
      sellerPhoto: users.profileImageUrl,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(and(eq(listings.id, listingId), listedPublicly(listings)));
  if (!listing) throw new AppError("not_found", "message_listing_unavailable");
  if (listing.sellerId === buyerId) throw new AppError("invalid_input", "message_own_listing");
  return {
    conversationId: null,
    listing: {
      id: listing.id,
      title: listing.title,
      photo: listing.photos[0] ?? null,
      price: listing.price,
      path: listingPath(listing.kind as ListingKind, listing.id),
    },
    seller: { id: listing.sellerId, fullName: listing.sellerName, profileImageUrl: listing.sellerPhoto },
  } as const;
}
