import { Link } from "react-router";
import { listingStatusLabel } from "~/lib/category-labels/status-labels";
import { m } from "~/paraglide/messages";

/**
 * Shown only to the seller, on their own listing that the public cannot see (pending its fee,
 * sold, hidden), so a preview is never mistaken for a live listing.
 */
export function OwnListingNotice({ status, editTo }: { status: string; editTo: string }) {
  if (status === "active") return null;
  const why = status === "pending" ? m.listings_own_pending() : m.listings_own_status({ status: listingStatusLabel(status) });
  return (
    <p role="note" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
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
  );
}
