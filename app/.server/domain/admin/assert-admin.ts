import { eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { suspendedNow } from "../../db/queries/public-listing";
import { users } from "../../db/schema";

/** The admin acting, as the moderation log names them. */
export interface Admin {
  id: string;
  fullName: string;
  role: "admin";
}

/**
 * Every admin function starts here: the acting user must hold the admin role now, and not be
 * suspended now (a dated suspension that has passed no longer counts). A moderator is refused too:
 * no role changes, no user deletion, no money (docs/security.md#roles).
 */
export async function assertAdmin(db: Pick<Database, "select">, actorId: string): Promise<Admin> {
  const [actor] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      role: users.role,
      suspended: sql<boolean>`${suspendedNow(users)}`,
    })
    .from(users)
    .where(eq(users.id, actorId))
    .limit(1);
  if (actor?.role !== "admin" || actor.suspended) throw new AppError("forbidden", "not_admin");
  return { id: actor.id, fullName: actor.fullName, role: "admin" };
}

/** Admins act on other accounts; suspending or deleting yourself would lock the last admin out. */
export function assertNotSelf(actorId: string, userId: string): void {
  if (actorId === userId) throw new AppError("invalid_input", "admin_not_yourself");
}
