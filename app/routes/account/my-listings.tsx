import { type FormEvent, useState } from "react";
import { Link, useSubmit } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { reopenListing } from "~/.server/domain/listings/deals/reopen-listing";
import { deleteListing } from "~/.server/domain/listings/delete-listing";
import { listMyListings, type MyListing } from "~/.server/domain/listings/list-my-listings";
import { renewListing } from "~/.server/domain/listings/renew-listing";
import { fileAppeal } from "~/.server/domain/moderation/file-appeal";
import { handleAction, intent, signedIn, UNKNOWN_INTENT_TOAST } from "~/.server/http/forms-and-actions/action-kit";
import { refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { CardImage } from "~/components/listings/listing-image";
import { MarkClosedLink } from "~/components/listings/mark-closed-link";
import { MyListingModeration } from "~/components/moderation/my-listing-moderation";
import { ActionForm, useSubmitOnceToken } from "~/components/shared/action-form";
import { BackLink } from "~/components/shared/back-link";
import { LoadErrorBoundary } from "~/components/shared/route-error";
import { useHydrated } from "~/components/shared/use-hydrated";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { type ReopenListingFields, reopenListingSchema } from "~/lib/listings/forms/deal";
import {
  isListingKind,
  kindFromMyListingsTab,
  LISTING_KIND_RULES,
  LISTING_KINDS,
  type ListingKind,
  listingPath,
} from "~/lib/listings/kinds";
import { LISTING_KIND_TEXT } from "~/lib/listings/kinds/texts";
import { listingStatusLabel } from "~/lib/listings/labels/status-labels";
import { listingLabel, MY_LISTINGS_TEXT, statusTone } from "~/lib/listings/my-listings-text";
import { type AppealInput, appealSchema } from "~/lib/moderation/forms/appeal";
import { formatDate } from "~/lib/shared/dates";
import type { FieldErrors } from "~/lib/shared/forms/form-errors";
import { formatFee, formatPrice, formatRent } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";
import { SUBMIT_ONCE_FIELD } from "~/lib/shared/submit-once";
import { isUuid } from "~/lib/shared/uuid";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/my-listings";

export function meta() {
  return [{ title: pageTitle(m.listings_my_listings_title()) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const tab = kindFromMyListingsTab(new URL(request.url).searchParams.get("tab"));
  return { tab, mine: await listMyListings(context.db, user.id) };
}

interface DeleteAnswer {
  /** Without JavaScript the question is asked by the page itself. */
  confirm: { kind: ListingKind; id: string; title: string };
}

/** Deleting a listing, once its owner has said yes. */
const remove = intent<SessionUser, Record<string, string>, DeleteAnswer>({
  run: async ({ fields, context, actor }) => {
    const kind: ListingKind = isListingKind(fields.kind) ? fields.kind : "product";
    const id = fields.id ?? "";
    if (!isUuid(id)) return refuse(UNKNOWN_INTENT_TOAST);
    if (fields.confirmed !== "yes") return stay({ confirm: { kind, id, title: (fields.title ?? "").slice(0, 120) } });
    await deleteListing(context.db, context.storage, actor.id, kind, id);
    return stay({}, { title: m.listings_deleted_title(), description: LISTING_KIND_TEXT[kind].deleted });
  },
});

/**
 * The seller's appeal of a listing taken down: against the safety net it puts the listing first in
 * the moderators' queue; against a moderator's hiding or removal it goes back to the queue.
 * A refused text comes back with its field errors and what was typed, for the card it was sent from.
 */
const appeal = intent<SessionUser, AppealInput, DeleteAnswer>({
  schema: appealSchema,
  run: async ({ fields, context, actor }) => {
    const { against } = await fileAppeal(context.db, actor.id, fields);
    return stay(
      {},
      {
        title: m.listings_appeal_sent_title(),
        description: against === "safety_net" ? m.listings_review_request_sent() : m.listings_appeal_sent(),
      },
    );
  },
});

/** A sold or rented listing back up, within its 30 days and without a fee (the domain checks both). */
const relist = intent<SessionUser, ReopenListingFields, DeleteAnswer>({
  schema: reopenListingSchema,
  run: async ({ fields, context, actor }) => {
    const { title, status } = await reopenListing(context.db, actor.id, fields);
    return stay(
      {},
      {
        title: m.listings_relisted_title(),
        description: status === "active" ? m.listings_relisted({ title }) : m.listings_relisted_fee_due({ title }),
      },
    );
  },
});

/** Renewed, free: an expired listing listed again, a live one in its last days given a new end (the domain checks which). */
const renew = intent<SessionUser, ReopenListingFields, DeleteAnswer>({
  schema: reopenListingSchema,
  run: async ({ fields, context, actor }) => {
    const { title, status, expiresAt } = await renewListing(context.db, actor.id, fields);
    const description =
      status === "active" && expiresAt
        ? m.listings_renewed({ title, date: formatDate(expiresAt) })
        : m.listings_renewed_fee_due({ title });
    return stay({}, { title: m.listings_renewed_title(), description });
  },
});

export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: { delete: remove, appeal, relist, renew } });
}

