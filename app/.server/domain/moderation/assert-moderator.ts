import { eq, sql } from "drizzle-orm";
import type { Role } from "~/lib/moderation/report-rules";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { suspendedNow } from "../../db/queries/public-listing";
import { users } from "../../db/schema";

export interface Moderator {
  id: string;
  fullName: string;
  role: Extract<Role, "moderator" | "admin">;
}

/**
 * Every moderation function starts here: the acting user must hold the moderator or admin role
 * now, and not be suspended. A moderator has the queue and its actions only (docs/security.md#roles).
 */
export async function assertModerator(db: Pick<Database, "select">, actorId: string): Promise<Moderator> {
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
  if (!actor || actor.suspended || (actor.role !== "moderator" && actor.role !== "admin"))
    throw new AppError("forbidden", "not_moderator");
  return { id: actor.id, fullName: actor.fullName, role: actor.role };
}
