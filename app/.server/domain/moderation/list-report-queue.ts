import { type SQL, sql } from "drizzle-orm";
import {
  REPORT_REASON_WEIGHT,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
  type ReportReason,
  type ReportTargetKind,
} from "~/lib/moderation/report-rules";
import { type Database, queryRows } from "../../db/client";
import { assertModerator } from "./assert-moderator";

export const REPORT_QUEUE_PER_PAGE = 20;
const MAX_PAGE = 10_000;
const EXCERPT_MAX = 120;

export interface ReportQueueFilter {
  /** Open: targets with an open report, or listings with an open appeal. Resolved: the rest. */
  state: "open" | "resolved";
  targetKind?: ReportTargetKind;
  reason?: ReportReason;
  page?: number;
}

/** One target in the queue, however many reports it has. */
export interface ReportQueueRow {
  kind: ReportTargetKind;
  id: string;
  /** Distinct voices among its open reports' reporters (find-reporter-voice.ts); the safety net further leaves out voices dismissed or from before a restore. */
  countedReporters: number;
  reports: number;
  /** The weightiest reason among its reports (a scam before spam); null for an appeal with no report. */
  topReason: ReportReason | null;
  oldestAt: Date;
  /** When a moderator last closed one of its reports (resolved cases). */
  reviewedAt: Date | null;
  /** From the latest snapshot (or the listing itself): a title, a name, or a message's or review's first words. */
  excerpt: string;
  /** A review's stars, from the latest snapshot; null for other kinds. */
  rating: number | null;
  appealOpen: boolean;
  /** When the safety net took the listing down, while it is still under review: these cases come first. */
  netTakenDownAt: Date | null;
}

const WEIGHT_TO_REASON = new Map(
  Object.entries(REPORT_REASON_WEIGHT).map(([reason, weight]) => [weight, reason as ReportReason]),
);

/** The reason's weight as SQL, from the one table (REPORT_REASON_WEIGHT). */
const reasonWeight = (column: SQL): SQL =>
  sql`case ${column} ${sql.join(
    REPORT_REASONS.map((reason) => sql`when ${reason} then ${REPORT_REASON_WEIGHT[reason]}::int`),
    sql` `,
  )} end`;

function excerptOf(snapshot: unknown, fallback: string | null): string {
  const shown = (snapshot ?? {}) as Record<string, unknown>;
  const text =
    [shown.title, shown.name, shown.fullName, shown.body, fallback].find(
      (value): value is string => typeof value === "string" && value.trim() !== "",
    ) ?? "";
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
}

function ratingOf(snapshot: unknown): number | null {
  const rating = Number((snapshot as Record<string, unknown> | null)?.rating);
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
}

/**
 * The moderation queue, one row per reported target (docs/security.md#roles). Open cases start
 * with the listings the safety net took down (those whose seller asked for review first, then the
 * longest waiting), then by weight: distinct voices among the reporters, then the weightiest
 * reason (scam first), then the oldest report; a listing's open appeal brings it back even with
 * no open report. A moderator never sees a case they reported. Its numbers count the open reports, or, for an appeal alone, the reports that led to
 * the decision appealed. Resolved cases come newest decision first. 20 a page.
 */
