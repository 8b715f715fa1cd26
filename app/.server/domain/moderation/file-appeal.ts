import { eq } from "drizzle-orm";
import { type AppealGround, appealGroundOf } from "~/lib/listings/listing-status";
import type { AppealInput } from "~/lib/moderation/forms/appeal";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { listingAppeals, listings, users } from "../../db/schema";
import { appendModerationLog } from "./append-moderation-log";
import { listingEvidenceColumns } from "./evidence";

/**
 * The seller appeals their listing, with a text: once against the safety net while it is under
 * review (the case then comes first in the queue), and once against a moderator's hiding or
 * removal (the appeal returns it to the queue). Its row in listing_appeals is open until a
 * moderator decides. Anyone else's listing, or one in another status, is refused alike; a second
 * appeal on the same ground is a conflict (the table's key decides, so two sends at once make one
 * appeal). Logged with a snapshot of the listing.
 */
export async function fileAppeal(
  db: Database,
  sellerId: string,
  input: AppealInput,
): Promise<{ against: AppealGround }> {
  if (!isUuid(input.listingId)) throw new AppError("invalid_input", "appeal_not_allowed");
  return db.transaction(async (tx) => {
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
    const against = listing ? appealGroundOf(listing.status) : null;
    if (!listing || listing.sellerId !== sellerId || !against)
      throw new AppError("invalid_input", "appeal_not_allowed");
    const filed = await tx
      .insert(listingAppeals)
      .values({ listingId: listing.id, against, text: input.text })
      .onConflictDoNothing()
      .returning({ listingId: listingAppeals.listingId });
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
    return { against };
  });
}
