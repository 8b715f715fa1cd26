import { Link } from "react-router";
import { listingStatusLabel } from "~/lib/listings/labels/status-labels";
import { isListedPublicly } from "~/lib/listings/listing-status";
import { m } from "~/paraglide/messages";

/**
 * Shown only to the seller, on their own listing that is not listed publicly (pending its fee,
 * sold, under review, hidden), so a preview is never mistaken for a live listing; a moderator's
 * reason is shown as written.
 */
export function OwnListingBanner({ status, note, editTo }: { status: string; note?: string | null; editTo: string }) {
  if (isListedPublicly(status)) return null;
  const why =
    status === "pending_fee"
      ? m.listings_own_pending()
      : status === "under_review"
        ? m.moderation_own_under_review()
        : m.listings_own_status({ status: listingStatusLabel(status) });
  return (
    <div role="note" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p>
        {m.listings_own_only_you()} {why}{" "}
        <Link to={editTo} className="font-medium underline">
          {m.listings_own_edit()}
        </Link>{" "}
        {m.listings_own_or_see_in()}{" "}
        <Link to="/my-listings" className="font-medium underline">
          {m.listings_own_my_listings()}
        </Link>
        .
      </p>
      {note ? <p className="mt-1">{m.moderation_moderator_reason({ note })}</p> : null}
    </div>
  );
}
