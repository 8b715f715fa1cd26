import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { listListings } from "~/.server/domain/listings/list-listings";
import { findShopName } from "~/.server/domain/shops/find-shop-name";
import type { ServerContext } from "~/.server/runtime/context";
import { type CampusScope, listCampusScope } from "~/.server/visitors/campus-scope";
import { LISTING_FILTER_PARSERS } from "~/lib/listing-filters";
import type { ListingKind } from "~/lib/listing-kinds";

/** A kind's public list (/products, /accommodations): filters in the URL, the viewer's campuses, newest first. */
export async function loadListingList({ request, context }: { request: Request; context: ServerContext }, kind: ListingKind) {
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
