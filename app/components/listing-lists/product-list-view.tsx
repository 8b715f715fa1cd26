import { Link } from "react-router";
import { PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from "~/lib/categories";
import type { ListingFilters } from "~/lib/listing-filters";
import type { ListingListView } from "./list-view";

const shopOf = (filters: ListingFilters) => ("shopId" in filters ? filters.shopId : undefined);

export const PRODUCT_LIST_VIEW: ListingListView = {
  title: ({ shopName }) => (shopName ? `Products from ${shopName}` : "Products"),
  metaTitle: (q) => (q ? `Products matching "${q}"` : "Products"),
  description: "Second-hand and new products from students near your campus, priced in TShs.",
  postLabel: "Post Product",
  gridClassName: "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4",
  searchPlaceholder: "Search products...",
  selects: [
    { name: "category", label: "Category", options: PRODUCT_CATEGORIES, anyLabel: "All categories" },
    { name: "condition", label: "Condition", options: PRODUCT_CONDITIONS, anyLabel: "Any condition" },
  ],
  hiddenFilters: (filters): Record<string, string> => {
    const shopId = shopOf(filters);
    return shopId ? { shop: shopId } : {};
  },
  HeaderExtra: ({ filters }) => {
    const shopId = shopOf(filters);
    return shopId ? (
      <Link to={`/shops/${shopId}`} className="text-sm font-medium text-brand hover:underline">
        Back to the shop
      </Link>
    ) : null;
  },
};
