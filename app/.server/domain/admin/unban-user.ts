import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { assertAdmin } from "./assert-admin";

/** Lifts a suspension: the user can sign in again. Returns the user's name. */
export async function unbanUser(db: Database, actorId: string, userId: string): Promise<string> {
  await assertAdmin(db, actorId);
  const [user] = await db.update(users).set({ banned: false, banReason: null, banExpires: null }).where(eq(users.id, userId)).returning({ fullName: users.fullName });
  if (!user) throw new AppError("not_found", "user_not_found");
  return user.fullName;
}
