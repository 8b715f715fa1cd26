import { eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";

/**
 * Suspends an account until a date, or until lifted (`until` null): it is signed out everywhere at
 * once, and everything that asks `suspendedNow` (db/queries/public-listing.ts) honours it until the
 * date passes; the auth library refuses its sign-ins until then and lifts the flag itself at the
 * first sign-in after. In the caller's transaction. Returns the user's name.
 */
export async function suspendAccount(
  tx: Pick<Database, "update" | "delete">,
  userId: string,
  until: Date | null,
  reason: string,
): Promise<string> {
  const [user] = await tx
    .update(users)
    .set({ banned: true, banReason: reason || null, banExpires: until })
    .where(eq(users.id, userId))
    .returning({ fullName: users.fullName });
  if (!user) throw new AppError("not_found", "user_not_found");
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  return user.fullName;
}
