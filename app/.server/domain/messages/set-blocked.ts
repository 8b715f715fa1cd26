import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { userBlocks, users } from "../../db/schema";
import { lockPair } from "./assert-can-message";

/** Blocks or unblocks another student for the signed-in one; asking twice is the same as once. */
export async function setBlocked(
  db: Database,
  blockerId: string,
  blockedId: string,
  blocked: boolean,
): Promise<{ blocked: boolean }> {
  if (!isUuid(blockedId)) throw new AppError("not_found", "block_user_not_found");
  if (blockedId.toLowerCase() === blockerId.toLowerCase()) throw new AppError("invalid_input", "block_self");
  return db.transaction(async (tx) => {
    await lockPair(tx, blockerId, blockedId);
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, blockedId)).for("key share");
    if (!person) throw new AppError("not_found", "block_user_not_found");
    if (blocked) await tx.insert(userBlocks).values({ blockerId, blockedId: person.id }).onConflictDoNothing();
    else
      await tx.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, person.id)));
    return { blocked };
  });
}
