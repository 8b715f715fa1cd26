import { and, desc, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../../db/client";
import { accommodations, campuses, products, users } from "../../db/schema";
import { accountNotSuspended } from "../../db/queries/public-listing";

const notFound = () => new AppError("not_found", "seller_not_found");

/** A public seller profile (/user/{id}) with the seller's active products and accommodations. */
export async function getSellerProfile(db: Database, userId: string) {
  if (!isUuid(userId)) throw notFound();
  const [[seller], productRows, accommodationRows] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        profileImageUrl: users.profileImageUrl,
        userType: users.userType,
        whatsappNumber: users.whatsappNumber,
        createdAt: users.createdAt,
        campusName: campuses.name,
      })
      .from(users)
      .leftJoin(campuses, eq(campuses.id, users.campusId))
      .where(and(eq(users.id, userId), accountNotSuspended))
      .limit(1),
    db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        category: products.category,
        condition: products.condition,
        imageUrl: sql<string | null>`${products.imageUrls}[1]`,
      })
      .from(products)
      .where(and(eq(products.sellerId, userId), eq(products.status, "active")))
      .orderBy(desc(products.createdAt)),
    db
      .select({
        id: accommodations.id,
        title: accommodations.title,
        price: accommodations.price,
        location: accommodations.location,
        roomType: accommodations.roomType,
        imageUrl: sql<string | null>`${accommodations.imageUrls}[1]`,
      })
      .from(accommodations)
      .where(and(eq(accommodations.sellerId, userId), eq(accommodations.status, "active")))
      .orderBy(desc(accommodations.createdAt)),
  ]);
  if (!seller) throw notFound();
  return { seller, products: productRows, accommodations: accommodationRows };
}
