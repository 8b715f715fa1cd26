import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../../db/client";
import { listingDeals, users } from "../../../db/schema";

/**
 * The student a seller named as a listing's buyer says "Yes, I bought this". A sale needs both
 * sides: the seller's word alone names anyone who once wrote, so only a sale its buyer confirmed
 * lets them review (findReviewBasis). Only the named buyer of a deal still standing (not put back
 * up) can confirm it; confirming twice changes nothing. Anyone else is told "not found".
 */
export async function confirmPurchase(
  db: Database,
  buyerId: string,
  listingId: string,
): Promise<{ closedAt: Date; sellerName: string }> {
  const [deal] = await db
    .select({
      id: listingDeals.id,
      closedAt: listingDeals.closedAt,
      confirmedAt: listingDeals.buyerConfirmedAt,
      sellerName: users.fullName,
    })
    .from(listingDeals)
    .innerJoin(users, eq(users.id, listingDeals.sellerId))
    .where(
      and(eq(listingDeals.listingId, listingId), eq(listingDeals.buyerId, buyerId), isNull(listingDeals.reopenedAt)),
    )
    .limit(1);
  if (!deal) throw new AppError("not_found", "deal_not_yours");
  if (!deal.confirmedAt) {
    await db
      .update(listingDeals)
      .set({ buyerConfirmedAt: new Date() })
      .where(and(eq(listingDeals.id, deal.id), isNull(listingDeals.buyerConfirmedAt), isNull(listingDeals.reopenedAt)));
  }
  return { closedAt: deal.closedAt, sellerName: deal.sellerName };
}
