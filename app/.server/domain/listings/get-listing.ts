import { and, eq, or } from "drizzle-orm";
import type { ListingKind } from "~/lib/listings/kinds";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { pageViewable } from "../../db/queries/public-listing";
import { publicPersonColumns } from "../../db/queries/public-person-columns";
import { campuses, listings, shops, users } from "../../db/schema";

/**
 * A listing's page: viewable ones (app/lib/listings/listing-status.ts: live, or sold, rented, expired or
 * under review, which say so), except that a seller may look at their own in any status (a
 * pending one shows what buyers will see, a hidden one why). Another kind's id is not found
 * here: /products/{an accommodation's id} is a 404, as before the kinds shared a table.
 */
export async function getListing(db: Database, kind: ListingKind, id: string, viewerId: string | null = null) {
  const notFound = new AppError("not_found", "listing_not_found", { kind });
  if (!isUuid(id)) throw notFound;
  const visible = viewerId ? or(pageViewable(listings), eq(listings.sellerId, viewerId)) : pageViewable(listings);
  const [row] = await db
    .select({
      id: listings.id,
      kind: listings.kind,
      title: listings.title,
      description: listings.description,
      price: listings.price,
      category: listings.category,
      imageUrls: listings.imageUrls,
      status: listings.status,
      moderationNote: listings.moderationNote,
      viewsCount: listings.viewsCount,
      createdAt: listings.createdAt,
      condition: listings.condition,
      location: listings.location,
      address: listings.address,
      roomType: listings.roomType,
      amenities: listings.amenities,
      shopId: shops.id,
      shopName: shops.name,
      seller: publicPersonColumns,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .leftJoin(campuses, eq(campuses.id, users.campusId))
    .leftJoin(shops, eq(shops.id, listings.shopId))
    .where(and(eq(listings.id, id), eq(listings.kind, kind), visible))
    .limit(1);
  if (!row) throw notFound;
  const { shopId, shopName, moderationNote, ...listing } = row;
  const own = viewerId === listing.seller.id;
  // The moderator's note is for the seller alone. No number ever: a signed-in student asks for it (POST /contact).
  return {
    ...listing,
    moderationNote: own ? moderationNote : null,
    shop: shopId && shopName ? { id: shopId, name: shopName } : null,
  };
}

export type ListingDetail = Awaited<ReturnType<typeof getListing>>;
