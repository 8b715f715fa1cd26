import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { assertAdmin, assertNotSelf } from "./assert-admin";

/**
 * Suspends an account: it is signed out everywhere at once, and the auth library refuses its
 * sign-ins (admin plugin) until an admin lifts the suspension. Returns the user's name.
 */
export async function banUser(db: Database, actorId: string, userId: string, reason: string): Promise<string> {
  await assertAdmin(db, actorId);
  assertNotSelf(actorId, userId);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ banned: true, banReason: reason || null, banExpires: null })
      .where(eq(users.id, userId))
      .returning({ fullName: users.fullName });
    if (!user) throw new AppError("not_found", "user_not_found");
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return user.fullName;
  });
}
