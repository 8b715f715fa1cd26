import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { accountNotSuspended } from "../../../db/queries/public-listing";
import { follows, users } from "../../../db/schema";

/** A profile's follower and following counts, and whether the viewer (if signed in) follows it. */
export async function getFollowCounts(
  db: Database,
  userId: string,
  viewerId: string | null,
): Promise<{ followers: number; following: number; viewerFollows: boolean }> {
  const [[followers], [following], mine] = await Promise.all([
    // Suspended accounts are not counted (their follows stay, and count again if the suspension is lifted).
    db
      .select({ n: count() })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followerId))
      .where(and(eq(follows.sellerId, userId), accountNotSuspended)),
    db
      .select({ n: count() })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.sellerId))
      .where(and(eq(follows.followerId, userId), accountNotSuspended)),
    viewerId
      ? db
          .select({ sellerId: follows.sellerId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), eq(follows.sellerId, userId)))
      : Promise.resolve([]),
  ]);
  return { followers: followers?.n ?? 0, following: following?.n ?? 0, viewerFollows: mine.length > 0 };
}
