import { and, desc, eq, sql } from "drizzle-orm";
import { DEAL_OUTCOME, mayRelist, relistDeadline } from "~/lib/listings/deal-rules";
import { isListingKind, LISTING_KINDS, type ListingKind } from "~/lib/listings/kinds";
import { mayRenew } from "~/lib/listings/listing-expiry";
import { APPEALABLE } from "~/lib/listings/listing-status";
import { feeDue } from "~/lib/payments/listing-fee";
import type { Database } from "../../db/client";
import { listingAppeals, listings } from "../../db/schema";
import { TANZANIA_TODAY as TODAY } from "./record-listing-view";

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
  /** Sold or rented: until when its seller may put it back up, free; null when that time is over or it is not sold or rented. */
  relistUntil: Date | null;
  /** A live listing's end (it expires then unless renewed); null when it has none. */
  expiresAt: Date | null;
  /** Renew is offered: expired, or live within its last days (domain/listings/renew-listing.ts). */
  renewable: boolean;
  /** Its figures for its seller: views in the last 7 and 30 days, saves by others, conversations. */
  figures: { views7: number; views30: number; saves: number; conversations: number };
  createdAt: Date;
}

/** The seller's own listings of every kind, whatever their status, newest first, grouped by kind. */
export async function listMyListings(
  db: Database,
  sellerId: string,
  now: Date = new Date(),
): Promise<Record<ListingKind, MyListing[]>> {
  const appealGroundNow = sql`case ${listings.status} ${sql.join(
    Object.entries(APPEALABLE).map(([status, ground]) => sql`when ${status} then ${ground}`),
    sql` `,
  )} end`;
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
      statusChangedAt: listings.statusChangedAt,
      expiresAt: listings.expiresAt,
      views7: sql<number>`(select coalesce(sum(d.views), 0)::int from listing_view_days d where d.listing_id = ${listings.id} and d.day > ${TODAY} - 7)`,
      views30: sql<number>`(select coalesce(sum(d.views), 0)::int from listing_view_days d where d.listing_id = ${listings.id} and d.day > ${TODAY} - 30)`,
      saves: sql<number>`(select count(*)::int from favorites f where f.listing_id = ${listings.id} and f.user_id <> ${listings.sellerId})`,
      conversations: sql<number>`(select count(*)::int from conversations c where c.listing_id = ${listings.id})`,
      createdAt: listings.createdAt,
    })
    .from(listings)
    // The appeal that answers the listing's status now: against the safety net while under review, against a moderator after.
    .leftJoin(
      listingAppeals,
      and(eq(listingAppeals.listingId, listings.id), sql`${listingAppeals.against} = ${appealGroundNow}`),
    )
    .where(eq(listings.sellerId, sellerId))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  const grouped = Object.fromEntries(LISTING_KINDS.map((kind) => [kind, [] as MyListing[]])) as Record<
    ListingKind,
    MyListing[]
  >;
  for (const {
    imageUrls,
    category,
    roomType,
    feeAmount,
    feePaidAmount,
    statusChangedAt,
    views7,
    views30,
    saves,
    conversations,
    ...row
  } of rows) {
    const kind = row.kind as ListingKind;
    const closed = isListingKind(kind) && row.status === DEAL_OUTCOME[kind];
    grouped[kind]?.push({
      ...row,
      // What the card says is due: a raised price owes only the difference.
      feeAmount: row.feePaid ? feeAmount : feeDue(feeAmount, feePaidAmount),
      label: roomType ?? category,
      coverUrl: imageUrls[0] ?? null,
      relistUntil: closed && mayRelist(statusChangedAt, now) ? relistDeadline(statusChangedAt) : null,
      renewable: mayRenew(row.status, row.expiresAt, now),
      figures: {
        views7: Number(views7),
        views30: Number(views30),
        saves: Number(saves),
        conversations: Number(conversations),
      },
    });
  }
  return grouped;
}
