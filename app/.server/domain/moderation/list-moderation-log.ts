import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { moderationLog } from "../../db/schema";
import { assertModerator } from "./assert-moderator";

export const MODERATION_LOG_PER_PAGE = 50;
const MAX_PAGE = 10_000;

export interface ModerationLogFilter {
  /** Only what this moderator or admin did. */
  actorId?: string;
  /** Only entries about this account (the seller, the suspended user). */
  subjectId?: string;
  /** Only entries on this target (a listing, an account, a shop, a message). */
  targetId?: string;
  page?: number;
}

/**
 * The moderation log for moderators and admins (/admin/moderation-log), newest first, 50 a page,
 * with the people who appear in it as actors for the page's moderator filter. An id that is not a
 * uuid filters nothing rather than reaching the database.
 */
export async function listModerationLog(db: Database, actorId: string, filter: ModerationLogFilter = {}) {
  await assertModerator(db, actorId);
  const page = Math.min(MAX_PAGE, Math.max(1, Math.floor(Number.isFinite(filter.page) ? filter.page! : 1)));
  const conditions: SQL[] = [];
  if (isUuid(filter.actorId)) conditions.push(eq(moderationLog.actorId, filter.actorId.toLowerCase()));
  if (isUuid(filter.subjectId)) conditions.push(eq(moderationLog.subjectId, filter.subjectId.toLowerCase()));
  if (isUuid(filter.targetId)) conditions.push(eq(moderationLog.targetId, filter.targetId.toLowerCase()));

  const [rows, moderators] = await Promise.all([
    db
      .select()
      .from(moderationLog)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(moderationLog.id))
      // One more than a page says whether there is a next one, without counting the whole log.
      .limit(MODERATION_LOG_PER_PAGE + 1)
      .offset((page - 1) * MODERATION_LOG_PER_PAGE),
    // Each actor once, under the name of their latest entry (the log keeps names as they were).
    db
      .selectDistinctOn([moderationLog.actorId], {
        id: sql<string>`${moderationLog.actorId}`,
        name: moderationLog.actorName,
        role: moderationLog.actorRole,
      })
      .from(moderationLog)
      // Staff only: a seller who appealed is an actor in the log too, but not a moderator to filter by.
      .where(and(isNotNull(moderationLog.actorId), inArray(moderationLog.actorRole, ["moderator", "admin"])))
      .orderBy(asc(moderationLog.actorId), desc(moderationLog.id)),
  ]);

  return {
    entries: rows.slice(0, MODERATION_LOG_PER_PAGE),
    page,
    hasMore: rows.length > MODERATION_LOG_PER_PAGE,
    moderators: moderators
      .map((person) => ({ id: person.id, name: person.name ?? "", role: person.role }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
  };
}
