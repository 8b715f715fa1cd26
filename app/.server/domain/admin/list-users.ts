import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { suspendedNow } from "../../db/queries/public-listing";
import { campuses, users } from "../../db/schema";
import { assertAdmin } from "./assert-admin";

export const ADMIN_USERS_PER_PAGE = 20;
const MAX_PAGE = 10_000;

export interface AdminUserFilter {
  /** Part of a name or e-mail. */
  search?: string;
  status?: "all" | "admins" | "moderators" | "banned" | "unconfirmed";
  page?: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every account, newest first, for the admins' user list. */
export async function listUsers(db: Database, actorId: string, filter: AdminUserFilter = {}) {
  await assertAdmin(db, actorId);
  // A page past any real one (the offset a bigint can hold is far larger) simply comes back empty.
  const page = Math.min(MAX_PAGE, Math.max(1, Math.floor(Number.isFinite(filter.page) ? filter.page! : 1)));
  const conditions: SQL[] = [];
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern))!);
  }
  if (filter.status === "admins") conditions.push(eq(users.role, "admin"));
  if (filter.status === "moderators") conditions.push(eq(users.role, "moderator"));
  // Suspended now: a dated suspension whose end has passed no longer counts, though its flag
  // stays until the account next signs in (the auth library lifts it then).
  if (filter.status === "banned") conditions.push(suspendedNow(users));
  if (filter.status === "unconfirmed") conditions.push(eq(users.emailVerified, false));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        role: users.role,
        userType: users.userType,
        suspended: sql<boolean>`${suspendedNow(users)}`,
        banReason: users.banReason,
        /** When a dated suspension ends; null for one until lifted (or none). */
        banExpires: users.banExpires,
        emailVerified: users.emailVerified,
        twoFactorEnabled: users.twoFactorEnabled,
        createdAt: users.createdAt,
        campus: campuses.shortName,
      })
      .from(users)
      .leftJoin(campuses, eq(campuses.id, users.campusId))
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(ADMIN_USERS_PER_PAGE)
      .offset((page - 1) * ADMIN_USERS_PER_PAGE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    users: rows,
    total: total?.n ?? 0,
    page,
    pages: Math.max(1, Math.ceil((total?.n ?? 0) / ADMIN_USERS_PER_PAGE)),
  };
}
