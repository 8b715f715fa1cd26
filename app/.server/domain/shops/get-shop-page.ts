import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { listedPublicly } from "../../db/queries/public-listing";
import { listings, promotions, shopEvents, shopServices, shops, users } from "../../db/schema";
import { listingCardColumns } from "../listings/listing-card";
import { shopContactWay, shopIsPremium, shopPublicPhone } from "./shop-card";

/**
 * Everything the public shop page shows: the shop and owner, its active products, active and
 * unexpired promotions, active events from now on (soonest first), and available services; the
 * last three only while the shop's subscription is active.
 */
export async function getShopPage(db: Database, id: string) {
  if (!isUuid(id)) throw new AppError("not_found", "shop_not_found");
  const [shopRows, productRows, promotionRows, eventRows, serviceRows] = await Promise.all([
    db
      .select({
        id: shops.id,
        name: shops.name,
        description: shops.description,
        category: shops.category,
        location: shops.location,
        address: shops.address,
        phoneNumber: shopPublicPhone,
        contactWay: shopContactWay,
        logoUrl: shops.logoUrl,
        coverImageUrl: shops.coverImageUrl,
        createdAt: shops.createdAt,
        isPremium: shopIsPremium,
        ownerId: shops.ownerId,
        ownerName: users.fullName,
      })
      .from(shops)
      .leftJoin(users, eq(users.id, shops.ownerId))
      .where(eq(shops.id, id))
      .limit(1),
    db
      .select(listingCardColumns)
      .from(listings)
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(and(eq(listings.shopId, id), eq(listings.kind, "product"), listedPublicly(listings)))
      .orderBy(desc(listings.createdAt), desc(listings.id)),
    db
      .select()
      .from(promotions)
      .where(and(eq(promotions.shopId, id), eq(promotions.isActive, true), gte(promotions.endDate, sql`now()`)))
      .orderBy(desc(promotions.createdAt)),
    db
      .select()
      .from(shopEvents)
      .where(and(eq(shopEvents.shopId, id), eq(shopEvents.isActive, true), gte(shopEvents.eventDate, sql`now()`)))
      .orderBy(asc(shopEvents.eventDate)),
    db
      .select()
      .from(shopServices)
      .where(and(eq(shopServices.shopId, id), eq(shopServices.isAvailable, true)))
      .orderBy(desc(shopServices.createdAt)),
  ]);
  const shop = shopRows[0];
  if (!shop) throw new AppError("not_found", "shop_not_found");
  // Promotions, events and services are premium features: they show only while the subscription runs.
  const premium = shop.isPremium;
  return {
    shop,
    products: productRows,
    promotions: premium ? promotionRows : [],
    events: premium ? eventRows : [],
    services: premium ? serviceRows : [],
  };
}

export type ShopPage = Awaited<ReturnType<typeof getShopPage>>;
