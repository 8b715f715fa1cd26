import { desc, eq, sql } from "drizzle-orm";
import { feeDue } from "~/lib/listing-fee";
import { LISTING_KINDS, type ListingKind } from "~/lib/listing-kinds";
import type { Database } from "../../db/client";
import { listingAppeals, listings } from "../../db/schema";

export interface MyListing {
  id: string;
  kind: string;
  title: string;
  price: string;
  /** Category for a product, room type (or type of place) for an accommodation. */
  label: string | null;
  coverUrl: string | null;
  status: string;
  viewsCount: number;
  /** The fee still due while it is not paid; the fee itself once it is. */
  feeAmount: string;
  feePaid: boolean;
  /** Why a moderator hid or removed it, shown to its seller as written. */
  moderationNote: string | null;
  /** Its one appeal (docs/decisions/0017-listing-life-and-safety.md): none yet, waiting for a moderator, or decided. */
  appeal: "none" | "open" | "decided";
  createdAt: Date;
}

/** The seller's own listings of every kind, whatever their status, newest first, grouped by kind. */
export async function listMyListings(db: Database, sellerId: string): Promise<Record<ListingKind, MyListing[]>> {
  const rows = await db
    .select({
      id: listings.id,
      kind: listings.kind,
      title: listings.title,
      price: listings.price,
      category: listings.category,
      roomType: listings.roomType,
      imageUrls: listings.imageUrls,
      status: listings.status,
      viewsCount: listings.viewsCount,
      feeAmount: listings.feeAmount,
      feePaidAmount: listings.feePaidAmount,
      feePaid: listings.feePaid,
      moderationNote: listings.moderationNote,
      appeal: sql<"none" | "open" | "decided">`coalesce(${listingAppeals.status}, 'none')`,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .leftJoin(listingAppeals, eq(listingAppeals.listingId, listings.id))
    .where(eq(listings.sellerId, sellerId))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  const grouped = Object.fromEntries(LISTING_KINDS.map((kind) => [kind, [] as MyListing[]])) as Record<ListingKind, MyListing[]>;
  for (const { imageUrls, category, roomType, feeAmount, feePaidAmount, ...row } of rows) {
    // What the card says is due: a raised price owes only the difference.
    grouped[row.kind as ListingKind]?.push({ ...row, feeAmount: row.feePaid ? feeAmount : feeDue(feeAmount, feePaidAmount), label: roomType ?? category, coverUrl: imageUrls[0] ?? null });
  }
  return grouped;
}
