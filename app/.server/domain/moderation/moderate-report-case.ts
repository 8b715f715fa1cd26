import { and, desc, eq, sql } from "drizzle-orm";
import { LISTING_KIND_RULES, listingKindOf } from "~/lib/listings/kinds";
import { isRestorable, type ListingStatus, mayMove } from "~/lib/listings/listing-status";
import { moderationActionSchema } from "~/lib/moderation/forms/moderation";
import {
  type ModerationAction,
  type ModerationLogAction,
  REPORT_TARGET_KINDS,
  type ReportTargetKind,
  SUSPENSION_DAYS,
} from "~/lib/moderation/report-rules";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { listingAppeals, listings, messages, notifications, reports, reviews, users } from "../../db/schema";
import { appendModerationLog, type ModerationLogEntry } from "./append-moderation-log";
import { assertModerator } from "./assert-moderator";
import { listingEvidenceColumns, readShopEvidence, reviewEvidence, reviewEvidenceColumns } from "./evidence";
import { suspendAccount } from "./suspend-account";

export interface ModerateReportCaseInput {
  kind: string;
  id: string;
  action: string;
  note: string;
  /** A suspension's length: '7d', '30d' or 'indefinite'. */
  length?: string;
}

export interface ModerationResult {
  action: ModerationAction;
  /** How many open reports this closed (each reporter was told whether action was taken). */
  resolvedReports: number;
}

