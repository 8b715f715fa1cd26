import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { follows } from "../../db/schema";

/** A profile's follower and following counts, and whether the viewer (if signed in) follows it. */
export async function getFollowCounts(db: Database, userId: string, viewerId: string | null): Promise<{ followers: number; following: number; viewerFollows: boolean }> {
  const [[followers], [following], mine] = await Promise.all([
    db.select({ n: count() }).from(follows).where(eq(follows.sellerId, userId)),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId)),
    viewerId
      ? db
          .select({ sellerId: follows.sellerId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), eq(follows.sellerId, userId)))
      : Promise.resolve([]),
  ]);
  return { followers: followers?.n ?? 0, following: following?.n ?? 0, viewerFollows: mine.length > 0 };
}
