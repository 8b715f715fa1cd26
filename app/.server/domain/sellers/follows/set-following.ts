import { and, count, eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../../db/client";
import { accountNotSuspended } from "../../../db/queries/public-listing";
import { follows, users } from "../../../db/schema";

/**
 * Follows or unfollows a seller for the signed-in student; asking twice is the same as once. A
 * student cannot follow themselves; a missing or suspended seller is "not found" (as their profile is).
 * Returns whether they now follow, and the seller's follower count.
 */
export async function setFollowing(
  db: Database,
  followerId: string,
  sellerId: string,
  follow: boolean,
): Promise<{ following: boolean; followers: number }> {
  if (!isUuid(sellerId)) throw new AppError("not_found", "seller_not_found");
  // Ids are compared as the database does (a uuid in capitals is the same uuid).
  if (sellerId.toLowerCase() === followerId.toLowerCase()) throw new AppError("invalid_input", "follow_self");
  return db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, sellerId), accountNotSuspended))
      .for("key share");
    if (!seller) throw new AppError("not_found", "seller_not_found");
    if (follow) await tx.insert(follows).values({ followerId, sellerId }).onConflictDoNothing();
    else await tx.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.sellerId, sellerId)));
    const [row] = await tx.select({ n: count() }).from(follows).where(eq(follows.sellerId, sellerId));
    return { following: follow, followers: row?.n ?? 0 };
  });
}
