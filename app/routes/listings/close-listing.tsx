import { data } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { closeListing } from "~/.server/domain/listings/deals/close-listing";
import { type DealToClose, listDealCandidates } from "~/.server/domain/listings/deals/list-deal-candidates";
import { handleAction, intent, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, refuse } from "~/.server/http/forms-and-actions/action-outcome";
import { ActionForm } from "~/components/shared/action-form";
import { BackLink } from "~/components/shared/back-link";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { LinkButton } from "~/components/ui/link-button";
import { RadioGroup } from "~/components/ui/radio-group";
import { describeError } from "~/lib/error-text";
import { DEAL_OUTCOME, RELIST_WINDOW_DAYS } from "~/lib/listings/deal-rules";
import { type CloseListingFields, closeListingSchema } from "~/lib/listings/forms/deal";
import { kindFromPath, LISTING_KIND_RULES, type ListingKind, listingPath } from "~/lib/listings/kinds";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { pageTitle, SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/close-listing";

/** A product is marked sold, a place rented: the words follow the kind. */
const CLOSE_TEXT = {
  sold: {
    action: m.listings_mark_sold,
    buyer: m.listings_close_buyer_product,
    intro: m.listings_close_intro_product,
    doneTitle: m.listings_closed_sold_title,
    done: m.listings_closed_sold,
  },
  rented: {
    action: m.listings_mark_rented,
    buyer: m.listings_close_buyer_accommodation,
    intro: m.listings_close_intro_accommodation,
    doneTitle: m.listings_closed_rented_title,
    done: m.listings_closed_rented,
  },
} as const;

const textFor = (kind: ListingKind) => CLOSE_TEXT[DEAL_OUTCOME[kind]];

function kindOf(request: Request): ListingKind {
  const kind = kindFromPath(new URL(request.url).pathname);
  if (!kind) throw data(null, { status: 404 });
  return kind;
}

export function meta({ location }: Route.MetaArgs) {
  return [
    { title: pageTitle(textFor(kindFromPath(location.pathname) ?? "product").action()) },
    { name: "robots", content: "noindex" },
  ];
}

/** The seller's own listing only (anyone else: "not found or no permission"), and whom it may have gone to. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return listDealCandidates(context.db, user.id, kindOf(request), String(params.id));
}

const close = intent<SessionUser, CloseListingFields>({
  schema: closeListingSchema,
  // A student who never wrote about it is refused under the choice; anything else is a toast.
  refused: (error) =>
    error.reason === "deal_buyer_not_eligible"
      ? refuse(undefined, error.status, { errors: { buyerId: describeError(error).description } })
      : undefined,
  run: async ({ fields, context, actor, request, params }) => {
    const kind = kindOf(request);
    const { title } = await closeListing(context.db, actor.id, {
      kind,
      listingId: String(params.id),
      buyerId: fields.buyerId,
    });
    const words = textFor(kind);
    return goTo(LISTING_KIND_RULES[kind].myListingsPath, {
      title: words.doneTitle(),
      description: words.done({ title, days: RELIST_WINDOW_DAYS }),
    });
  },
});

export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: { close } });
}

export function ErrorBoundary() {
  return <RouteErrorBoundary backTo="/my-listings" backLabel={m.payments_back_to_my_listings()} />;
}

export default function CloseListing({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, candidates } = loaderData;
  const words = textFor(listing.kind);
  const errors = actionData?.errors ?? {};
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-6">
      <BackLink to={listingPath(listing.kind, listing.id)}>{listing.title}</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{words.action()}</h1>
      {listing.status === "active" ? (
        <CloseForm listing={listing} candidates={candidates} error={errors.buyerId} />
      ) : (
        <NotLive kind={listing.kind} />
      )}
    </main>
  );
}

/** Already sold, rented, expired or taken down: there is nothing to mark, and the page says why. */
function NotLive({ kind }: { kind: ListingKind }) {
  const why = describeError({ reason: "deal_listing_not_live", values: { kind } });
  return (
    <div className={cardClass("md", "mt-4")}>
      <p role="status" className="text-slate-700">
        {why.description}
      </p>
      <LinkButton to={LISTING_KIND_RULES[kind].myListingsPath} variant="secondary" className="mt-4">
        {m.payments_back_to_my_listings()}
      </LinkButton>
    </div>
  );
}

function CloseForm({
  listing,
  candidates,
  error,
}: {
  listing: DealToClose["listing"];
  candidates: DealToClose["candidates"];
  error?: string;
}) {
  const words = textFor(listing.kind);
  const saving = useSubmitting("close");
  return (
    <ActionForm className={cardClass("md", "mt-4 space-y-4")} aria-label={words.action()}>
      <input type="hidden" name={INTENT_FIELD} value="close" />
      <p className="text-slate-700">{words.intro({ title: listing.title })}</p>
      {candidates.length === 0 ? (
        <p className="text-sm text-slate-600">{m.listings_close_no_candidates({ site: SITE_NAME })}</p>
      ) : (
        <div>
          <p className="mb-2 text-sm text-slate-600">{m.listings_close_buyer_hint()}</p>
          <RadioGroup
            name="buyerId"
            legend={words.buyer()}
            options={[
              ...candidates.map((c) => ({ value: c.id, label: c.name })),
              { value: "", label: m.listings_close_buyer_none() },
            ]}
            defaultValue=""
            error={error}
          />
        </div>
      )}
      <p className="text-sm text-slate-600">{m.listings_close_relist_note({ days: RELIST_WINDOW_DAYS })}</p>
      <Button type="submit" pending={saving} size="lg" className="w-full">
        {saving ? m.listings_closing() : words.action()}
      </Button>
    </ActionForm>
  );
}
