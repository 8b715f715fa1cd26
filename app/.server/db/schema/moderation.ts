import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { APPEAL_GROUNDS } from "../../../lib/listings/listing-status";
import {
  MODERATION_LOG_ACTIONS,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
} from "../../../lib/moderation/report-rules";
import { createdAt, id } from "./columns";
import { listings } from "./listings";
import { users } from "./users";

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "));

/**
 * A student's report of a listing, an account, a shop, a message or a review. The target is a kind and an
 * id, not a foreign key, and the report keeps a snapshot of what it saw: deleting the listing, the
 * message or the account afterwards leaves the evidence (docs/decisions/0017-listing-life-and-safety.md).
 */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    /** Null once the reporter deleted their account: the report still weighs in the queue. */
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    targetKind: text("target_kind").notNull(),
    targetId: uuid("target_id").notNull(),
    /** Whose it is: the seller, the shop's owner, the sender, the account itself. No key: it outlives them. */
    targetOwnerId: uuid("target_owner_id").notNull(),
    reason: text("reason").notNull(),
    details: text("details"),
    /** What the target was when reported: title, price, description, photo URLs, the message text. */
    snapshot: jsonb("snapshot").notNull(),
    /** The reporter was established when reporting: only such reports count towards the safety net. */
    counted: boolean("counted").notNull(),
    /** The voice the reporter counted under (voices.ts); the safety net counts each voice once. Null when not counted. */
    voice: text("voice"),
    status: text("status").notNull().default("open"),
    /** How a moderator closed it: 'actioned' or 'dismissed'. The reporter is told which, never the penalty. */
    outcome: text("outcome"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reports_one_open_per_reporter_target")
      .on(t.reporterId, t.targetKind, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index("reports_target_idx").on(t.targetKind, t.targetId, t.createdAt),
    index("reports_reporter_created_at_idx").on(t.reporterId, t.createdAt),
    index("reports_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
    index("reports_target_owner_idx").on(t.targetOwnerId),
    index("reports_target_voice_idx").on(t.targetKind, t.targetId, t.voice).where(sql`${t.voice} is not null`),
    check("reports_counted_has_voice", sql`${t.counted} = (${t.voice} is not null)`),
    check("reports_target_kind_valid", sql`${t.targetKind} in (${quoted(REPORT_TARGET_KINDS)})`),
    check("reports_reason_valid", sql`${t.reason} in (${quoted(REPORT_REASONS)})`),
    check(
      "reports_details_length",
      sql`${t.details} is null or char_length(${t.details}) <= ${sql.raw(String(REPORT_DETAILS_MAX))}`,
    ),
    check("reports_status_valid", sql`${t.status} in ('open', 'resolved')`),
    check(
      "reports_outcome_matches_status",
      sql`(${t.status} = 'open') = (${t.outcome} is null) and (${t.outcome} is null or ${t.outcome} in ('actioned', 'dismissed'))`,
    ),
  ],
);

/**
 * A seller's appeal of a listing taken down: once against the safety net (it jumps the queue while
 * the listing is under review) and once against a moderator's hiding or removal. It returns the
 * listing to the queue.
 */
export const listingAppeals = pgTable(
  "listing_appeals",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** What is appealed: 'safety_net' (under review) or 'moderator' (hidden or removed). */
    against: text("against").notNull().default("moderator"),
    text: text("text").notNull(),
    status: text("status").notNull().default("open"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.against] }),
    check("listing_appeals_against_valid", sql`${t.against} in (${quoted(APPEAL_GROUNDS)})`),
    check("listing_appeals_status_valid", sql`${t.status} in ('open', 'decided')`),
    check(
      "listing_appeals_text_length",
      sql`char_length(btrim(${t.text})) between 1 and ${sql.raw(String(REPORT_DETAILS_MAX))}`,
    ),
    index("listing_appeals_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Every moderator action, suspension, role change and verification grant or revoke, appended and
 * never changed: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0017). Ids, names and
 * snapshots only, no foreign keys, so deleting an account or a listing leaves the history whole.
 */
export const moderationLog = pgTable(
  "moderation_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null when the system acted (the safety net). */
    actorId: uuid("actor_id"),
    actorName: text("actor_name"),
    actorRole: text("actor_role"),
    action: text("action").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: uuid("target_id").notNull(),
    /** The account the action concerns (the seller, the suspended user): their history on the admin pages. */
    subjectId: uuid("subject_id"),
    note: text("note").notNull(),
    /** Values the action carries: a suspension's end, a role's old and new value. */
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
    snapshot: jsonb("snapshot").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("moderation_log_created_at_idx").on(t.id.desc()),
    index("moderation_log_actor_idx").on(t.actorId, t.id.desc()),
    index("moderation_log_subject_idx").on(t.subjectId, t.id.desc()),
    index("moderation_log_target_idx").on(t.targetKind, t.targetId, t.id.desc()),
    check("moderation_log_action_valid", sql`${t.action} in (${quoted(MODERATION_LOG_ACTIONS)})`),
    check("moderation_log_target_kind_valid", sql`${t.targetKind} in (${quoted(REPORT_TARGET_KINDS)})`),
  ],
);
