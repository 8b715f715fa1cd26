import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/** Every admin function starts here: the acting user must hold the admin role now, and not be suspended. */
export async function assertAdmin(db: Database, actorId: string): Promise<void> {
  const [actor] = await db.select({ role: users.role, banned: users.banned }).from(users).where(eq(users.id, actorId)).limit(1);
  if (actor?.role !== "admin" || actor.banned) throw new AppError("forbidden", "not_admin");
}

/** Admins act on other accounts; suspending or deleting yourself would lock the last admin out. */
export function assertNotSelf(actorId: string, userId: string): void {
  if (actorId === userId) throw new AppError("invalid_input", "admin_not_yourself");
}
