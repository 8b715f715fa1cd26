import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings, shops } from "../../db/schema";

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

/** A shop as the evidence keeps it (its public card, without its phone number), with its owner; null once gone. */
export async function readShopEvidence(tx: Pick<Database, "select">, id: string): Promise<{ ownerId: string; snapshot: Record<string, unknown> } | null> {
  const [row] = await tx
    .select({ ownerId: shops.ownerId, name: shops.name, description: shops.description, category: shops.category, location: shops.location, logoUrl: shops.logoUrl })
    .from(shops)
    .where(eq(shops.id, id));
  if (!row) return null;
  const { ownerId, ...shown } = row;
  return { ownerId, snapshot: shown };
}
