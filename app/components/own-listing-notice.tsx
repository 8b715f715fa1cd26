import { Link } from "react-router";

/**
 * Shown only to the seller, on their own listing that the public cannot see (pending its fee,
 * sold, hidden), so a preview is never mistaken for a live listing.
 */
export function OwnListingNotice({ status, editTo }: { status: string; editTo: string }) {
  if (status === "active") return null;
  const why = status === "pending" ? "It is pending until its listing fee is paid." : `Its status is ${status}.`;
  return (
    <p role="note" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      Only you can see this listing. {why}{" "}
      <Link to={editTo} className="font-medium underline">
        Edit it
      </Link>{" "}
      or see it in{" "}
      <Link to="/my-listings" className="font-medium underline">
        My Listings
      </Link>
      .
    </p>
  );
}
