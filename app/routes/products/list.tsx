import { Link } from "react-router";
import { CampusScopeBar } from "~/components/campus-scope-bar";
import { ListPageHeader } from "~/components/list-page-header";
import { FilterBar, PriceFields, SearchField, SelectField } from "~/components/filter-bar";
import { ProductCard } from "~/components/listing-cards";
import { ListResults } from "~/components/list-results";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { listProducts } from "~/.server/domain/products/list-products";
import { findShopName } from "~/.server/domain/shops/find-shop-name";
import { listCampusScope, type CampusScope } from "~/.server/visitors/campus-scope";
import { PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from "~/lib/categories";
import { hasActiveFilters, parseProductFilters } from "~/lib/listing-filters";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/list";

export function meta({ data }: Route.MetaArgs) {
  const q = data?.filters.q;
  return [
    { title: pageTitle(q ? `Products matching "${q}"` : "Products") },
    { name: "description", content: "Second-hand and new products from students near your campus, priced in TShs." },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseProductFilters(new URL(request.url).searchParams);
  // A shop's product list shows all its products, whichever campus the viewer follows.
  const scope: CampusScope = filters.shopId
    ? { viewer: "visitor", selectedId: null, campusIds: undefined, showingAll: false }
    : await listCampusScope(context, request);
  const [page, campuses, shopName] = await Promise.all([
    listProducts(context.db, { ...filters, campusIds: scope.campusIds }),
    listCampuses(context.db),
    filters.shopId ? findShopName(context.db, filters.shopId) : null,
  ]);
  return { filters, page, campuses, scope, shopName };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { filters, page, campuses, scope, shopName } = loaderData;
  const active = hasActiveFilters(filters);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <ListPageHeader title={shopName ? `Products from ${shopName}` : "Products"} action={{ to: "/products/post", label: "Post Product" }}>
          {filters.shopId ? (
            <Link to={`/shops/${filters.shopId}`} className="text-sm font-medium text-emerald-700 hover:underline">
              Back to the shop
            </Link>
          ) : null}
      </ListPageHeader>

      <div className="space-y-3">
        {filters.shopId ? null : <CampusScopeBar scope={scope} campuses={campuses} noun="products" />}
        <FilterBar clearTo="/products" active={active}>
          <SearchField defaultValue={filters.q} placeholder="Search products..." />
          <SelectField name="category" label="Category" options={PRODUCT_CATEGORIES} defaultValue={filters.category} anyLabel="All categories" />
          <SelectField name="condition" label="Condition" options={PRODUCT_CONDITIONS} defaultValue={filters.condition} anyLabel="Any condition" />
          <PriceFields min={filters.minPrice} max={filters.maxPrice} />
          {filters.shopId ? <input type="hidden" name="shop" value={filters.shopId} /> : null}
        </FilterBar>
      </div>

      <ListResults
        count={page.items.length}
        gridClassName="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
        page={page.page}
        hasMore={page.hasMore}
        label="Products"
        filtered={active}
        empty={{ title: "No products found", firstHint: "Be the first to post a product!", action: { to: "/products/post", label: "Post Your First Product" } }}
      >
        {page.items.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </ListResults>
    </main>
  );
}
