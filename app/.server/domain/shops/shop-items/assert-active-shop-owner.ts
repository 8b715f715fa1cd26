import { eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../../db/client";
import { shops } from "../../../db/schema";
import { shopIsPremium } from "../shop-card";

/**
 * Only a premium shop hosts promotions, events and services (docs/product.md#shop-items), and only its owner
 * adds to it: the shop must exist, be the actor's, and have its subscription (trial or paid)
 * running now. A missing or someone else's shop gets the form's "select a shop" answer; the
 * owner's shop whose subscription ended, the "No Active Shops" one.
 */
export async function assertActiveShopOwner(
  db: Pick<Database, "select">,
  actorId: string,
  shopId: string,
): Promise<void> {
  if (!isUuid(shopId)) throw new AppError("forbidden", "shop_item_shop_not_yours");
  const [shop] = await db
    .select({ ownerId: shops.ownerId, active: shopIsPremium })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop || shop.ownerId !== actorId) throw new AppError("forbidden", "shop_item_shop_not_yours");
  if (!shop.active) throw new AppError("forbidden", "shop_item_shop_inactive");
}
