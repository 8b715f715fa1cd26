import { and, asc, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { REPORT_TARGET_KINDS, type ReportTargetKind } from "~/lib/moderation/report-rules";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { suspendedNow } from "../../db/queries/public-listing";
import { listingAppeals, listings, messages, moderationLog, reports, reviews, shops, users } from "../../db/schema";
import { assertModerator } from "./assert-moderator";

/** How many messages around a reported one a moderator sees, each side: nothing more of the conversation. */
export const MESSAGE_CONTEXT = 5;
const PAST_ACTIONS = 20;

/** The target as users see it now; null once it is gone (the page then shows the reports' snapshot). */
export type ReportCaseTarget =
  | {
      kind: "listing";
      id: string;
      listingKind: string;
      title: string;
      price: string;
      description: string | null;
      category: string;
      location: string | null;
      imageUrls: string[];
      status: string;
      moderationNote: string | null;
      sellerId: string;
      sellerName: string;
      createdAt: Date;
    }
  | { kind: "user"; id: string; fullName: string; profileImageUrl: string | null }
  | {
      kind: "shop";
      id: string;
      name: string;
      description: string | null;
      category: string;
      location: string;
      logoUrl: string | null;
      ownerId: string;
    }
  | {
      kind: "message";
      id: string;
      conversationId: string;
      number: number;
      /** The reported message and the five before and after it, by their number in the conversation. */
      context: {
        id: string;
        number: number;
        body: string;
        senderId: string;
        senderName: string;
        createdAt: Date;
        reported: boolean;
      }[];
    }
  | {
      kind: "review";
      id: string;
      rating: number;
      body: string | null;
      reply: string | null;
      /** Who wrote it: their account, or the voice the review keeps once the account is gone. */
      writerId: string;
      /** Null once the reviewer's account is gone ("former student"). */
      reviewerName: string | null;
      sellerId: string;
      sellerName: string;
      /** Null once the listing is gone ("listing removed"). */
      listing: { id: string; kind: string; title: string } | null;
      /** Hidden by a moderator: off the seller's profile and out of their rating. */
      hidden: boolean;
      createdAt: Date;
    };

/**
 * One report case for a moderator (/admin/reports/:kind/:id): the target as users see it now,
 * every report of it (a deleted reporter reads as a deleted account), its owner's account age,
 * type and suspension, the owner's other open reports and past moderation, and the listing's
 * appeal. A reported message shows only its five neighbours each side; a review, whom and which
 * listing it is about (its writer is the owner). A moderator never sees a case about a review of
 * themselves. A kind, an id or a case
 * that does not exist is not found, in the same words, after the role check.
 */
export async function getReportCase(db: Database, actorId: string, kind: string, id: string) {
  const actor = await assertModerator(db, actorId);
  if (!(REPORT_TARGET_KINDS as readonly string[]).includes(kind) || !isUuid(id))
    throw new AppError("not_found", "report_case_not_found");
  const targetKind = kind as ReportTargetKind;
  const targetId = id.toLowerCase();

  const [caseReports, [appeal]] = await Promise.all([
    db
      .select({
        id: reports.id,
        reason: reports.reason,
        details: reports.details,
        counted: reports.counted,
        reporterId: reports.reporterId,
        reporterName: users.fullName,
        targetOwnerId: reports.targetOwnerId,
        snapshot: reports.snapshot,
        status: reports.status,
        outcome: reports.outcome,
        reviewedAt: reports.reviewedAt,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .leftJoin(users, eq(users.id, reports.reporterId))
      .where(and(eq(reports.targetKind, targetKind), eq(reports.targetId, targetId)))
      .orderBy(desc(reports.createdAt), desc(reports.id)),
    targetKind === "listing"
      ? db
          .select({
            text: listingAppeals.text,
            status: listingAppeals.status,
            createdAt: listingAppeals.createdAt,
            decidedAt: listingAppeals.decidedAt,
          })
          .from(listingAppeals)
          .where(eq(listingAppeals.listingId, targetId))
          // The latest: an open appeal is always the latest (a moderator's decision closes it before another can be filed).
          .orderBy(desc(listingAppeals.createdAt))
          .limit(1)
      : Promise.resolve([]),
  ]);
  if (caseReports.length === 0 && !appeal) throw new AppError("not_found", "report_case_not_found");

  const target = await readTarget(db, targetKind, targetId);
  const ownerId = ownerOf(target) ?? caseReports[0]?.targetOwnerId ?? null;
  // Who reported a moderator, and what they wrote, is never shown to that moderator; nor who reported a review of them.
  const reviewSellerId =
    target?.kind === "review"
      ? target.sellerId
      : targetKind === "review"
        ? (caseReports[0]?.snapshot as { sellerId?: string } | undefined)?.sellerId
        : undefined;
  if (ownerId === actor.id || reviewSellerId === actor.id) throw new AppError("forbidden", "moderation_not_yourself");
  if (caseReports.some((report) => report.reporterId === actor.id))
    throw new AppError("forbidden", "moderation_own_report");

  const [owner, otherOpen, pastActions, caseActions] = await Promise.all([
    ownerId
      ? db
          .select({
            id: users.id,
            fullName: users.fullName,
            userType: users.userType,
            role: users.role,
            emailVerified: users.emailVerified,
            createdAt: users.createdAt,
            suspended: sql<boolean>`${suspendedNow(users)}`,
            banExpires: users.banExpires,
            banReason: users.banReason,
          })
          .from(users)
          .where(eq(users.id, ownerId))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
    ownerId
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(reports)
          .where(
            and(
              eq(reports.targetOwnerId, ownerId),
              eq(reports.status, "open"),
              or(ne(reports.targetKind, targetKind), ne(reports.targetId, targetId)),
            ),
          )
          .then((rows) => rows[0]?.n ?? 0)
      : Promise.resolve(0),
    ownerId
      ? db
          .select()
          .from(moderationLog)
          .where(eq(moderationLog.subjectId, ownerId))
          .orderBy(desc(moderationLog.id))
          .limit(PAST_ACTIONS)
      : Promise.resolve([]),
    db
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.targetKind, targetKind), eq(moderationLog.targetId, targetId)))
      .orderBy(desc(moderationLog.id))
      .limit(PAST_ACTIONS),
  ]);

  return {
    kind: targetKind,
    id: targetId,
    target,
    /** What the latest report saw: shown when the target is gone. */
    snapshot: (caseReports[0]?.snapshot ?? null) as Record<string, unknown> | null,
    reports: caseReports.map(({ targetOwnerId: _owner, snapshot: _snapshot, ...report }) => report),
    openReports: caseReports.filter((report) => report.status === "open").length,
    owner: owner
      ? {
          ...owner,
          role: owner.role ?? "user",
          verified: owner.userType === "verified",
          /** A suspension that has not ended (a dated one ends by itself). */
          suspended: owner.suspended,
          suspendedUntil: owner.suspended ? owner.banExpires : null,
        }
      : null,
    ownerId,
    ownerOtherOpenReports: otherOpen,
    /** The owner's moderation history, newest first (20). */
    pastActions,
    /** What was done on this very case, newest first (20). */
    caseActions,
    appeal: appeal ?? null,
  };
}