export function ErrorBoundary() {
  return (
    <LoadErrorBoundary
      message={MY_LISTINGS_TEXT.loadFailed}
      backTo="/dashboard"
      backLabel={m.listings_back_to_dashboard()}
    />
  );
}

export default function MyListings({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, mine } = loaderData;
  const rules = LISTING_KIND_RULES[tab];
  const submit = useSubmit();
  // The dialog sends the form by script: with the page's token, so a double tap deletes once.
  const onceToken = useSubmitOnceToken();
  const hydrated = useHydrated();
  const [asking, setAsking] = useState<{ kind: ListingKind; id: string } | null>(null);

  const listings = mine[tab];
  const confirmDelete = (kind: ListingKind, id: string) =>
    submit({ intent: "delete", kind, id, confirmed: "yes", [SUBMIT_ONCE_FIELD]: onceToken }, { method: "post" });

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <BackLink to="/dashboard">{m.listings_back_to_dashboard()}</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{m.listings_my_listings_title()}</h1>

      <nav aria-label={m.listings_listing_type()} className="mt-5 flex gap-2 border-b border-slate-200">
        {LISTING_KINDS.map((kind) => (
          <Link
            key={kind}
            to={LISTING_KIND_RULES[kind].myListingsPath}
            aria-current={tab === kind ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${tab === kind ? "border-brand text-brand" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {`${LISTING_KIND_TEXT[kind].mine.tab} (${mine[kind].length})`}
          </Link>
        ))}
      </nav>

      {actionData?.confirm ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-title"
          aria-describedby="confirm-text"
          className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4"
        >
          <h2 id="confirm-title" className="font-semibold text-red-900">
            {LISTING_KIND_TEXT[actionData.confirm.kind].deleteTitle}: <bdi>{actionData.confirm.title}</bdi>
          </h2>
          <p id="confirm-text" className="mt-1 text-sm text-red-900">
            {LISTING_KIND_TEXT[actionData.confirm.kind].deleteQuestion}
          </p>
          <ActionForm className="mt-3 flex gap-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="kind" value={actionData.confirm.kind} />
            <input type="hidden" name="id" value={actionData.confirm.id} />
            <input type="hidden" name="confirmed" value="yes" />
            <Button type="submit" variant="danger">
              {m.listings_delete()}
            </Button>
            <Link
              to={rules.myListingsPath}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700"
            >
              {m.listings_cancel()}
            </Link>
          </ActionForm>
        </div>
      ) : null}

      <div className="mt-5 flex justify-end">
        <Link
          to={`${rules.path}/post`}
          className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-strong"
        >
          {LISTING_KIND_TEXT[rules.kind].postButton}
        </Link>
      </div>

      {listings.length === 0 ? (
        <div className="mt-5">
          <EmptyState
            title={LISTING_KIND_TEXT[rules.kind].mine.emptyTitle}
            hint={LISTING_KIND_TEXT[rules.kind].mine.emptyHint}
            action={
              <Link
                to={`${rules.path}/post`}
                className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
              >
                {LISTING_KIND_TEXT[rules.kind].mine.emptyAction}
              </Link>
            }
          />
        </div>
      ) : (
        <ul
          className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={LISTING_KIND_TEXT[rules.kind].mine.listLabel}
        >
          {listings.map((listing) => (
            <MyListingCard
              key={listing.id}
              kind={tab}
              listing={listing}
              refusedAppeal={
                actionData?.values?.listingId === listing.id
                  ? { errors: actionData.errors, text: actionData.values.text }
                  : undefined
              }
              onDelete={
                hydrated
                  ? (event) => {
                      event.preventDefault();
                      setAsking({ kind: tab, id: listing.id });
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={asking !== null}
        title={LISTING_KIND_TEXT[asking?.kind ?? tab].deleteTitle}
        message={LISTING_KIND_TEXT[asking?.kind ?? tab].deleteQuestion}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void confirmDelete(asking.kind, asking.id);
          setAsking(null);
        }}
      />
    </main>
  );
}

function MyListingCard({
  kind,
  listing,
  refusedAppeal,
  onDelete,
}: {
  kind: ListingKind;
  listing: MyListing;
  refusedAppeal?: { errors?: FieldErrors; text?: string };
  onDelete?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <li className={cardClass("none", "flex flex-col overflow-hidden")}>
      <CardImage src={listing.coverUrl} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          {listing.label ? <Badge tone="sky">{listingLabel(kind, listing.label)}</Badge> : null}
          <Badge tone={statusTone(listing.status)}>{listingStatusLabel(listing.status)}</Badge>
        </div>
        <h2 className="font-semibold text-slate-900">
          {/* Every listing opens; one the public cannot see shows the seller a notice saying so. */}
          <Link to={listingPath(kind, listing.id)} className="inline-flex min-h-6 items-center hover:text-brand">
            {listing.title}
          </Link>
        </h2>
        <p className="font-bold text-brand">
          {LISTING_KIND_RULES[kind].pricedMonthly ? formatRent(listing.price) : formatPrice(listing.price)}
        </p>
        <p className="text-sm text-slate-600">{m.listings_views({ count: listing.viewsCount })}</p>
        <p className="text-xs text-slate-600">
          {m.listings_figures({
            week: listing.figures.views7,
            month: listing.figures.views30,
            saves: listing.figures.saves,
            conversations: listing.figures.conversations,
          })}
        </p>
        {listing.status === "active" && listing.expiresAt ? (
          <p className="text-sm text-slate-600">{m.listings_expires_on({ date: formatDate(listing.expiresAt) })}</p>
        ) : null}
        {listing.status === "expired" ? <p className="text-sm text-amber-800">{m.listings_expired_note()}</p> : null}
        {!listing.feePaid ? (
          <p className="text-sm text-amber-800">{m.listings_fee_due({ fee: formatFee(listing.feeAmount) })}</p>
        ) : null}
        <MyListingModeration listing={listing} refused={refusedAppeal} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {!listing.feePaid ? (
            <Link
              to={`/my-listings/${listing.id}/pay`}
              aria-label={m.listings_pay_fee_named({ title: listing.title })}
              className="inline-flex min-h-11 items-center rounded-md bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-strong"
            >
              {m.listings_pay_fee()}
            </Link>
          ) : null}
          <DealControl kind={kind} listing={listing} />
          <Link
            to={`${listingPath(kind, listing.id)}/edit`}
            aria-label={m.listings_edit_named({ title: listing.title })}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            {m.listings_edit()}
          </Link>
          <ActionForm onSubmit={onDelete}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={listing.id} />
            <input type="hidden" name="title" value={listing.title} />
            <Button
              type="submit"
              variant="danger-outline"
              size="sm"
              aria-label={m.listings_delete_named({ title: listing.title })}
            >
              {m.listings_delete()}
            </Button>
          </ActionForm>
        </div>
      </div>
    </li>
  );
}

/**
 * A live listing is marked sold or rented on its own page; a closed one goes back up here, within
 * its days; an expired one, or a live one in its last days, is renewed here, free.
 */
function DealControl({ kind, listing }: { kind: ListingKind; listing: MyListing }) {
  const relisting = useSubmitting("relist", { listingId: listing.id });
  const renew = listing.renewable ? <RenewButton kind={kind} listing={listing} /> : null;
  if (listing.status === "active")
    return (
      <>
        {renew}
        <MarkClosedLink kind={kind} id={listing.id} title={listing.title} />
      </>
    );
  if (renew) return renew;
  if (!listing.relistUntil) return null;
  return (
    <ActionForm>
      <input type="hidden" name="intent" value="relist" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="listingId" value={listing.id} />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        pending={relisting}
        aria-label={m.listings_relist_named({ title: listing.title })}
      >
        {m.listings_relist()}
      </Button>
    </ActionForm>
  );
}

function RenewButton({ kind, listing }: { kind: ListingKind; listing: MyListing }) {
  const renewing = useSubmitting("renew", { listingId: listing.id });
  return (
    <ActionForm id={`renew-${listing.id}`}>
      <input type="hidden" name="intent" value="renew" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="listingId" value={listing.id} />
      <Button type="submit" size="sm" pending={renewing} aria-label={m.listings_renew_named({ title: listing.title })}>
        {m.listings_renew()}
      </Button>
    </ActionForm>
  );
}
