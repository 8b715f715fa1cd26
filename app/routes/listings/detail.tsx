import { data, useLocation } from "react-router";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { getListing } from "~/.server/domain/listings/get-listing";
import { countDetailView } from "~/.server/visitors/listing-viewer";
import { BackLink } from "~/components/back-link";
import { Gallery } from "~/components/gallery";
import { LISTING_DETAIL_VIEWS } from "~/components/listing-details";
import { OwnListingNotice } from "~/components/own-listing-notice";
import { DetailErrorBoundary } from "~/components/route-error";
import { kindFromPath, LISTING_KIND_RULES } from "~/lib/listing-kinds";
import { LISTING_KIND_TEXT } from "~/lib/listing-kinds/texts";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/detail";
import { requestKind } from "./listing-kind";

export function meta({ data, location }: Route.MetaArgs) {
  const kind = kindFromPath(location.pathname) ?? "product";
  if (!data) return [{ title: pageTitle(LISTING_KIND_TEXT[kind].notFoundTitle) }];
  const { listing } = data;
  return [
    { title: pageTitle(listing.title) },
    { name: "description", content: LISTING_DETAIL_VIEWS[data.kind].summary(listing) },
    { property: "og:title", content: listing.title },
    { property: "og:image", content: listing.imageUrls[0] ?? "" },
  ];
}

/** A listing's page, for every kind (/products/{id}, /accommodations/{id}). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const kind = requestKind(request);
  const user = await getSessionUser(context, request);
  // A seller may look at their own listing whatever its status (a pending one is otherwise hidden).
  const listing = await getListing(context.db, kind, params.id, user?.id ?? null);
  const photo = Number(new URL(request.url).searchParams.get("photo") ?? 0);
  const headers = await countDetailView(context, request, kind, listing.id, user?.id ?? null);
  return data({ kind, listing, photo: Number.isInteger(photo) ? photo : 0 }, { headers });
}

/** A first-time visitor's view counter cookie is set on the page itself. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function ErrorBoundary() {
  const rules = LISTING_KIND_RULES[kindFromPath(useLocation().pathname) ?? "product"];
  return <DetailErrorBoundary notFoundTitle={LISTING_KIND_TEXT[rules.kind].notFoundTitle} backTo={rules.path} backLabel={LISTING_KIND_TEXT[rules.kind].backToList} />;
}

export default function ListingDetailPage({ loaderData }: Route.ComponentProps) {
  const { kind, listing, photo } = loaderData;
  const rules = LISTING_KIND_RULES[kind];
  const { Detail } = LISTING_DETAIL_VIEWS[kind];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <BackLink to={rules.path}>{LISTING_KIND_TEXT[rules.kind].backToList}</BackLink>
      <OwnListingNotice status={listing.status} editTo={`${rules.path}/${listing.id}/edit`} />
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <Gallery images={listing.imageUrls} alt={listing.title} initialIndex={photo} />
        <Detail listing={listing} />
      </div>
    </main>
  );
}
