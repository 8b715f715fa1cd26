import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { shops } from "../../db/schema";

type Executor = Pick<Database, "select">;

/** A listing may be put under a shop only by that shop's owner. */
export async function assertOwnShop(db: Executor, ownerId: string, shopId: string): Promise<void> {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.ownerId, ownerId)));
  if (!shop) throw new AppError("forbidden", "listing_shop_not_yours");
}
