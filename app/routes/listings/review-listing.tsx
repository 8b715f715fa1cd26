import { data } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { confirmPurchase } from "~/.server/domain/listings/deals/confirm-purchase";
import { requireReviewForm } from "~/.server/domain/reviews/get-review-form";
import { writeReview } from "~/.server/domain/reviews/write-review";
import { handleAction, intent, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { ActionForm } from "~/components/shared/action-form";
import { BackLink } from "~/components/shared/back-link";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { RadioGroup } from "~/components/ui/radio-group";
import { TextAreaField } from "~/components/ui/text-area-field";
import { kindFromPath, listingPath } from "~/lib/listings/kinds";
import { type ReviewFields, reviewSchema } from "~/lib/reviews/forms/review";
import { REVIEW_EVIDENCE_HOURS, REVIEW_TEXT_MAX } from "~/lib/reviews/review-rules";
import { AppError } from "~/lib/shared/app-error";
import { formatDate } from "~/lib/shared/dates";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { pageTitle } from "~/lib/shared/site";
import { isUuid } from "~/lib/shared/uuid";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/review-listing";

/** "1 star", "2 stars"…: the choices, best last as they read on a scale. */
const STAR_CHOICES = [1, 2, 3, 4, 5].map((count) => ({
  value: String(count),
  get label() {
    return count === 1 ? m.reviews_star_one() : m.reviews_stars({ count });
  },
}));

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(loaderData ? m.reviews_page_title({ name: loaderData.seller.name }) : m.reviews_heading()),
    },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The review form of a listing's seller, for a student a deal ties to them (app/.server/domain/reviews/).
 * Anyone else finds no form here: "not found", the same as a listing that is not there.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  if (!kindFromPath(new URL(request.url).pathname) || !isUuid(String(params.id))) throw data(null, { status: 404 });
  return requireReviewForm(context.db, user.id, String(params.id));
}

const review = intent<SessionUser, ReviewFields>({
  schema: reviewSchema,
  run: async ({ fields, context, actor, params }) => {
    if (!isUuid(String(params.id))) throw new AppError("not_found", "review_not_found");
    const written = await writeReview(context.db, actor.id, {
      listingId: String(params.id),
      rating: fields.rating,
      body: fields.body,
    });
    const toast = written.created
      ? { title: m.reviews_posted_title(), description: m.reviews_posted({ name: written.sellerName }) }
      : { title: m.reviews_updated_title(), description: m.reviews_updated() };
    return goTo(`/user/${written.sellerId}#reviews`, toast);
  },
});

/** The named buyer's "Yes, I bought this": the sale then lets them review, a day after it. */
const confirm = intent<SessionUser>({
  run: async ({ context, actor, params }) => {
    if (!isUuid(String(params.id))) throw new AppError("not_found", "deal_not_yours");
    const { closedAt, sellerName } = await confirmPurchase(context.db, actor.id, String(params.id));
    const from = new Date(Math.max(Date.now(), closedAt.getTime() + REVIEW_EVIDENCE_HOURS * 3_600_000));
    return stay(
      {},
      {
        title: m.reviews_purchase_confirmed_title(),
        description: m.reviews_purchase_confirmed({ name: sellerName, date: formatDate(from) }),
      },
    );
  },
});

export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: { review, confirm_purchase: confirm } });
}

export function ErrorBoundary() {
  return <RouteErrorBoundary backTo="/" backLabel={m.site_return_home()} />;
}

export default function ReviewListing({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, seller, existing, step, reviewableFrom, voiceless } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const saving = useSubmitting("review");
  const confirming = useSubmitting("confirm_purchase");
  const title = m.reviews_page_title({ name: seller.name });
  const header = (
    <>
      <BackLink to={listingPath(listing.kind, listing.id)}>{listing.title}</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-1 text-slate-600">{m.reviews_about({ title: listing.title })}</p>
    </>
  );
  if (step === "confirm_purchase") {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-6">
        {header}
        <ActionForm className={cardClass("md", "mt-4 space-y-4")} aria-label={m.reviews_purchase_heading()}>
          <input type="hidden" name={INTENT_FIELD} value="confirm_purchase" />
          <h2 className="text-lg font-semibold text-slate-900">{m.reviews_purchase_heading()}</h2>
          <p className="text-slate-700">{m.reviews_purchase_named({ name: seller.name, title: listing.title })}</p>
          <Button type="submit" pending={confirming} size="lg" className="w-full">
            {m.reviews_purchase_confirm()}
          </Button>
        </ActionForm>
      </main>
    );
  }
  if (step === "wait") {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-6">
        {header}
        <p role="status" className={cardClass("md", "mt-4 text-slate-700")}>
          {m.reviews_purchase_wait({ name: seller.name, date: formatDate(reviewableFrom ?? new Date()) })}
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-6">
      {header}
      {voiceless ? (
        <p role="note" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {m.reviews_voiceless({ name: seller.name })}
        </p>
      ) : null}
      <ActionForm className={cardClass("md", "mt-4 space-y-4")} aria-label={title}>
        <input type="hidden" name={INTENT_FIELD} value="review" />
        <RadioGroup
          name="rating"
          legend={m.reviews_rating()}
          options={STAR_CHOICES}
          defaultValue={values.rating ?? (existing ? String(existing.rating) : undefined)}
          error={errors.rating}
          required
        />
        <TextAreaField
          name="body"
          label={m.reviews_text()}
          hint={m.reviews_text_hint({ max: REVIEW_TEXT_MAX.toLocaleString("en-US"), name: seller.name })}
          maxLength={REVIEW_TEXT_MAX}
          rows={5}
          defaultValue={values.body ?? existing?.body ?? ""}
          error={errors.body}
        />
        {existing ? (
          <p className="text-sm text-slate-600">
            {m.reviews_editable_until({ date: formatDate(existing.editableUntil) })}
          </p>
        ) : null}
        <Button type="submit" pending={saving} size="lg" className="w-full">
          {saving ? m.reviews_saving() : existing ? m.reviews_update() : m.reviews_submit()}
        </Button>
      </ActionForm>
    </main>
  );
}
