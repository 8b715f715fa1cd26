import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { aliasNotSuspended, aliasStatusListedPublicly } from "../../db/queries/public-listing";
import { notificationKindSql, notifications } from "../../db/schema";

type Tx = Pick<Database, "insert">;

/**
 * Writes notifications inside the transaction of what they tell about, so a notification exists
 * exactly when its event does. Each kind is stored once (unique indexes), so a repeated webhook or
 * a second instance adds nothing. Rows carry a kind and what it is about, never words: the page
 * words them (app/lib/notifications/notification-text.ts).
 */
/**
 * How a mobile payment ended for its payer: paid what it was for; failed; given up on after waiting;
 * or paid but put in the wallet instead (too late, or nothing was left to pay).
 */
export type PaymentOutcome = "completed" | "failed" | "cancelled" | "refunded";

export async function notifyPaymentResult(
  tx: Tx,
  payment: { id: string; userId: string; paymentType: string },
  outcome: PaymentOutcome,
): Promise<void> {
  await tx
    .insert(notifications)
    .values({
      userId: payment.userId,
      kind: `payment_${outcome}`,
      paymentId: payment.id,
      type: "purchase",
      link: "/wallet",
    })
    .onConflictDoNothing();
}

/** A student saved someone's listing: its seller hears of it once per student and listing, never of their own. */
export async function notifyListingFavorited(
  tx: Tx,
  listing: { id: string; sellerId: string; path: string },
  actorId: string,
): Promise<void> {
  if (listing.sellerId === actorId) return;
  await tx
    .insert(notifications)
    .values({
      userId: listing.sellerId,
      kind: "listing_favorited",
      listingId: listing.id,
      actorId,
      type: "favorite",
      link: listing.path,
    })
    .onConflictDoNothing();
}

/**
 * A listing went public for the first time (posted free, or its first fee paid): each follower of
 * its seller hears of it, once per listing, unless the seller is suspended. One statement in the
 * caller's transaction, whatever the number of followers. Followers' rows are share-locked: an
 * account being deleted this moment is waited for and then left out, never a failed insert. In
 * follower order, so two announcements share-lock common followers in one order.
 */
export async function notifyFollowersOfListing(
  tx: Pick<Database, "execute">,
  listing: { id: string; link: string },
): Promise<void> {
  await tx.execute(sql`
    insert into notifications (user_id, kind, listing_id, actor_id, type, link)
    select f.follower_id, ${notificationKindSql("seller_listed")}, l.id, l.seller_id, 'system', ${listing.link}
    from listings l
    join users s on s.id = l.seller_id and ${aliasNotSuspended("s")}
    join follows f on f.seller_id = l.seller_id
    join users u on u.id = f.follower_id
    where l.id = ${listing.id} and ${aliasStatusListedPublicly("l")}
    order by f.follower_id
    for key share of u
    on conflict do nothing`);
}

/** What a withdrawal's owner is told, by the payout's move (or, asked for, by its request). */
export type PayoutNotice = "payout_requested" | "payout_paid" | "payout_failed" | "payout_refused";

/** One of each kind per payout (a second reconciliation run or instance adds nothing). */
export async function notifyPayout(
  tx: Tx,
  payout: { id: string; userId: string },
  kind: PayoutNotice,
  link = "/wallet",
): Promise<void> {
  await tx
    .insert(notifications)
    .values({ userId: payout.userId, kind, payoutId: payout.id, type: "purchase", link })
    .onConflictDoNothing();
}
