import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings, reviews, shops } from "../../db/schema";

/**
 * What the evidence keeps of a listing, wherever a report, a moderator's action or an appeal
 * snapshots one: what buyers saw of it, never its seller's contact number.
 */
export const listingEvidenceColumns = {
  kind: listings.kind,
  title: listings.title,
  price: listings.price,
  description: listings.description,
  category: listings.category,
  imageUrls: listings.imageUrls,
  status: listings.status,
  location: listings.location,
};

/** What the evidence keeps of a review: what the profile showed of it, and whom and what it was about. */
export const reviewEvidenceColumns = {
  rating: reviews.rating,
  body: reviews.body,
  reply: reviews.reply,
  sellerId: reviews.sellerId,
  listingId: reviews.listingId,
  createdAt: reviews.createdAt,
};

/** A review's evidence as JSON: its date as text. */
export const reviewEvidence = ({
  createdAt,
  ...shown
}: {
  rating: number;
  body: string | null;
  reply: string | null;
  sellerId: string;
  listingId: string | null;
  createdAt: Date;
}) => ({
  ...shown,
  createdAt: createdAt.toISOString(),
});

/** A shop as the evidence keeps it (its public card, without its phone number), with its owner; null once gone. */
export async function readShopEvidence(
  tx: Pick<Database, "select">,
  id: string,
): Promise<{ ownerId: string; snapshot: Record<string, unknown> } | null> {
  const [row] = await tx
    .select({
      ownerId: shops.ownerId,
      name: shops.name,
      description: shops.description,
      category: shops.category,
      location: shops.location,
      logoUrl: shops.logoUrl,
    })
    .from(shops)
    .where(eq(shops.id, id));
  if (!row) return null;
  const { ownerId, ...shown } = row;
  return { ownerId, snapshot: shown };
}
