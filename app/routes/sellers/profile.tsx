import { useState } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { getSessionUser, type SessionUser } from "~/.server/auth/get-session-user";
import { getSellerRating } from "~/.server/domain/reviews/get-seller-rating";
import { listSellerReviews } from "~/.server/domain/reviews/list-seller-reviews";
import { replyToReview } from "~/.server/domain/reviews/reply-to-review";
import { getFollowCounts } from "~/.server/domain/sellers/follows/get-follow-counts";
import { setFollowing } from "~/.server/domain/sellers/follows/set-following";
import { getSellerProfile } from "~/.server/domain/sellers/get-seller-profile";
import { handleAction, intent, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { stay } from "~/.server/http/forms-and-actions/action-outcome";
import { AccommodationBadges } from "~/components/listings/badges/accommodation-badges";
import { ProductBadges } from "~/components/listings/badges/product-badges";
import { ListingCard } from "~/components/listings/listing-cards";
import { WhatsappContact } from "~/components/messages/whatsapp-contact";
import { ReportLink } from "~/components/moderation/report-link";
import { RatingSummary } from "~/components/reviews/rating-summary";
import { ResponseNote } from "~/components/reviews/response-note";
import { SellerReviews } from "~/components/reviews/seller-reviews";
import { ActionForm } from "~/components/shared/action-form";
import { BackLink } from "~/components/shared/back-link";
import { CheckIcon, MapPinIcon } from "~/components/shared/icons";
import { NotFoundView } from "~/components/shared/not-found-view";
import { PersonAvatar } from "~/components/shared/person-avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { PhoneVerifiedBadge } from "~/components/verification/phone-verified-badge";
import { VerifiedStudentBadge } from "~/components/verification/verified-student-badge";
import { canonicalPath, publicUrlOf, sharePreviewMeta } from "~/lib/marketplace/share-preview";
import { type ReviewReplyFields, reviewReplySchema } from "~/lib/reviews/forms/review";
import { memberFor, profileBadge } from "~/lib/sellers/people";
import { currentLocale } from "~/lib/shared/i18n/page-locale";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/profile";

type Tab = "products" | "accommodations";

export function meta({ data, location, matches }: Route.MetaArgs) {
  if (!data) return [{ title: pageTitle(m.sellers_profile_not_found()) }];
  const { seller } = data;
  // A person's page is shared with the site's picture: their name and campus, never their number.
  const description = [seller.campusName, m.sellers_profile_share_description({ name: seller.fullName })]
    .filter(Boolean)
    .join(" · ");
  return [
    { title: pageTitle(seller.fullName) },
    ...sharePreviewMeta({
      publicUrl: publicUrlOf(matches),
      path: canonicalPath(`/user/${seller.id}`, location.search),
      title: seller.fullName,
      description,
      locale: currentLocale(),
      type: "profile",
    }),
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [profile, viewer] = await Promise.all([
    getSellerProfile(context.db, params.userId),
    getSessionUser(context, request),
  ]);
  // The seller exists (their profile loaded): now their follow counts, and whether the viewer follows them.
  const follow = await getFollowCounts(context.db, profile.seller.id, viewer?.id ?? null);
  const search = new URL(request.url).searchParams;
  const tab: Tab = search.get("tab") === "accommodations" ? "accommodations" : "products";
  const reviewsPage = reviewsPageOf(search.get("reviews"));
  const [rating, reviews] = await Promise.all([
    getSellerRating(context.db, profile.seller.id),
    listSellerReviews(context.db, profile.seller.id, reviewsPage),
  ]);
  const nextReviews = reviews.hasMore ? `?reviews=${reviewsPage + 1}#reviews` : null;
  return {
    ...profile,
    follow,
    isOwnProfile: viewer?.id === profile.seller.id,
    viewerId: viewer?.id ?? null,
    tab,
    now: new Date().toISOString(),
    rating,
    reviews: reviews.reviews,
    nextReviews,
  };
}

/** `?reviews=2`: a page of reviews; anything else is the first (a bad page is no error worth a 400). */
function reviewsPageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** Follow and Unfollow. A visitor is sent to sign in first and comes back here. */
export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: signedIn,
    intents: { follow: setFollowingTo(true), unfollow: setFollowingTo(false), reply },
  });
}

/** The seller's one public reply to a review of them. */
const reply = intent<SessionUser, ReviewReplyFields>({
  schema: reviewReplySchema,
  run: async ({ fields, context, actor }) => {
    await replyToReview(context.db, actor.id, { reviewId: fields.reviewId, reply: fields.reply });
    return stay({}, { title: m.reviews_replied_title(), description: m.reviews_replied() });
  },
});

function setFollowingTo(follow: boolean) {
  return intent<SessionUser>({
    run: async ({ context, actor, params }) => {
      const { following } = await setFollowing(context.db, actor.id, String(params.userId), follow);
      return stay({}, following ? FOLLOW_TEXT.followed : FOLLOW_TEXT.unfollowed);
    },
  });
}

/** The follow toasts, worded when read, in the reader's language. */
const FOLLOW_TEXT = {
  get followed() {
    return { title: m.sellers_profile_followed_title(), description: m.sellers_profile_followed_description() };
  },
  get unfollowed() {
    return { title: m.sellers_profile_unfollowed_title(), description: m.sellers_profile_unfollowed_description() };
  },
} as const;

/**
 * Follow / Following (a form, so it works without JavaScript); hidden on one's own profile. One
 * toggle button: its name is "Follow <name>" and aria-pressed says whether one follows; followed,
 * the name ends with the "Following" it shows (WCAG 2.5.3). It is never disabled (follow and
 * unfollow are each safe to repeat), so keyboard focus stays on it.
 */
