import { m } from "~/paraglide/messages";
import { Badge } from "../ui/badge";

/** The badge of a listing that went: what a buyer sees first. */
const BADGE: Record<string, () => string> = {
  sold: m.listings_badge_sold,
  rented: m.listings_badge_rented,
  expired: m.listings_badge_expired,
};

/**
 * What a listing's page tells everyone when it is viewable but no longer listed (app/lib/listings/listing-status.ts):
 * a shared link keeps working and says what happened.
 */
export function ListingStatusBanner({ status }: { status: string }) {
  const text =
    status === "sold"
      ? m.moderation_listing_sold()
      : status === "rented"
        ? m.moderation_listing_rented()
        : status === "expired"
          ? m.moderation_listing_expired()
          : status === "under_review"
            ? m.moderation_listing_under_review_text()
            : null;
  if (!text) return null;
  return (
    <div role="status" className="mt-4 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
      {status === "under_review" ? (
        <p className="font-semibold text-slate-900">{m.moderation_listing_under_review()}</p>
      ) : BADGE[status] ? (
        <p>
          <Badge>{BADGE[status]()}</Badge>
        </p>
      ) : null}
      <p>{text}</p>
    </div>
  );
}
