import { eq, inArray, sql } from "drizzle-orm";
import { LISTING_KIND_RULES, type ListingKind } from "~/lib/listings/kinds";
import { REASONS_THAT_NEVER_TAKE_DOWN, SAFETY_NET_WINDOW_DAYS } from "~/lib/moderation/report-rules";
import { type Database, queryRows } from "../../db/client";
import { listings, notifications, users } from "../../db/schema";
import { appendModerationLog } from "./append-moderation-log";
import type { TargetSnapshot } from "./snapshot-report-target";

/**
 * The safety net, in the report's transaction with the listing's row locked: when enough distinct
 * voices (confirmed phone numbers or university addresses, find-reporter-voice.ts) reported it
 * within 7 days (open reports only, for a reason that can take a listing down), it goes under
 * review at once. It leaves everything listed publicly; the seller and every moderator and admin
 * are told; the log records that the system acted.
 * Reports that do not count are kept and weigh in the queue; they just cannot trip this. A voice
 * whose report of this listing a moderator dismissed, or that reported it before a moderator last
 * restored it, no longer counts for it, so the same people cannot take it down again the moment
 * it is back.
 */
export async function runSafetyNet(
  tx: Database,
  listingId: string,
  target: TargetSnapshot,
  threshold: number,
): Promise<boolean> {
  const [tally] = await queryRows<{ reporters: number }>(
    tx,
    sql`select count(distinct voice)::int as reporters from reports
        where target_kind = 'listing' and target_id = ${listingId} and status = 'open' and voice is not null
          and reason not in (${sql.join(
            REASONS_THAT_NEVER_TAKE_DOWN.map((r) => sql`${r}`),
            sql`, `,
          )})
          and created_at > now() - make_interval(days => ${SAFETY_NET_WINDOW_DAYS})
          -- A moderator found this voice's earlier report of it groundless, or restored the listing
          -- after it: reporting again cannot take it down again.
          and not exists (select 1 from reports d where d.target_kind = 'listing' and d.target_id = ${listingId}
            and (d.voice = reports.voice or d.reporter_id = reports.reporter_id)
            and (d.outcome = 'dismissed' or d.created_at < (select max(g.created_at) from moderation_log g
              where g.target_kind = 'listing' and g.target_id = ${listingId} and g.action = 'listing_restored')))`,
  );
  const reporters = tally?.reporters ?? 0;
  if (reporters < threshold) return false;

  await tx
    .update(listings)
    .set({ status: "under_review", moderationNote: null, updatedAt: new Date() })
    .where(eq(listings.id, listingId));
  const link = `/admin/reports/listing/${listingId}`;
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ["moderator", "admin"]));
  await tx.insert(notifications).values([
    {
      userId: target.ownerId,
      kind: "listing_under_review",
      listingId,
      type: "system",
      link: LISTING_KIND_RULES[target.snapshot.kind as ListingKind]?.myListingsPath ?? "/my-listings",
    },
    ...staff.map((person): typeof notifications.$inferInsert => ({
      userId: person.id,
      kind: "moderation_needed",
      listingId,
      type: "system",
      link,
    })),
  ]);
  await appendModerationLog(tx, {
    actor: null,
    action: "listing_under_review",
    target: { kind: "listing", id: listingId },
    subjectId: target.ownerId,
    note: "safety_net",
    details: { reporters, threshold },
    snapshot: target.snapshot,
  });
  return true;
}
