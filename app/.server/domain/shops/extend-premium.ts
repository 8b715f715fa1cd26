import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shops } from "../../db/schema";
import { oneMonthAfter } from "./one-month-after";

/**
 * One paid month more for a shop, inside the caller's transaction (which holds the shop's row):
 * from its current end date while that is still ahead (renewed early), else from now.
 */
export async function extendPremium(tx: Pick<Database, "update">, shopId: string): Promise<Date> {
  const [shop] = await tx
    .update(shops)
    .set({
      subscriptionActive: true,
      subscriptionPlan: "premium",
      subscriptionEndDate: oneMonthAfter(sql`greatest(coalesce(${shops.subscriptionEndDate}, now()), now())`),
      updatedAt: new Date(),
    })
    .where(eq(shops.id, shopId))
    .returning({ endDate: shops.subscriptionEndDate });
  return shop!.endDate!;
}
