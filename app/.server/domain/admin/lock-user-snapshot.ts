import { eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/**
 * An account as the moderation log keeps it: enough to read the entry after the account is gone,
 * and nothing moderators have no need of (no e-mail address, no phone number).
 */
export interface UserSnapshot {
  id: string;
  fullName: string;
  role: string | null;
  userType: string;
  banned: boolean | null;
  banReason: string | null;
  banExpires: Date | null;
  emailVerified: boolean;
  createdAt: Date;
}

/**
 * Locks the account an admin acts on and reads what the log's snapshot keeps of it, in the
 * caller's transaction: the action, its log entry and the snapshot agree.
 */
export async function lockUserSnapshot(tx: Pick<Database, "select">, userId: string): Promise<UserSnapshot> {
  const [user] = await tx
    .select({
      id: users.id,
      fullName: users.fullName,
      role: users.role,
      userType: users.userType,
      banned: users.banned,
      banReason: users.banReason,
      banExpires: users.banExpires,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!user) throw new AppError("not_found", "user_not_found");
  return user;
}

/** The snapshot as the log's jsonb column holds it (dates as ISO strings). */
export const snapshotOf = (user: UserSnapshot): Record<string, unknown> => ({
  ...user,
  banExpires: user.banExpires?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
});
