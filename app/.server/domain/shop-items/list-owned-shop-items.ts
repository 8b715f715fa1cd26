import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { promotions, shopEvents, shopServices, shops } from "../../db/schema";

const PROMOTION = {
  shopId: promotions.shopId,
  id: promotions.id,
  title: promotions.title,
  description: promotions.description,
  type: promotions.type,
  startDate: promotions.startDate,
  endDate: promotions.endDate,
  imageUrl: promotions.imageUrl,
  isActive: promotions.isActive,
  createdAt: promotions.createdAt,
};
const EVENT = {
  shopId: shopEvents.shopId,
  id: shopEvents.id,
  title: shopEvents.title,
  description: shopEvents.description,
  eventDate: shopEvents.eventDate,
  location: shopEvents.location,
  price: shopEvents.price,
  maxParticipants: shopEvents.maxParticipants,
  currentParticipants: shopEvents.currentParticipants,
  imageUrl: shopEvents.imageUrl,
  isActive: shopEvents.isActive,
  createdAt: shopEvents.createdAt,
};
const SERVICE = {
  shopId: shopServices.shopId,
  id: shopServices.id,
  name: shopServices.name,
  description: shopServices.description,
  category: shopServices.category,
  price: shopServices.price,
  durationMinutes: shopServices.durationMinutes,
  imageUrl: shopServices.imageUrl,
  isAvailable: shopServices.isAvailable,
  createdAt: shopServices.createdAt,
};

/**
 * The promotions, events and services of every shop the owner has, newest first (spec section 7:
 * shop management), whatever the shops' subscriptions, so shop management can show and delete
 * them. Prices are TZS strings ("5000.00"); an event's null price is free, null places unlimited.
 */
export async function listOwnedShopItems(db: Database, ownerId: string) {
  const owned = eq(shops.ownerId, ownerId);
  const [promotionRows, eventRows, serviceRows] = await Promise.all([
    db.select(PROMOTION).from(promotions).innerJoin(shops, eq(shops.id, promotions.shopId)).where(owned).orderBy(desc(promotions.createdAt), desc(promotions.id)),
    db.select(EVENT).from(shopEvents).innerJoin(shops, eq(shops.id, shopEvents.shopId)).where(owned).orderBy(desc(shopEvents.createdAt), desc(shopEvents.id)),
    db.select(SERVICE).from(shopServices).innerJoin(shops, eq(shops.id, shopServices.shopId)).where(owned).orderBy(desc(shopServices.createdAt), desc(shopServices.id)),
  ]);
  return { promotions: promotionRows, events: eventRows, services: serviceRows };
}

export type OwnedShopItems = Awaited<ReturnType<typeof listOwnedShopItems>>;
export type OwnedPromotion = OwnedShopItems["promotions"][number];
export type OwnedEvent = OwnedShopItems["events"][number];
export type OwnedService = OwnedShopItems["services"][number];
