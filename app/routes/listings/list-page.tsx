import { CampusScopeBar, CampusScopePicker } from "~/components/campuses/campus-scope-bar";
import { FilterBar } from "~/components/listings/filter-bar";
import { ListingCard } from "~/components/listings/listing-cards";
import { FIRST_ROW_CARDS } from "~/components/listings/listing-image";
import type { ListingListView } from "~/components/listings/lists/list-view";
import { ListingFilterFields } from "~/components/listings/lists/listing-filter-fields";
import { ListPageHeader } from "~/components/shared/list-page-header";
import { ListResults } from "~/components/shared/list-results";
import { LISTING_KIND_RULES, type ListingKind } from "~/lib/listings/kinds";
import { countActiveFilters, hasActiveFilters } from "~/lib/listings/listing-filters";
import { canonicalPath, type publicUrlOf, sitePreviewMeta } from "~/lib/marketplace/share-preview";
import { currentLocale } from "~/lib/shared/i18n/page-locale";
import { pageTitle } from "~/lib/shared/site";
import type { loadListingList } from "./list-loader.server";

/** The few words of a kind's list this page shows (each kind's route names its own). */
export interface ListText {
  heading: () => string;
  emptyTitle: () => string;
  firstHint: () => string;
  emptyAction: () => string;
  /** "23 products": how many match, on every page together. */
  count: (inputs: { count: number }) => string;
}

/** A list page's title, description and share preview (the site's own picture). */
export function listingListMeta(
  view: ListingListView,
  {
    data,
    location,
    matches,
  }: {
    data: { kind: ListingKind; filters: { q?: string } } | undefined;
    location: { pathname: string; search: string };
    matches: Parameters<typeof publicUrlOf>[0];
  },
) {
  const title = pageTitle(view.metaTitle(data?.filters.q));
  return [
    { title },
    ...sitePreviewMeta({
      matches,
      path: canonicalPath(data ? LISTING_KIND_RULES[data.kind].path : location.pathname, location.search),
      title,
      description: view.description(),
      locale: currentLocale(),
    }),
  ];
}

/**
 * A kind's public list (/products, /accommodations): filters and sort in the URL, the viewer's
 * campuses, how many match, newest first unless asked otherwise. One route module per kind, so each page carries only its own kind's words and
 * filters (the 130 KB budget).
 */
export function ListingListPage({
  loaderData,
  view,
  text,
}: {
  loaderData: Awaited<ReturnType<typeof loadListingList>>;
  view: ListingListView;
  text: ListText;
}) {
  const { kind, filters, page, campuses, scope, shopName, shopId, canSortByDistance } = loaderData;
  const rules = LISTING_KIND_RULES[kind];
  const active = hasActiveFilters(filters);
  const { HeaderExtra } = view;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <ListPageHeader title={view.title({ shopName })} action={{ to: `${rules.path}/post`, label: view.postLabel() }}>
        <HeaderExtra filters={filters} />
      </ListPageHeader>

      <FilterBar
        key={kind}
        clearTo={shopId ? `${rules.path}?shop=${shopId}` : rules.path}
        activeCount={countActiveFilters(filters) + (scope.viewer === "visitor" && scope.selectedId ? 1 : 0)}
        clearable={countActiveFilters(filters) > 0}
        search={{ defaultValue: filters.q, placeholder: view.searchPlaceholder() }}
        before={shopId ? null : <CampusScopePicker scope={scope} campuses={campuses} />}
      >
        <ListingFilterFields view={view} filters={filters} sort={{ applied: page.sort, nearest: canSortByDistance }} />
      </FilterBar>
      {shopId ? null : (
        <div className="mt-2">
          <CampusScopeBar scope={scope} text={view.scopeText} />
        </div>
      )}

      <ListResults
        count={page.items.length}
        gridClassName={view.gridClassName}
        page={page.page}
        hasMore={page.hasMore}
        label={text.heading()}
        summary={text.count({ count: page.total })}
        filtered={active}
        empty={{
          title: text.emptyTitle(),
          firstHint: text.firstHint(),
          action: { to: `${rules.path}/post`, label: text.emptyAction() },
        }}
      >
        {page.items.map((listing, index) => (
          <ListingCard key={listing.id} listing={listing} Badges={view.Badges} priority={index < FIRST_ROW_CARDS} />
        ))}
      </ListResults>
    </main>
  );
}
