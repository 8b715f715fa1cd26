import { desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { promotions, shopEvents, shopServices, shops } from "../../../db/schema";
import { EVENT_COLUMNS, PROMOTION_COLUMNS, SERVICE_COLUMNS } from "./shop-item-tables";

/**
 * The promotions, events and services of every shop the owner has, newest first (docs/product.md#subscriptions:
 * shop management), whatever the shops' subscriptions, so shop management can show and delete
 * them. Prices are TZS strings ("5000.00"); an event's null price is free, null places unlimited.
 */
export async function listOwnedShopItems(db: Database, ownerId: string) {
  const owned = eq(shops.ownerId, ownerId);
  const [promotionRows, eventRows, serviceRows] = await Promise.all([
    db
      .select(PROMOTION_COLUMNS)
      .from(promotions)
      .innerJoin(shops, eq(shops.id, promotions.shopId))
      .where(owned)
      .orderBy(desc(promotions.createdAt), desc(promotions.id)),
    db
      .select(EVENT_COLUMNS)
      .from(shopEvents)
      .innerJoin(shops, eq(shops.id, shopEvents.shopId))
      .where(owned)
      .orderBy(desc(shopEvents.createdAt), desc(shopEvents.id)),
    db
      .select(SERVICE_COLUMNS)
      .from(shopServices)
      .innerJoin(shops, eq(shops.id, shopServices.shopId))
      .where(owned)
      .orderBy(desc(shopServices.createdAt), desc(shopServices.id)),
  ]);
  return { promotions: promotionRows, events: eventRows, services: serviceRows };
}

export type OwnedShopItems = Awaited<ReturnType<typeof listOwnedShopItems>>;
export type OwnedPromotion = OwnedShopItems["promotions"][number];
export type OwnedEvent = OwnedShopItems["events"][number];
export type OwnedService = OwnedShopItems["services"][number];
