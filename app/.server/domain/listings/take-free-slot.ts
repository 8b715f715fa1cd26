import { and, eq, lt, sql } from "drizzle-orm";
import type { ListingKind } from "~/lib/listing-fee";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

const QUOTA = {
  product: { used: users.freeProductsUsed, limit: users.freeProductsLimit, key: "freeProductsUsed" },
  accommodation: { used: users.freeAccommodationsUsed, limit: users.freeAccommodationsLimit, key: "freeAccommodationsUsed" },
} as const;

/**
 * Takes one of the seller's free listings of this kind, if any is left. It is one conditional
 * UPDATE inside the caller's transaction: of two posts at the last slot, the second waits for the
 * first's row lock, then finds no slot left. No read-then-write race.
 */
export async function takeFreeSlot(tx: Pick<Database, "update">, sellerId: string, kind: ListingKind): Promise<boolean> {
  const { used, limit, key } = QUOTA[kind];
  const taken = await tx
    .update(users)
    .set({ [key]: sql`${used} + 1` })
    .where(and(eq(users.id, sellerId), lt(used, limit)))
    .returning({ id: users.id });
  return taken.length > 0;
}