export type ReportCase = Awaited<ReturnType<typeof getReportCase>>;

function ownerOf(target: ReportCaseTarget | null): string | null {
  if (!target) return null;
  switch (target.kind) {
    case "listing":
      return target.sellerId;
    case "user":
      return target.id;
    case "shop":
      return target.ownerId;
    case "message":
      return target.context.find((message) => message.reported)?.senderId ?? null;
    case "review":
      return target.writerId;
  }
}

async function readTarget(db: Database, kind: ReportTargetKind, id: string): Promise<ReportCaseTarget | null> {
  switch (kind) {
    case "listing": {
      const [row] = await db
        .select({
          id: listings.id,
          listingKind: listings.kind,
          title: listings.title,
          price: listings.price,
          description: listings.description,
          category: listings.category,
          location: listings.location,
          imageUrls: listings.imageUrls,
          status: listings.status,
          moderationNote: listings.moderationNote,
          sellerId: listings.sellerId,
          sellerName: users.fullName,
          createdAt: listings.createdAt,
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.sellerId))
        .where(eq(listings.id, id));
      return row ? { kind: "listing", ...row } : null;
    }
    case "user": {
      const [row] = await db
        .select({ id: users.id, fullName: users.fullName, profileImageUrl: users.profileImageUrl })
        .from(users)
        .where(eq(users.id, id));
      return row ? { kind: "user", ...row } : null;
    }
    case "shop": {
      const [row] = await db
        .select({
          id: shops.id,
          name: shops.name,
          description: shops.description,
          category: shops.category,
          location: shops.location,
          logoUrl: shops.logoUrl,
          ownerId: shops.ownerId,
        })
        .from(shops)
        .where(eq(shops.id, id));
      return row ? { kind: "shop", ...row } : null;
    }
    case "message": {
      const [reported] = await db
        .select({ conversationId: messages.conversationId, number: messages.number })
        .from(messages)
        .where(eq(messages.id, id));
      if (!reported) return null;
      const columns = {
        id: messages.id,
        number: messages.number,
        body: messages.body,
        senderId: messages.senderId,
        senderName: users.fullName,
        createdAt: messages.createdAt,
      };
      const inConversation = eq(messages.conversationId, reported.conversationId);
      // Five rows each side, not a range of numbers: the neighbours, whatever was deleted between.
      const [before, self, after] = await Promise.all([
        db
          .select(columns)
          .from(messages)
          .innerJoin(users, eq(users.id, messages.senderId))
          .where(and(inConversation, lt(messages.number, reported.number)))
          .orderBy(desc(messages.number))
          .limit(MESSAGE_CONTEXT),
        db.select(columns).from(messages).innerJoin(users, eq(users.id, messages.senderId)).where(eq(messages.id, id)),
        db
          .select(columns)
          .from(messages)
          .innerJoin(users, eq(users.id, messages.senderId))
          .where(and(inConversation, gt(messages.number, reported.number)))
          .orderBy(asc(messages.number))
          .limit(MESSAGE_CONTEXT),
      ]);
      const context = [...before.reverse(), ...self, ...after];
      return {
        kind: "message",
        id,
        conversationId: reported.conversationId,
        number: reported.number,
        context: context.map((message) => ({ ...message, reported: message.id === id })),
      };
    }
    case "review": {
      const reviewer = alias(users, "reviewer");
      const [row] = await db
        .select({
          rating: reviews.rating,
          body: reviews.body,
          reply: reviews.reply,
          reviewerId: reviews.reviewerId,
          voiceId: reviews.voiceId,
          reviewerName: reviewer.fullName,
          sellerId: reviews.sellerId,
          sellerName: users.fullName,
          listingId: listings.id,
          listingKind: listings.kind,
          listingTitle: listings.title,
          hiddenAt: reviews.hiddenAt,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.sellerId))
        .leftJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
        .leftJoin(listings, eq(listings.id, reviews.listingId))
        .where(eq(reviews.id, id));
      if (!row) return null;
      return {
        kind: "review",
        id,
        rating: row.rating,
        body: row.body,
        reply: row.reply,
        writerId: row.reviewerId ?? row.voiceId,
        reviewerName: row.reviewerId ? row.reviewerName : null,
        sellerId: row.sellerId,
        sellerName: row.sellerName,
        listing:
          row.listingId && row.listingKind
            ? { id: row.listingId, kind: row.listingKind, title: row.listingTitle ?? "" }
            : null,
        hidden: row.hiddenAt !== null,
        createdAt: row.createdAt,
      };
    }
  }
}
