import { getSessionUser } from "~/.server/auth/get-session-user";
import { listCampuses } from "~/.server/domain/campuses/list-campuses";
import { listListings } from "~/.server/domain/listings/list-listings";
import { findShopName } from "~/.server/domain/shops/find-shop-name";
import type { ServerContext } from "~/.server/runtime/context";
import { type CampusScope, listCampusScope } from "~/.server/visitors/campus-scope";
import type { ListingKind } from "~/lib/listings/kinds";
import { LISTING_FILTER_PARSERS } from "~/lib/listings/listing-filters";

/**
 * A kind's public list (/products, /accommodations): filters and sort in the URL, the viewer's
 * campuses, newest first by default. A signed-in student does not see their own listings here
 * (they have My Listings); a shop's product list shows all of the shop's, whoever looks.
 */
export async function loadListingList(
  { request, context }: { request: Request; context: ServerContext },
  kind: ListingKind,
) {
  const filters = LISTING_FILTER_PARSERS[kind](new URL(request.url).searchParams);
  const shopId = "shopId" in filters ? filters.shopId : undefined;
  // A shop's product list shows all its products, whichever campus the viewer follows.
  const scope: CampusScope = shopId
    ? { viewer: "visitor", selectedId: null, campusIds: undefined, showingAll: false }
    : await listCampusScope(context, request);
  const user = await getSessionUser(context, request);
  const viewerId = user && !shopId ? user.id : undefined;
  const query = { ...filters, campusIds: scope.campusIds, nearCampusId: scope.selectedId ?? undefined, viewerId };
  // A visitor's page of results depends only on the filters and campuses, so it is shared a few
  // seconds; a signed-in student's leaves out their own listings, so it is theirs alone.
  const [page, campuses, shopName] = await Promise.all([
    viewerId
      ? listListings(context.db, kind, query)
      : context.sharedCache.get(request, `list:${kind}:${JSON.stringify(query)}`, () =>
          listListings(context.db, kind, query),
        ),
    context.sharedCache.get(request, "campuses", () => listCampuses(context.db)),
    shopId ? findShopName(context.db, shopId) : null,
  ]);
  // "Nearest" needs a campus to measure from: the visitor's chosen one, or a student's own.
  const canSortByDistance = Boolean(scope.selectedId || user);
  return { kind, filters, page, campuses, scope, shopName, shopId: shopId ?? null, canSortByDistance };
}
