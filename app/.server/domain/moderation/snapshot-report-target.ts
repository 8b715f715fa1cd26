import { and, eq, isNull, sql } from "drizzle-orm";
import { isPageViewable } from "~/lib/listings/listing-status";
import type { ReportTargetKind } from "~/lib/moderation/report-rules";
import type { Database } from "../../db/client";
import { accountNotSuspended, suspendedNow } from "../../db/queries/public-listing";
import { conversations, listings, messages, reviews, users } from "../../db/schema";
import { listingEvidenceColumns, readShopEvidence, reviewEvidence, reviewEvidenceColumns } from "./evidence";

export interface TargetSnapshot {
  /** Whose it is: the seller, the shop's owner, the sender, the account itself, a review's writer. */
  ownerId: string;
  /** The listing's status now, for the safety net. */
  listingStatus?: string;
  /** What the report keeps as evidence: never a phone number. */
  snapshot: Record<string, unknown>;
}

type Tx = Pick<Database, "select">;

/**
 * What a report keeps of its target, read in the report's transaction: a listing's row is locked
 * so two reports at once count one after the other towards the safety net. A message is only
 * reportable by the other person in its conversation, and a review only while its seller's profile
 * shows it (not hidden, the seller not suspended); anything the reporter cannot see is not found.
 */
export async function snapshotReportTarget(
  tx: Tx,
  reporterId: string,
  kind: ReportTargetKind,
  id: string,
  lock = true,
): Promise<TargetSnapshot | null> {
  switch (kind) {
    case "listing": {
      const query = tx
        .select({
          sellerId: listings.sellerId,
          ...listingEvidenceColumns,
          sellerSuspended: sql<boolean>`${suspendedNow(users)}`,
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.sellerId))
        .where(eq(listings.id, id));
      const [row] = lock ? await query.for("update", { of: listings }) : await query;
      // A listing nobody else can see (unpaid, hidden, removed) has no page to report it from.
      if (!row || row.sellerSuspended || !isPageViewable(row.status)) return null;
      const { sellerId, status, sellerSuspended: _, ...shown } = row;
      return { ownerId: sellerId, listingStatus: status, snapshot: { ...shown, status } };
    }
    case "user": {
      const [row] = await tx
        .select({
          id: users.id,
          fullName: users.fullName,
          profileImageUrl: users.profileImageUrl,
          campusId: users.campusId,
          userType: users.userType,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(and(eq(users.id, id), accountNotSuspended));
      return row ? { ownerId: row.id, snapshot: { ...row, createdAt: row.createdAt.toISOString() } } : null;
    }
    case "shop":
      return readShopEvidence(tx, id);
    case "message": {
      const [row] = await tx
        .select({
          senderId: messages.senderId,
          body: messages.body,
          number: messages.number,
          createdAt: messages.createdAt,
          conversationId: messages.conversationId,
          buyerId: conversations.buyerId,
          sellerId: conversations.sellerId,
          listingId: conversations.listingId,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(eq(messages.id, id));
      // Only the recipient reports a message: it is theirs to show.
      if (!row || row.senderId === reporterId || (row.buyerId !== reporterId && row.sellerId !== reporterId))
        return null;
      return {
        ownerId: row.senderId,
        snapshot: {
          body: row.body,
          number: row.number,
          createdAt: row.createdAt.toISOString(),
          conversationId: row.conversationId,
          listingId: row.listingId,
          senderId: row.senderId,
        },
      };
    }
    case "review": {
      const [row] = await tx
        .select({ ...reviewEvidenceColumns, reviewerId: reviews.reviewerId, voiceId: reviews.voiceId })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.sellerId))
        .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt), accountNotSuspended));
      if (!row) return null;
      // Its writer, or the voice it keeps once their account is gone: a warning or a suspension finds nobody then.
      const { reviewerId, voiceId, ...shown } = row;
      return { ownerId: reviewerId ?? voiceId, snapshot: reviewEvidence(shown) };
    }
  }
}
