import { Link } from "react-router";
import { PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from "~/lib/categories";
import type { ProductFilters } from "~/lib/listing-filters";
import { PriceFields, SearchField, SelectField } from "../filter-bar";
import type { ListingListView } from "./list-view";

export const PRODUCT_LIST_VIEW: ListingListView = {
  title: ({ shopName }) => (shopName ? `Products from ${shopName}` : "Products"),
  metaTitle: (q) => (q ? `Products matching "${q}"` : "Products"),
  description: "Second-hand and new products from students near your campus, priced in TShs.",
  postLabel: "Post Product",
  gridClassName: "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4",
  HeaderExtra: ({ filters }) =>
    (filters as ProductFilters).shopId ? (
      <Link to={`/shops/${(filters as ProductFilters).shopId}`} className="text-sm font-medium text-emerald-700 hover:underline">
        Back to the shop
      </Link>
    ) : null,
  Filters: ({ filters: raw }) => {
    const filters = raw as ProductFilters;
    return (
      <>
        <SearchField defaultValue={filters.q} placeholder="Search products..." />
        <SelectField name="category" label="Category" options={PRODUCT_CATEGORIES} defaultValue={filters.category} anyLabel="All categories" />
        <SelectField name="condition" label="Condition" options={PRODUCT_CONDITIONS} defaultValue={filters.condition} anyLabel="Any condition" />
        <PriceFields min={filters.minPrice} max={filters.maxPrice} />
        {filters.shopId ? <input type="hidden" name="shop" value={filters.shopId} /> : null}
      </>
    );
  },
};
