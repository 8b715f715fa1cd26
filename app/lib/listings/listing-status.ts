/**
 * A listing's life (docs/decisions/0017-listing-life-and-safety.md): one status per row and a
 * checked set of moves. The database holds the same table (listing_status_moves, migration 0017)
 * and its trigger refuses any other move; a test keeps the two equal.
 */
export const LISTING_STATUSES = [
  "pending_fee",
  "active",
  "sold",
  "rented",
  "expired",
  "under_review",
  "hidden",
  "removed",
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/**
 * Who may make a move: the seller (a sale, a renewal), the system (a fee paid or owed again, the
 * clock, the safety net), or a moderator. The database checks only that the move is listed; the
 * domain function that makes it checks who is asking.
 */
export type StatusMover = "seller" | "system" | "moderator";

export const LISTING_STATUS_MOVES: Readonly<
  Record<ListingStatus, Partial<Record<ListingStatus, readonly StatusMover[]>>>
> = {
  // The fee is paid (or waived by an edit that lowers the price).
  pending_fee: { active: ["system"], removed: ["moderator"] },
  active: {
    // A raised price owes the difference, or an edit ends a free slot's waiver (app/lib/payments/listing-fee.ts).
    pending_fee: ["system"],
    sold: ["seller"],
    rented: ["seller"],
    expired: ["system"],
    under_review: ["system"],
    hidden: ["moderator"],
    removed: ["moderator"],
  },
  // Put back up when the deal fell through (within 30 days, without a new fee): waiting for its
  // fee only when a price raised meanwhile owes the difference.
  sold: { active: ["seller"], pending_fee: ["seller"], removed: ["moderator"] },
  rented: { active: ["seller"], pending_fee: ["seller"], removed: ["moderator"] },
  // Renewed by its seller, free; waiting for its fee only when a price raised meanwhile owes the difference.
  expired: { active: ["seller"], pending_fee: ["seller"], removed: ["moderator"] },
  // Only a moderator returns a listing the reports took down: live, or waiting for its fee when
  // one is owed (a price raised meanwhile), so a restore never lists anything free.
  under_review: { active: ["moderator"], pending_fee: ["moderator"], hidden: ["moderator"], removed: ["moderator"] },
  hidden: { active: ["moderator"], pending_fee: ["moderator"], removed: ["moderator"] },
  // A removal stands unless an appeal wins: then a moderator restores it.
  removed: { active: ["moderator"], pending_fee: ["moderator"] },
};

export function isListingStatus(value: string): value is ListingStatus {
  return (LISTING_STATUSES as readonly string[]).includes(value);
}

/** Whether the table lists the move at all, whoever asks. */
export function isListedMove(from: string, to: string): boolean {
  return isListingStatus(from) && isListingStatus(to) && LISTING_STATUS_MOVES[from][to] !== undefined;
}

/** Whether this mover may make the move. */
export function mayMove(from: string, to: string, mover: StatusMover): boolean {
  return isListingStatus(from) && isListingStatus(to) && (LISTING_STATUS_MOVES[from][to]?.includes(mover) ?? false);
}

/** Listed publicly: in lists, search, home strips, feeds, notifications, previews and the sitemap. */
export const LISTED_PUBLICLY: readonly ListingStatus[] = ["active"];

/** Page viewable: a shared link keeps working and says what happened; a removed, hidden or unpaid listing is gone. */
export const PAGE_VIEWABLE: readonly ListingStatus[] = ["active", "sold", "rented", "expired", "under_review"];

export const isListedPublicly = (status: string): boolean => (LISTED_PUBLICLY as readonly string[]).includes(status);
export const isPageViewable = (status: string): boolean => (PAGE_VIEWABLE as readonly string[]).includes(status);

/** The statuses a kind can be in: a product is sold, an accommodation rented. */
export const PRODUCT_STATUSES = LISTING_STATUSES.filter((s) => s !== "rented");
export const ACCOMMODATION_STATUSES = LISTING_STATUSES.filter((s) => s !== "sold");

/** What a moderator may restore: what the reports or a moderator took down. */
export const RESTORABLE: readonly ListingStatus[] = ["under_review", "hidden", "removed"];
/**
 * What its seller may appeal, once each: the safety net's take-down (while under review: the
 * appeal puts it first in the queue) and a moderator's hiding or removal.
 */
export const APPEALABLE = {
  under_review: "safety_net",
  hidden: "moderator",
  removed: "moderator",
} as const satisfies Partial<Record<ListingStatus, string>>;
export type AppealGround = (typeof APPEALABLE)[keyof typeof APPEALABLE];
export const APPEAL_GROUNDS: readonly AppealGround[] = [...new Set(Object.values(APPEALABLE))];

export const isRestorable = (status: string): boolean => (RESTORABLE as readonly string[]).includes(status);
export const isAppealable = (status: string): status is keyof typeof APPEALABLE => Object.hasOwn(APPEALABLE, status);
/** What an appeal of a listing in this status is against; null when it cannot be appealed. */
export const appealGroundOf = (status: string): AppealGround | null =>
  isAppealable(status) ? APPEALABLE[status] : null;
