import { and, eq, lt, sql } from "drizzle-orm";
import type { ListingKind } from "~/lib/listings/kinds";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { kindStore } from "./kinds";

/**
 * Takes one of the seller's free listings of this kind, if any is left. It is one conditional
 * UPDATE inside the caller's transaction: of two posts at the last slot, the second waits for the
 * first's row lock, then finds no slot left. No read-then-write race.
 */
export async function takeFreeSlot(
  tx: Pick<Database, "update">,
  sellerId: string,
  kind: ListingKind,
): Promise<boolean> {
  const { used, limit, usedKey } = kindStore(kind).freeQuota;
  const taken = await tx
    .update(users)
    .set({ [usedKey]: sql`${used} + 1` })
    .where(and(eq(users.id, sellerId), lt(used, limit)))
    .returning({ id: users.id });
  return taken.length > 0;
}
