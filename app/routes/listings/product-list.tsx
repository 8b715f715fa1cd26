import { PRODUCT_LIST_VIEW } from "~/components/listings/lists/product-list-view";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/product-list";
import { loadListingList } from "./list-loader.server";
import { ListingListPage, type ListText, listingListMeta } from "./list-page";

const TEXT: ListText = {
  heading: m.listings_product_heading,
  emptyTitle: m.listings_product_empty_title,
  firstHint: m.listings_product_empty_first_hint,
  emptyAction: m.listings_product_empty_action,
  count: m.listings_product_count,
};

export function meta(args: Route.MetaArgs) {
  return listingListMeta(PRODUCT_LIST_VIEW, args);
}

export function loader(args: Route.LoaderArgs) {
  return loadListingList(args, "product");
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  return <ListingListPage loaderData={loaderData} view={PRODUCT_LIST_VIEW} text={TEXT} />;
}