function FollowButton({ following, name }: { following: boolean; name: string }) {
  return (
    <ActionForm>
      <input type="hidden" name={INTENT_FIELD} value={following ? "unfollow" : "follow"} />
      <Button
        type="submit"
        variant={following ? "secondary" : "primary"}
        aria-pressed={following}
        aria-label={following ? m.sellers_profile_following_label({ name }) : m.sellers_profile_follow_label({ name })}
      >
        {following ? m.sellers_profile_following() : m.sellers_profile_follow()}
      </Button>
    </ActionForm>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <NotFoundView
      title={missing ? m.sellers_profile_not_found() : m.sellers_profile_load_failed()}
      message={missing ? m.sellers_profile_not_found_message() : m.sellers_profile_try_again()}
      backTo="/users"
      backLabel={m.sellers_profile_back_to_sellers()}
    />
  );
}

export default function SellerProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { seller, products, accommodations, now, follow, isOwnProfile } = loaderData;
  const replyTo = actionData?.values?.reviewId;
  const replyError = actionData?.errors?.reply;
  const [tab, setTab] = useState<Tab>(loaderData.tab);
  const verified = seller.userType === "verified";
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <BackLink to="/users">{m.sellers_profile_back_to_sellers()}</BackLink>
      <section className={cardClass("md", "mt-4 flex flex-col gap-4 sm:flex-row sm:items-center")}>
        <div className="relative w-fit">
          <PersonAvatar name={seller.fullName} imageUrl={seller.profileImageUrl} size={80} />
          {verified ? (
            <span
              className="absolute -bottom-1 -right-1 grid h-7 w-7 place-items-center rounded-full border-2 border-white bg-brand text-white"
              title={m.sellers_profile_verified()}
            >
              <CheckIcon width={14} height={14} title={m.sellers_profile_verified()} />
            </span>
          ) : null}
        </div>
        <div className="flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold text-slate-900">{seller.fullName}</h1>
            <Badge tone={verified ? "emerald" : "sky"}>{profileBadge(seller.userType)}</Badge>
            <VerifiedStudentBadge university={seller.verifiedUniversity} />
            <PhoneVerifiedBadge verified={seller.phoneVerified} />
            <RatingSummary rating={loaderData.rating} />
          </div>
          {seller.campusName ? (
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPinIcon width={16} height={16} /> {seller.campusName}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            {m.sellers_profile_products({ count: products.length })} ·{" "}
            {m.sellers_profile_accommodations({ count: accommodations.length })} · {m.sellers_member_for()}{" "}
            {memberFor(seller.createdAt, new Date(now))}
          </p>
          <ResponseNote record={seller.response} />
          <p className="text-sm text-slate-600" data-testid="follow-counts">
            {m.sellers_profile_followers({ count: follow.followers })} ·{" "}
            {m.sellers_profile_following_count({ count: follow.following })}
          </p>
        </div>
        {isOwnProfile ? null : <FollowButton following={follow.viewerFollows} name={seller.fullName} />}
        {isOwnProfile ? null : (
          <ReportLink kind="user" id={seller.id} label={m.moderation_report_user({ name: seller.fullName })} />
        )}
        {seller.contactWay === "whatsapp" ? (
          <WhatsappContact
            kind="user"
            id={seller.id}
            way={seller.contactWay}
            label={m.sellers_profile_contact()}
            missing={m.sellers_profile_no_contact()}
          />
        ) : seller.contactWay === "messages_only" ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {m.messages_contact_messages_only_note({ name: seller.fullName })}
          </p>
        ) : (
          <div className="rounded-lg bg-slate-50 p-3 text-sm">
            <p className="font-semibold text-slate-800">{m.sellers_profile_no_contact_title()}</p>
            <p className="text-slate-600">{m.sellers_profile_no_contact()}</p>
          </div>
        )}
      </section>

      <nav aria-label={m.sellers_profile_listings()} className="mt-6 flex gap-1 border-b border-slate-200">
        {(["products", "accommodations"] as const).map((t) => (
          <a
            key={t}
            href={`?tab=${t}`}
            aria-current={tab === t ? "page" : undefined}
            onClick={(e) => {
              e.preventDefault();
              setTab(t);
            }}
            className={`border-b-2 px-4 py-2 text-sm font-medium ${tab === t ? "border-brand text-brand" : "border-transparent text-slate-600"}`}
          >
            {t === "products"
              ? m.sellers_profile_products_tab({ count: products.length })
              : m.sellers_profile_accommodations_tab({ count: accommodations.length })}
          </a>
        ))}
      </nav>
      <section aria-labelledby="listings-heading" className="pt-4">
        <h2 id="listings-heading" className="sr-only">
          {tab === "products" ? m.sellers_products() : m.sellers_accommodations()}
        </h2>
        {tab === "products" ? (
          products.length > 0 ? (
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
              {products.map((p) => (
                <ListingCard key={p.id} listing={p} Badges={ProductBadges} showSeller={false} />
              ))}
            </div>
          ) : (
            <p className="text-slate-600">{m.sellers_profile_no_products()}</p>
          )
        ) : accommodations.length > 0 ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {accommodations.map((a) => (
              <ListingCard key={a.id} listing={a} Badges={AccommodationBadges} />
            ))}
          </div>
        ) : (
          <p className="text-slate-600">{m.sellers_profile_no_accommodations()}</p>
        )}
      </section>
      <SellerReviews
        sellerName={seller.fullName}
        rating={loaderData.rating}
        reviews={loaderData.reviews}
        nextPage={loaderData.nextReviews}
        isOwnProfile={isOwnProfile}
        viewerId={loaderData.viewerId}
        replyErrors={replyTo && replyError ? { [replyTo]: replyError } : undefined}
      />
    </main>
  );
}