/** Actions that decide the listing's fate, and so answer its seller's open appeal. */
const DECIDES_APPEAL: readonly ModerationAction[] = ["dismiss", "hide", "remove", "restore"];
const DAY_MS = 86_400_000;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A moderator's decision on a report case, with its required note, in one transaction: the
 * target's change, the notifications, the reports closed and the log entries commit together
 * (docs/security.md#roles). Reporters are told only whether action was taken, never the penalty;
 * a listing's seller is told what happened to it and why. A review is hidden from its seller's
 * profile and rating (the database recounts the rating in the same transaction) and restored; a
 * warning or a suspension reaches its writer. A moderator never acts on their own account or
 * listing, nor on a review of themselves, nor on a case they reported, and suspends only a
 * student's account. Money is never touched.
 */
export async function moderateReportCase(
  db: Database,
  actorId: string,
  input: ModerateReportCaseInput,
): Promise<ModerationResult> {
  const actor = await assertModerator(db, actorId);
  if (!(REPORT_TARGET_KINDS as readonly string[]).includes(input.kind) || !isUuid(input.id))
    throw new AppError("not_found", "report_case_not_found");
  const parsed = moderationActionSchema.safeParse({
    action: input.action,
    note: input.note,
    length: input.length || undefined,
  });
  if (!parsed.success) throw new AppError("invalid_input", "moderation_input_invalid");
  const { action, note, length } = parsed.data;
  const kind = input.kind as ReportTargetKind;
  const id = input.id.toLowerCase();

  return db.transaction(async (tx) => {
    // Two moderators deciding one case at once: the second sees what the first decided.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`moderation:${kind}:${id}`}, 0))`);
    const [latest] = await tx
      .select({ targetOwnerId: reports.targetOwnerId, snapshot: reports.snapshot })
      .from(reports)
      .where(and(eq(reports.targetKind, kind), eq(reports.targetId, id)))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(1);
    const [appeal] =
      kind === "listing"
        ? await tx
            .select({ status: listingAppeals.status })
            .from(listingAppeals)
            .where(eq(listingAppeals.listingId, id))
            .orderBy(desc(listingAppeals.createdAt))
            .limit(1)
            .for("update")
        : [];
    if (!latest && !appeal) throw new AppError("not_found", "report_case_not_found");

    const current = await readCurrent(tx, kind, id);
    const ownerId = current?.ownerId ?? latest!.targetOwnerId;
    const review = current?.review ?? null;
    // A review is about its seller as much as its writer: neither decides it.
    const reviewSellerId =
      review?.sellerId ??
      (kind === "review" ? (latest?.snapshot as { sellerId?: string } | undefined)?.sellerId : undefined);
    if (ownerId === actor.id || reviewSellerId === actor.id) throw new AppError("forbidden", "moderation_not_yourself");
    // A moderator never judges a case they reported: another moderator decides it.
    const [ownReport] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.targetKind, kind), eq(reports.targetId, id), eq(reports.reporterId, actor.id)))
      .limit(1);
    if (ownReport) throw new AppError("forbidden", "moderation_own_report");
    const listing = current?.listing ?? null;
    const appealOpen = appeal?.status === "open";
    const [counted] = await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(eq(reports.targetKind, kind), eq(reports.targetId, id), eq(reports.status, "open")));
    const open = counted?.open ?? 0;

    const log = (logAction: ModerationLogAction, details?: Record<string, unknown>): ModerationLogEntry => ({
      actor,
      action: logAction,
      target: { kind, id },
      subjectId: ownerId,
      note,
      details,
      snapshot: current?.snapshot ?? (latest?.snapshot as Record<string, unknown>),
    });
    const entries: ModerationLogEntry[] = [];
    let outcome: "actioned" | "dismissed" = "actioned";

    switch (action) {
      case "dismiss": {
        if (open === 0 && !appealOpen) throw new AppError("invalid_input", "moderation_action_not_allowed");
        outcome = "dismissed";
        entries.push(log("report_dismissed"));
        // The reports did not hold: a listing they put under review goes back on the market.
        if (listing?.status === "under_review") {
          await moveListing(tx, listing, liveAgain(listing), null, "listing_restored", null);
          entries.push(log("listing_restored", { from: listing.status }));
        }
        break;
      }
      case "hide":
      case "remove": {
        if (kind === "review") {
          if (action !== "hide" || !review || review.hidden)
            throw new AppError("invalid_input", "moderation_action_not_allowed");
          await tx.update(reviews).set({ hiddenAt: new Date(), hiddenBy: actor.id }).where(eq(reviews.id, review.id));
          entries.push(log("review_hidden"));
          break;
        }
        const to = action === "hide" ? "hidden" : "removed";
        if (!listing || !mayMove(listing.status, to, "moderator"))
          throw new AppError("invalid_input", "moderation_action_not_allowed");
        await moveListing(tx, listing, to, note, action === "hide" ? "listing_hidden" : "listing_removed", note);
        entries.push(log(action === "hide" ? "listing_hidden" : "listing_removed", { from: listing.status }));
        break;
      }
      case "restore": {
        if (kind === "review") {
          if (!review?.hidden) throw new AppError("invalid_input", "moderation_action_not_allowed");
          outcome = "dismissed";
          await tx.update(reviews).set({ hiddenAt: null, hiddenBy: null }).where(eq(reviews.id, review.id));
          entries.push(log("review_restored"));
          break;
        }
        if (!listing || !isRestorable(listing.status) || !mayMove(listing.status, liveAgain(listing), "moderator")) {
          throw new AppError("invalid_input", "moderation_action_not_allowed");
        }
        outcome = "dismissed";
        await moveListing(tx, listing, liveAgain(listing), null, "listing_restored", null);
        entries.push(log("listing_restored", { from: listing.status }));
        break;
      }
      case "warn": {
        const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId));
        if (!owner) throw new AppError("not_found", "user_not_found");
        await tx
          .insert(notifications)
          .values({ userId: ownerId, kind: "account_warned", note, type: "system", link: null });
        entries.push(log("user_warned"));
        break;
      }
      case "suspend": {
        const [owner] = await tx.select({ role: users.role }).from(users).where(eq(users.id, ownerId)).for("update");
        if (!owner) throw new AppError("not_found", "user_not_found");
        if ((owner.role ?? "user") !== "user") throw new AppError("forbidden", "moderation_staff_account");
        const days = SUSPENSION_DAYS[length!];
        const until = days === null ? null : new Date(Date.now() + days * DAY_MS);
        await suspendAccount(tx, ownerId, until, note);
        entries.push(log("user_suspended", { until: until?.toISOString() ?? null, length }));
        break;
      }
    }

    // A warning or a suspension says nothing of a listing the reports took down: its case stays
    // open (in the queue, its reporters not yet told) until a moderator decides the listing too.
    const listingUndecided = listing?.status === "under_review" && (action === "warn" || action === "suspend");
    const resolved = listingUndecided
      ? []
      : await tx
          .update(reports)
          .set({ status: "resolved", outcome, reviewedAt: new Date() })
          .where(and(eq(reports.targetKind, kind), eq(reports.targetId, id), eq(reports.status, "open")))
          .returning({ reporterId: reports.reporterId });
    const reporters = [
      ...new Set(
        resolved.map((report) => report.reporterId).filter((reporter): reporter is string => reporter !== null),
      ),
    ];
    if (reporters.length > 0) {
      // Only whether action was taken: never which.
      await tx.insert(notifications).values(
        reporters.map((userId): typeof notifications.$inferInsert => ({
          userId,
          kind: outcome === "actioned" ? "report_actioned" : "report_dismissed",
          type: "system",
          link: null,
        })),
      );
    }
    if (appealOpen && DECIDES_APPEAL.includes(action)) {
      await tx
        .update(listingAppeals)
        .set({ status: "decided", decidedAt: new Date() })
        .where(and(eq(listingAppeals.listingId, id), eq(listingAppeals.status, "open")));
    }
    for (const entry of entries)
      await appendModerationLog(tx, { ...entry, details: { ...entry.details, reports: resolved.length } });
    return { action, resolvedReports: resolved.length };
  });
}

