import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";

/** Counts one view of a product page (the dashboard's "views" figure sums these). */
export async function recordProductView(db: Database, productId: string): Promise<void> {
  await db
    .update(products)
    .set({ viewsCount: sql`${products.viewsCount} + 1` })
    .where(eq(products.id, productId));
}
