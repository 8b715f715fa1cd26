import { and, eq, or } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "../../db/client";
import { userBlocks } from "../../db/schema";

/** Refuses a message between two students when either has blocked the other. */
export async function assertCanMessage(tx: Pick<Database, "select">, senderId: string, recipientId: string): Promise<void> {
  const [block] = await tx
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(or(and(eq(userBlocks.blockerId, senderId), eq(userBlocks.blockedId, recipientId)), and(eq(userBlocks.blockerId, recipientId), eq(userBlocks.blockedId, senderId))))
    .limit(1);
  if (block) throw new AppError("forbidden", "message_blocked");
}
