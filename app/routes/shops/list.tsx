import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { listShops } from "~/.server/domain/shops/list-shops";
import { CampusSelectField, FilterBar, SelectField } from "~/components/listings/filter-bar";
import { FIRST_ROW_CARDS } from "~/components/listings/listing-image";
import { ListPageHeader } from "~/components/shared/list-page-header";
import { ListResults } from "~/components/shared/list-results";
import { ShopCard } from "~/components/shops/shop-card";
import { SHOP_CATEGORIES } from "~/lib/listings/categories";
import { countActiveFilters, hasActiveFilters, parseShopFilters } from "~/lib/listings/listing-filters";
import { canonicalPath, sitePreviewMeta } from "~/lib/marketplace/share-preview";
import { currentLocale } from "~/lib/shared/i18n/page-locale";
import { pageTitle, SITE_NAME } from "~/lib/shared/site";
import { shopCategoryLabel } from "~/lib/shops/shop-category-labels";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/list";

export function meta({ location, matches }: Route.MetaArgs) {
  const title = pageTitle(m.shops_list_title());
  return [
    { title },
    ...sitePreviewMeta({
      matches,
      path: canonicalPath("/shops", location.search),
      title,
      description: m.shops_list_description(),
      locale: currentLocale(),
    }),
  ];
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
      <ListPageHeader title={m.shops_list_title()} action={{ to: "/shops/create", label: m.shops_create_shop() }} />
      <FilterBar
        clearTo="/shops"
        activeCount={countActiveFilters(filters)}
        search={{ defaultValue: filters.q, placeholder: m.shops_search_placeholder() }}
      >
        <SelectField
          name="category"
          label={m.shops_category()}
          options={SHOP_CATEGORIES}
          optionLabel={shopCategoryLabel}
          defaultValue={filters.category}
          anyLabel={m.shops_all_categories()}
        />
        <CampusSelectField
          label={m.shops_campus()}
          anyLabel={m.shops_all_campuses()}
          campuses={campuses}
          defaultValue={filters.campusId}
        />
      </FilterBar>
      <ListResults
        count={page.items.length}
        gridClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        page={page.page}
        hasMore={page.hasMore}
        label={m.shops_results_label()}
        filtered={active}
        empty={{
          title: m.shops_none_found(),
          firstHint: m.shops_be_first({ site: SITE_NAME }),
          action: { to: "/shops/create", label: m.shops_create_shop() },
        }}
      >
        {page.items.map((s, index) => (
          <ShopCard key={s.id} shop={s} priority={index < FIRST_ROW_CARDS} />
        ))}
      </ListResults>
    </main>
  );
}
