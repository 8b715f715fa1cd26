import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { listListings } from "~/.server/domain/listings/list-listings";
import { findShopName } from "~/.server/domain/shops/find-shop-name";
import { type CampusScope, listCampusScope } from "~/.server/visitors/campus-scope";
import { CampusScopeBar } from "~/components/campus-scope-bar";
import { FilterBar } from "~/components/filter-bar";
import { ListPageHeader } from "~/components/list-page-header";
import { ListResults } from "~/components/list-results";
import { ListingCard } from "~/components/listing-cards";
import { LISTING_LIST_VIEWS } from "~/components/listing-lists";
import { ListingFilterFields } from "~/components/listing-lists/listing-filter-fields";
import { hasActiveFilters, LISTING_FILTER_PARSERS } from "~/lib/listing-filters";
import { kindFromPath, LISTING_KIND_RULES } from "~/lib/listing-kinds";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/list";
import { requestKind } from "./listing-kind";

export function meta({ data, location }: Route.MetaArgs) {
  const view = LISTING_LIST_VIEWS[kindFromPath(location.pathname) ?? "product"];
  return [{ title: pageTitle(view.metaTitle(data?.filters.q)) }, { name: "description", content: view.description() }];
}

/** A kind's public list (/products, /accommodations): filters in the URL, the viewer's campuses, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = requestKind(request);
  const filters = LISTING_FILTER_PARSERS[kind](new URL(request.url).searchParams);
  const shopId = "shopId" in filters ? filters.shopId : undefined;
  // A shop's product list shows all its products, whichever campus the viewer follows.
  const scope: CampusScope = shopId ? { viewer: "visitor", selectedId: null, campusIds: undefined, showingAll: false } : await listCampusScope(context, request);
  const query = { ...filters, campusIds: scope.campusIds };
  // A page of results depends only on the filters and campuses, so it is shared a few seconds.
  const [page, campuses, shopName] = await Promise.all([
    context.sharedCache.get(request, `list:${kind}:${JSON.stringify(query)}`, () => listListings(context.db, kind, query)),
    context.sharedCache.get(request, "campuses", () => listCampuses(context.db)),
    shopId ? findShopName(context.db, shopId) : null,
  ]);
  return { kind, filters, page, campuses, scope, shopName, shopId: shopId ?? null };
}

export default function ListingList({ loaderData }: Route.ComponentProps) {
  const { kind, filters, page, campuses, scope, shopName, shopId } = loaderData;
  const rules = LISTING_KIND_RULES[kind];
  const view = LISTING_LIST_VIEWS[kind];
  const active = hasActiveFilters(filters);
  const { HeaderExtra } = view;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <ListPageHeader title={view.title({ shopName })} action={{ to: `${rules.path}/post`, label: view.postLabel() }}>
        <HeaderExtra filters={filters} />
      </ListPageHeader>

      <div className="space-y-3">
        {shopId ? null : <CampusScopeBar scope={scope} campuses={campuses} text={view.scopeText} />}
        <FilterBar key={kind} clearTo={rules.path} active={active}>
          <ListingFilterFields view={view} filters={filters} />
        </FilterBar>
      </div>

      <ListResults
        count={page.items.length}
        gridClassName={view.gridClassName}
        page={page.page}
        hasMore={page.hasMore}
        label={rules.text.heading}
        filtered={active}
        empty={{ title: rules.text.empty.title, firstHint: rules.text.empty.firstHint, action: { to: `${rules.path}/post`, label: rules.text.empty.action } }}
      >
        {page.items.map((listing) => (
          <ListingCard key={listing.id} listing={listing} />
        ))}
      </ListResults>
    </main>
  );
}