interface CurrentListing {
  id: string;
  kind: string;
  sellerId: string;
  status: string;
  feePaid: boolean;
}

/**
 * Where a listing restored by a moderator goes: live, unless its fee is owed (its seller raised
 * the price while it was down, or it was removed before the fee was paid): then it waits for the
 * fee again, so a moderator's decision never lists anything free.
 */
function liveAgain(listing: CurrentListing): ListingStatus {
  return listing.feePaid ? "active" : "pending_fee";
}

/** Moves a listing (the database refuses a move its table does not list) and tells its seller, with the note when it is theirs to read. */
async function moveListing(
  tx: Tx,
  listing: CurrentListing,
  to: ListingStatus,
  moderationNote: string | null,
  kind: "listing_hidden" | "listing_removed" | "listing_restored",
  note: string | null,
) {
  await tx
    .update(listings)
    .set({ status: to, moderationNote, updatedAt: new Date() })
    .where(eq(listings.id, listing.id));
  await tx.insert(notifications).values({
    userId: listing.sellerId,
    kind,
    listingId: listing.id,
    note,
    type: "system",
    link: LISTING_KIND_RULES[listingKindOf(listing.kind)].myListingsPath,
  });
}

interface CurrentReview {
  id: string;
  sellerId: string;
  hidden: boolean;
}

/** The target as it is now, locked where it can change, with its owner and the snapshot the log keeps; null once gone. */
async function readCurrent(
  tx: Tx,
  kind: ReportTargetKind,
  id: string,
): Promise<{
  ownerId: string;
  snapshot: Record<string, unknown>;
  listing?: CurrentListing;
  review?: CurrentReview;
} | null> {
  switch (kind) {
    case "listing": {
      const [row] = await tx
        .select({
          id: listings.id,
          sellerId: listings.sellerId,
          ...listingEvidenceColumns,
          moderationNote: listings.moderationNote,
          feePaid: listings.feePaid,
        })
        .from(listings)
        .where(eq(listings.id, id))
        .for("update");
      if (!row) return null;
      const { id: _id, sellerId, feePaid, ...shown } = row;
      return {
        ownerId: sellerId,
        snapshot: shown,
        listing: { id: row.id, kind: row.kind, sellerId, status: row.status, feePaid },
      };
    }
    case "user": {
      const [row] = await tx
        .select({
          fullName: users.fullName,
          profileImageUrl: users.profileImageUrl,
          campusId: users.campusId,
          userType: users.userType,
          role: users.role,
          banned: users.banned,
          banExpires: users.banExpires,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, id));
      if (!row) return null;
      return {
        ownerId: id,
        snapshot: { ...row, banExpires: row.banExpires?.toISOString() ?? null, createdAt: row.createdAt.toISOString() },
      };
    }
    case "shop":
      return readShopEvidence(tx, id);
    case "message": {
      const [row] = await tx
        .select({
          senderId: messages.senderId,
          body: messages.body,
          number: messages.number,
          conversationId: messages.conversationId,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(eq(messages.id, id));
      if (!row) return null;
      return { ownerId: row.senderId, snapshot: { ...row, createdAt: row.createdAt.toISOString() } };
    }
    case "review": {
      const [row] = await tx
        .select({
          ...reviewEvidenceColumns,
          reviewerId: reviews.reviewerId,
          voiceId: reviews.voiceId,
          hiddenAt: reviews.hiddenAt,
        })
        .from(reviews)
        .where(eq(reviews.id, id))
        .for("update");
      if (!row) return null;
      const { reviewerId, voiceId, hiddenAt, ...shown } = row;
      return {
        ownerId: reviewerId ?? voiceId,
        snapshot: { ...reviewEvidence(shown), hidden: hiddenAt !== null },
        review: { id, sellerId: row.sellerId, hidden: hiddenAt !== null },
      };
    }
  }
}
