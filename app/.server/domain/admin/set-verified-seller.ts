import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shops, users } from "../../db/schema";
import { appendModerationLog } from "../moderation/append-moderation-log";
import { assertAdmin, assertNotSelf } from "./assert-admin";
import { lockUserSnapshot, snapshotOf } from "./lock-user-snapshot";

/**
 * Grants or revokes the Verified Seller type (user_type 'verified'). Only an admin may,
 * with a note the moderation log keeps; nobody can choose it themselves (the auth library's field
 * is closed to input, and no form of ours writes it: decision 0018). A revoked seller goes back to
 * Shop Owner when they own a shop, else Individual Seller. Returns the name and whether anything
 * changed; granting twice logs once.
 */
export async function setVerifiedSeller(
  db: Database,
  actorId: string,
  { userId, verified, note }: { userId: string; verified: boolean; note: string },
): Promise<{ fullName: string; changed: boolean }> {
  const actor = await assertAdmin(db, actorId);
  assertNotSelf(actorId, userId);
  return db.transaction(async (tx) => {
    const before = await lockUserSnapshot(tx, userId);
    const isVerified = before.userType === "verified";
    if (isVerified === verified) return { fullName: before.fullName, changed: false };
    const to = verified ? "verified" : await unverifiedType(tx, userId);
    await tx.update(users).set({ userType: to, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await appendModerationLog(tx, {
      actor,
      action: verified ? "verification_granted" : "verification_revoked",
      target: { kind: "user", id: userId },
      subjectId: userId,
      note,
      details: { from: before.userType, to },
      snapshot: snapshotOf(before),
    });
    return { fullName: before.fullName, changed: true };
  });
}

async function unverifiedType(
  tx: Pick<Database, "select">,
  userId: string,
): Promise<"shop_owner" | "individual_seller"> {
  const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, userId)).limit(1);
  return shop ? "shop_owner" : "individual_seller";
}
