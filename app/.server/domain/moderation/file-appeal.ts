import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { AppealInput } from "~/lib/forms/appeal";
import { isAppealable } from "~/lib/listing-status";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../../db/client";
import { listingAppeals, listings, users } from "../../db/schema";
import { appendModerationLog } from "./append-moderation-log";
import { listingEvidenceColumns } from "./evidence";

/** Only these can be appealed: what a moderator took down (under review is still waiting for one). */

/**
 * The seller appeals their hidden or removed listing, once, with a text: the appeal returns the
 * listing to the moderators' queue (its row in listing_appeals, open). Anyone else's listing, or
 * one in another status, is refused alike; a second appeal is a conflict (the table's key on the
 * listing decides, so two sends at once make one appeal). Logged with a snapshot of the listing.
 */
export async function fileAppeal(db: Database, sellerId: string, input: AppealInput): Promise<void> {
  if (!isUuid(input.listingId)) throw new AppError("invalid_input", "appeal_not_allowed");
  await db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        id: listings.id,
        ...listingEvidenceColumns,
        moderationNote: listings.moderationNote,
        sellerId: listings.sellerId,
        createdAt: listings.createdAt,
        sellerName: users.fullName,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(eq(listings.id, input.listingId))
      .for("update", { of: listings });
    if (!listing || listing.sellerId !== sellerId || !isAppealable(listing.status)) throw new AppError("invalid_input", "appeal_not_allowed");
    const filed = await tx.insert(listingAppeals).values({ listingId: listing.id, text: input.text }).onConflictDoNothing().returning({ listingId: listingAppeals.listingId });
    if (filed.length === 0) throw new AppError("conflict", "appeal_already_filed");
    const { sellerName, ...snapshot } = listing;
    await appendModerationLog(tx, {
      actor: { id: sellerId, fullName: sellerName, role: "user" },
      action: "appeal_filed",
      target: { kind: "listing", id: listing.id },
      subjectId: sellerId,
      note: input.text,
      snapshot: { ...snapshot, createdAt: snapshot.createdAt.toISOString() },
    });
  });
}