export async function listReportQueue(db: Database, actorId: string, filter: ReportQueueFilter) {
  await assertModerator(db, actorId);
  const page = Math.min(MAX_PAGE, Math.max(1, Math.floor(Number.isFinite(filter.page) ? filter.page! : 1)));
  const kind =
    filter.targetKind && (REPORT_TARGET_KINDS as readonly string[]).includes(filter.targetKind)
      ? filter.targetKind
      : undefined;
  const reason =
    filter.reason && (REPORT_REASONS as readonly string[]).includes(filter.reason) ? filter.reason : undefined;
  const open = filter.state !== "resolved";

  const targets = open
    ? sql`select target_kind as kind, target_id as id from reports where status = 'open'
          union
          select 'listing', listing_id from listing_appeals where status = 'open'`
    : sql`select distinct r.target_kind as kind, r.target_id as id from reports r
          where not exists (select 1 from reports o where o.target_kind = r.target_kind and o.target_id = r.target_id and o.status = 'open')
            and not exists (select 1 from listing_appeals a where r.target_kind = 'listing' and a.listing_id = r.target_id and a.status = 'open')`;
  // For an open case, its open reports; an appeal with none open shows the reports it answers.
  const relevant = open
    ? sql`(r.status = 'open' or not exists (select 1 from reports o where o.target_kind = t.kind and o.target_id = t.id and o.status = 'open'))`
    : sql`true`;
  const cases = sql`
    select t.kind, t.id,
      coalesce(s.counted_reporters, 0) as counted_reporters,
      coalesce(s.reports, 0) as reports,
      s.weight,
      coalesce(s.oldest, a.created_at) as oldest_at,
      s.reviewed_at,
      s.has_reason,
      a.listing_id is not null as appeal_open,
      net.taken_down_at as net_taken_down_at
    from (${targets}) t
    cross join lateral (
      select count(distinct r.voice)::int as counted_reporters,
        count(*)::int as reports,
        min(${reasonWeight(sql`r.reason`)}) as weight,
        min(r.created_at) as oldest,
        max(r.reviewed_at) as reviewed_at,
        coalesce(bool_or(r.reason = ${reason ?? null}), false) as has_reason
      from reports r
      where r.target_kind = t.kind and r.target_id = t.id and ${relevant}
    ) s
    left join lateral (select a.listing_id, a.created_at from listing_appeals a where t.kind = 'listing' and a.listing_id = t.id and a.status = 'open' order by a.created_at limit 1) a on true
    left join lateral (
      select max(g.created_at) as taken_down_at from moderation_log g
      where t.kind = 'listing' and g.target_kind = 'listing' and g.target_id = t.id and g.action = 'listing_under_review'
        and exists (select 1 from listings l where l.id = t.id and l.status = 'under_review')
    ) net on true
    where (${kind ?? null}::text is null or t.kind = ${kind ?? null})
      and (${reason ?? null}::text is null or s.has_reason)
      -- A moderator never judges a case they reported.
      and not exists (select 1 from reports o where o.target_kind = t.kind and o.target_id = t.id and o.reporter_id = ${actorId})
      -- A moderator never sees a case about themselves: who reported them, and why, stays hidden from them.
      and not exists (select 1 from reports o where o.target_kind = t.kind and o.target_id = t.id and o.target_owner_id = ${actorId})
      and not (t.kind = 'listing' and exists (select 1 from listings l where l.id = t.id and l.seller_id = ${actorId}))
      and not (t.kind = 'review' and (exists (select 1 from reviews rv where rv.id = t.id and rv.seller_id = ${actorId})
        or exists (select 1 from reports o where o.target_kind = 'review' and o.target_id = t.id and o.snapshot->>'sellerId' = ${actorId}::text)))`;

  // What the safety net took down waits first (its seller's request for review before the rest, the
  // longest waiting first): a listing is off the market until a moderator looks.
  const order = open
    ? sql`(net_taken_down_at is not null and appeal_open) desc, net_taken_down_at asc nulls last, counted_reporters desc, weight asc nulls last, oldest_at asc, kind, id`
    : sql`reviewed_at desc nulls last, oldest_at desc, kind, id`;
  const [rows, [total]] = await Promise.all([
    queryRows<{
      kind: ReportTargetKind;
      id: string;
      counted_reporters: number;
      reports: number;
      weight: number | null;
      oldest_at: Date;
      reviewed_at: Date | null;
      appeal_open: boolean;
      net_taken_down_at: Date | null;
      snapshot: unknown;
      listing_title: string | null;
    }>(
      db,
      sql`select c.*,
            (select r.snapshot from reports r where r.target_kind = c.kind and r.target_id = c.id order by r.created_at desc, r.id desc limit 1) as snapshot,
            (select l.title from listings l where c.kind = 'listing' and l.id = c.id) as listing_title
          from (${cases}) c
          order by ${order}
          limit ${REPORT_QUEUE_PER_PAGE} offset ${(page - 1) * REPORT_QUEUE_PER_PAGE}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${cases}) c`),
  ]);

  const items: ReportQueueRow[] = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    countedReporters: row.counted_reporters,
    reports: row.reports,
    topReason: row.weight === null ? null : (WEIGHT_TO_REASON.get(Number(row.weight)) ?? null),
    oldestAt: new Date(row.oldest_at),
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at) : null,
    excerpt: excerptOf(row.snapshot, row.listing_title),
    rating: row.kind === "review" ? ratingOf(row.snapshot) : null,
    appealOpen: row.appeal_open,
    netTakenDownAt: row.net_taken_down_at ? new Date(row.net_taken_down_at) : null,
  }));
  const count = total?.n ?? 0;
  return { items, total: count, page, pages: Math.max(1, Math.ceil(count / REPORT_QUEUE_PER_PAGE)) };
}
