import { Link } from "react-router";
import { PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from "~/lib/listings/categories";
import { productCategoryLabel, productConditionLabel } from "~/lib/listings/labels/product-labels";
import type { ListingFilters } from "~/lib/listings/listing-filters";
import { m } from "~/paraglide/messages";
import { ProductBadges } from "../badges/product-badges";
import type { ListingListView } from "./list-view";

const shopOf = (filters: ListingFilters) => ("shopId" in filters ? filters.shopId : undefined);

export const PRODUCT_LIST_VIEW: ListingListView = {
  title: ({ shopName }) =>
    shopName ? m.listings_products_from_shop({ shop: shopName }) : m.listings_product_heading(),
  metaTitle: (q) => (q ? m.listings_products_matching({ q }) : m.listings_product_heading()),
  description: m.listings_products_description,
  postLabel: m.listings_product_post_button,
  gridClassName: "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4",
  searchPlaceholder: m.listings_products_search_placeholder,
  selects: [
    {
      name: "category",
      label: m.listings_filter_category,
      options: PRODUCT_CATEGORIES,
      optionLabel: productCategoryLabel,
      anyLabel: m.listings_filter_all_categories,
    },
    {
      name: "condition",
      label: m.listings_filter_condition,
      options: PRODUCT_CONDITIONS,
      optionLabel: productConditionLabel,
      anyLabel: m.listings_filter_any_condition,
    },
  ],
  scopeText: {
    visitorNear: m.listings_scope_products_visitor,
    every: m.listings_scope_products_every,
    memberNear: m.listings_scope_products_member,
  },
  hiddenFilters: (filters): Record<string, string> => {
    const shopId = shopOf(filters);
    return shopId ? { shop: shopId } : {};
  },
  Badges: ProductBadges,
  HeaderExtra: ({ filters }) => {
    const shopId = shopOf(filters);
    return shopId ? (
      <Link to={`/shops/${shopId}`} className="text-sm font-medium text-brand hover:underline">
        {m.listings_back_to_shop()}
      </Link>
    ) : null;
  },
};
