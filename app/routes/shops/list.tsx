import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { listShops } from "~/.server/domain/shops/list-shops";
import { FilterBar, SearchField, SelectField } from "~/components/filter-bar";
import { ListPageHeader } from "~/components/list-page-header";
import { ListResults } from "~/components/list-results";
import { ShopCard } from "~/components/listing-cards";
import { SHOP_CATEGORIES } from "~/lib/categories";
import { hasActiveFilters, parseShopFilters } from "~/lib/listing-filters";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: pageTitle("Local Shops") }, { name: "description", content: "Shops, restaurants and services around Tanzanian university campuses." }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseShopFilters(new URL(request.url).searchParams);
  const [page, campuses] = await Promise.all([listShops(context.db, filters), listCampuses(context.db)]);
  return { filters, page, campuses: campuses.map((c) => ({ id: c.id, label: `${c.shortName} - ${c.name}` })) };
}

export default function Shops({ loaderData }: Route.ComponentProps) {
  const { filters, page, campuses } = loaderData;
  const active = hasActiveFilters(filters);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <ListPageHeader title="Local Shops" action={{ to: "/shops/create", label: "Create Shop" }} />
      <FilterBar clearTo="/shops" active={active}>
        <SearchField defaultValue={filters.q} placeholder="Search shops..." />
        <SelectField name="category" label="Category" options={SHOP_CATEGORIES} defaultValue={filters.category} anyLabel="All categories" />
        <div className="col-span-2">
          <label htmlFor="filter-campus" className="text-sm font-medium text-slate-700">
            Campus
          </label>
          <select id="filter-campus" name="campus" defaultValue={filters.campusId ?? ""} className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm">
            <option value="">All campuses</option>
            {campuses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      </FilterBar>
      <ListResults
        count={page.items.length}
        gridClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        page={page.page}
        hasMore={page.hasMore}
        label="Shops"
        filtered={active}
        empty={{ title: "No shops found", firstHint: "Be the first to open a shop on Chuo Market!", action: { to: "/shops/create", label: "Create Shop" } }}
      >
        {page.items.map((s) => (
          <ShopCard key={s.id} shop={s} />
        ))}
      </ListResults>
    </main>
  );
}
