import { data, isRouteErrorResponse, useLocation } from "react-router";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { getListing } from "~/.server/domain/listings/get-listing";
import { getReviewForm } from "~/.server/domain/reviews/get-review-form";
import { staySafeDismissed } from "~/.server/http/request-facts/stay-safe-cookie";
import { countDetailView } from "~/.server/visitors/listing-viewer";
import { LISTING_DETAIL_VIEWS, listingSharePreview } from "~/components/listings/details";
import { Gallery } from "~/components/listings/gallery";
import { ListingStatusBanner } from "~/components/listings/listing-status-banner";
import { MarkClosedLink } from "~/components/listings/mark-closed-link";
import { OwnListingBanner } from "~/components/listings/own-listing-banner";
import { ReportLink } from "~/components/moderation/report-link";
import { StaySafeBox } from "~/components/moderation/stay-safe-box";
import { BackLink } from "~/components/shared/back-link";
import { DetailErrorBoundary } from "~/components/shared/route-error";
import { LinkButton } from "~/components/ui/link-button";
import { kindFromPath, LISTING_KIND_RULES } from "~/lib/listings/kinds";
import { LISTING_KIND_TEXT } from "~/lib/listings/kinds/texts";
import { isListedPublicly } from "~/lib/listings/listing-status";
import { publicUrlOf } from "~/lib/marketplace/share-preview";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/detail";
import { requestKind } from "./listing-kind";

export function meta({ data, error, location, matches }: Route.MetaArgs) {
  const kind = kindFromPath(location.pathname) ?? "product";
  // Only a 404 is "not found": a listing that could not be loaded (the database out) still exists.
  if (!data)
    return [
      {
        title: pageTitle(
          isRouteErrorResponse(error) && error.status === 404
            ? LISTING_KIND_TEXT[kind].notFoundTitle
            : m.listings_error_title(),
        ),
      },
    ];
  // A share preview shows only what is listed publicly; a page under review names nothing of it.
  if (data.underReview)
    return [{ title: pageTitle(m.moderation_listing_under_review()) }, { name: "robots", content: "noindex" }];
  const { listing } = data;
  if (!isListedPublicly(listing.status))
    return [{ title: pageTitle(listing.title) }, { name: "robots", content: "noindex" }];
  return [
    { title: pageTitle(listing.title) },
    ...listingSharePreview(data.kind, listing, publicUrlOf(matches), location.search),
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
  const mine = user?.id === listing.seller.id;
  // Reported and waiting for a moderator: others are sent nothing of it, not even in the page's data.
  if (listing.status === "under_review" && !mine) return data({ kind, underReview: true as const }, { headers });
  // A student a deal ties to the seller is offered to review them (app/.server/domain/reviews/).
  const review = user && !mine ? await getReviewForm(context.db, user.id, listing.id) : null;
  const reviewLink =
    review && review.step !== "wait"
      ? { edit: review.existing !== null, confirm: review.step === "confirm_purchase", sellerName: review.seller.name }
      : null;
  return data(
    {
      kind,
      underReview: false as const,
      listing,
      mine,
      reviewLink,
      staySafe: !mine && !staySafeDismissed(request),
      photo: Number.isInteger(photo) ? photo : 0,
    },
    { headers },
  );
}

/** A first-time visitor's view counter cookie is set on the page itself. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function ErrorBoundary() {
  const rules = LISTING_KIND_RULES[kindFromPath(useLocation().pathname) ?? "product"];
  return (
    <DetailErrorBoundary
      notFoundTitle={LISTING_KIND_TEXT[rules.kind].notFoundTitle}
      notFoundMessage={LISTING_KIND_TEXT[rules.kind].notFoundMessage}
      backTo={rules.path}
      backLabel={LISTING_KIND_TEXT[rules.kind].backToList}
    />
  );
}

export default function ListingDetailPage({ loaderData }: Route.ComponentProps) {
  const rules = LISTING_KIND_RULES[loaderData.kind];
  const back = <BackLink to={rules.path}>{LISTING_KIND_TEXT[rules.kind].backToList}</BackLink>;
  if (loaderData.underReview) {
    return (
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {back}
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{m.moderation_listing_under_review()}</h1>
        <p className="mt-2 max-w-prose text-slate-700">{m.moderation_listing_under_review_text()}</p>
      </main>
    );
  }
  const { kind, listing, photo, mine, staySafe, reviewLink } = loaderData;
  const { Detail } = LISTING_DETAIL_VIEWS[kind];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      {back}
      {mine ? (
        <OwnListingBanner
          status={listing.status}
          note={listing.moderationNote}
          editTo={`${rules.path}/${listing.id}/edit`}
        />
      ) : (
        <ListingStatusBanner status={listing.status} />
      )}
      {mine && listing.status === "active" ? (
        <div className="mt-4">
          <MarkClosedLink kind={kind} id={listing.id} title={listing.title} size="md" />
        </div>
      ) : null}
      {reviewLink ? (
        <div className="mt-4">
          <LinkButton to={`${rules.path}/${listing.id}/review`} variant={reviewLink.edit ? "secondary" : "primary"}>
            {(reviewLink.confirm ? m.listings_purchase_link : reviewLink.edit ? m.reviews_edit : m.reviews_write)({
              name: reviewLink.sellerName,
            })}
          </LinkButton>
        </div>
      ) : null}
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <Gallery images={listing.imageUrls} alt={listing.title} initialIndex={photo} />
        <Detail listing={listing} />
      </div>
      <div className="mt-8 grid gap-4 lg:grid-cols-2">
        {staySafe ? <StaySafeBox /> : null}
        {mine ? null : (
          <p className="lg:col-start-2">
            <ReportLink kind="listing" id={listing.id} label={m.moderation_report_listing({ title: listing.title })} />
          </p>
        )}
      </div>
    </main>
  );
}
