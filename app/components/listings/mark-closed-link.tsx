import { LinkButton } from "~/components/ui/link-button";
import { DEAL_OUTCOME } from "~/lib/listings/deal-rules";
import { type ListingKind, listingPath } from "~/lib/listings/kinds";
import { m } from "~/paraglide/messages";

/** "Mark as sold" (a product) or "Mark as rented" (a place): to the page that asks whom it went to. */
export function MarkClosedLink({
  kind,
  id,
  title,
  size = "sm",
}: {
  kind: ListingKind;
  id: string;
  title: string;
  size?: "sm" | "md";
}) {
  const sold = DEAL_OUTCOME[kind] === "sold";
  return (
    <LinkButton
      to={`${listingPath(kind, id)}/close`}
      variant="secondary"
      size={size}
      aria-label={sold ? m.listings_mark_sold_named({ title }) : m.listings_mark_rented_named({ title })}
    >
      {sold ? m.listings_mark_sold() : m.listings_mark_rented()}
    </LinkButton>
  );
}
