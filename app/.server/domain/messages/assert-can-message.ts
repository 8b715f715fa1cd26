import { and, eq, or, sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { suspendedNow } from "../../db/queries/public-listing";
import { userBlocks, users } from "../../db/schema";

type Tx = Pick<Database, "select" | "execute">;

/**
 * Serialises what passes between two students: a message and a block of the same pair take this
 * lock first, so a block that commits is never overtaken by a message checked just before it.
 */
export async function lockPair(tx: Pick<Database, "execute">, a: string, b: string): Promise<void> {
  const [first, second] = [a.toLowerCase(), b.toLowerCase()].sort();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`messages:${first}:${second}`}, 0))`);
}

/** Refuses a message between two students when either has blocked the other, or the recipient is suspended. */
export async function assertCanMessage(tx: Tx, senderId: string, recipientId: string): Promise<void> {
  await lockPair(tx, senderId, recipientId);
  const [block] = await tx
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, senderId), eq(userBlocks.blockedId, recipientId)),
        and(eq(userBlocks.blockerId, recipientId), eq(userBlocks.blockedId, senderId)),
      ),
    )
    .limit(1);
  if (block) throw new AppError("forbidden", "message_blocked");
  const [recipient] = await tx
    .select({ suspended: sql<boolean>`${suspendedNow(users)}` })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient || recipient.suspended) throw new AppError("forbidden", "message_recipient_suspended");
}
