import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shops } from "../../db/schema";

/** The name of a shop, for "Products from {shop}" headings; null when there is no such shop. */
export async function findShopName(db: Database, shopId: string): Promise<string | null> {
  const [row] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId)).limit(1);
  return row?.name ?? null;
}
