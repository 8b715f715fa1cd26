import { ACCOMMODATION_LIST_VIEW } from "~/components/listings/lists/accommodation-list-view";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/accommodation-list";
import { loadListingList } from "./list-loader.server";
import { ListingListPage, type ListText, listingListMeta } from "./list-page";

const TEXT: ListText = {
  heading: m.listings_accommodation_heading,
  emptyTitle: m.listings_accommodation_empty_title,
  firstHint: m.listings_accommodation_empty_first_hint,
  emptyAction: m.listings_accommodation_empty_action,
  count: m.listings_accommodation_count,
};

export function meta(args: Route.MetaArgs) {
  return listingListMeta(ACCOMMODATION_LIST_VIEW, args);
}

export function loader(args: Route.LoaderArgs) {
  return loadListingList(args, "accommodation");
}

export default function AccommodationList({ loaderData }: Route.ComponentProps) {
  return <ListingListPage loaderData={loaderData} view={ACCOMMODATION_LIST_VIEW} text={TEXT} />;
}
