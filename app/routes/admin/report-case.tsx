import { Link } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { getReportCase, type ReportCase } from "~/.server/domain/moderation/get-report-case";
import { handleAction, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { Stars } from "~/components/reviews/stars";
import { ActionForm } from "~/components/shared/action-form";
import { BackLink } from "~/components/shared/back-link";
import { PersonAvatar } from "~/components/shared/person-avatar";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Badge } from "~/components/ui/badge";
import { Button, type ButtonVariant } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { userTypeLabel } from "~/lib/accounts/user-type";
import { listingKindOf, listingPath } from "~/lib/listings/kinds";
import { listingStatusLabel } from "~/lib/listings/labels/status-labels";
import { isPageViewable, isRestorable, mayMove } from "~/lib/listings/listing-status";
import { statusTone } from "~/lib/listings/my-listings-text";
import { moderationLogActionLabel, reportReasonLabel, reportTargetKindLabel } from "~/lib/moderation/moderation-labels";
import {
  MODERATION_NOTE_MAX,
  type ModerationAction,
  type ReportTargetKind,
  SUSPENSION_LENGTHS,
  type SuspensionLength,
} from "~/lib/moderation/report-rules";
import { memberFor } from "~/lib/sellers/people";
import { formatDate, formatDateTime } from "~/lib/shared/dates";
import { cardImageUrl } from "~/lib/shared/images";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { formatPrice, formatRent } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/report-case";
import { REPORT_CASE_INTENTS } from "./report-case-intents.server";

export function meta() {
  return [{ title: pageTitle(m.moderation_console_case_title()) }, { name: "robots", content: "noindex" }];
}

/** Signed in, then the domain checks the role: a student is answered 403 before anything about the case is read. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const view = await getReportCase(context.db, user.id, params.kind, params.id);
  return { view, me: user.id };
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: REPORT_CASE_INTENTS });
}

export function ErrorBoundary() {
  return (
    <>
      <title>{pageTitle(m.moderation_console_case_title())}</title>
      <RouteErrorBoundary backTo="/admin/reports" backLabel={m.moderation_console_back_to_queue()} />
    </>
  );
}

const LENGTH_LABELS: Record<SuspensionLength, () => string> = {
  "7d": m.moderation_console_length_7d,
  "30d": m.moderation_console_length_30d,
  indefinite: m.moderation_console_length_indefinite,
};

/** Each action's form: its heading, what it does, its button (Playwright finds them by these names) and its look. */
const ACTIONS: Record<
  ModerationAction,
  { heading: () => string; hint: () => string; button: () => string; variant: ButtonVariant }
> = {
  dismiss: {
    heading: m.moderation_console_action_dismiss_heading,
    hint: m.moderation_console_action_dismiss_hint,
    button: m.moderation_console_action_dismiss,
    variant: "secondary",
  },
  hide: {
    heading: m.moderation_console_action_hide_heading,
    hint: m.moderation_console_action_hide_hint,
    button: m.moderation_console_action_hide,
    variant: "secondary",
  },
  remove: {
    heading: m.moderation_console_action_remove_heading,
    hint: m.moderation_console_action_remove_hint,
    button: m.moderation_console_action_remove,
    variant: "danger",
  },
  warn: {
    heading: m.moderation_console_action_warn_heading,
    hint: m.moderation_console_action_warn_hint,
    button: m.moderation_console_action_warn,
    variant: "secondary",
  },
  suspend: {
    heading: m.moderation_console_action_suspend_heading,
    hint: m.moderation_console_action_suspend_hint,
    button: m.moderation_console_action_suspend,
    variant: "danger",
  },
  restore: {
    heading: m.moderation_console_action_restore_heading,
    hint: m.moderation_console_action_restore_hint,
    button: m.moderation_console_action_restore,
    variant: "primary",
  },
};

/** A review's hide and restore, worded for a review; its other actions read as for any case. */
const REVIEW_ACTIONS: Partial<typeof ACTIONS> = {
  hide: {
    heading: m.moderation_review_action_hide_heading,
    hint: m.moderation_review_action_hide_hint,
    button: m.moderation_review_action_hide,
    variant: "secondary",
  },
  restore: {
    heading: m.moderation_review_action_restore_heading,
    hint: m.moderation_review_action_restore_hint,
    button: m.moderation_review_action_restore,
    variant: "primary",
  },
};

/** The actions that apply to the case now: the domain refuses the others all the same. */
function actionsFor(view: ReportCase, me: string): ModerationAction[] {
  if (view.ownerId === me) return [];
  const listing = view.target?.kind === "listing" ? view.target : null;
  const review = view.target?.kind === "review" ? view.target : null;
  const available: ModerationAction[] = [];
  if (view.openReports > 0 || view.appeal?.status === "open") available.push("dismiss");
  if (review) available.push(review.hidden ? "restore" : "hide");
  if (listing && mayMove(listing.status, "hidden", "moderator")) available.push("hide");
  if (listing && mayMove(listing.status, "removed", "moderator")) available.push("remove");
  if (listing && isRestorable(listing.status)) available.push("restore");
  if (view.owner) available.push("warn");
  if (view.owner?.role === "user") available.push("suspend");
  return available;
}

export default function ReportCasePage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, me } = loaderData;
  const actions = actionsFor(view, me);
  const own = view.ownerId === me;
  // A decision appends to the log: the forms start empty again for the next one.
  const formsKey = `${view.caseActions[0]?.id ?? 0}`;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-6">
      <BackLink to="/admin/reports">{m.moderation_console_back_to_queue()}</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {m.moderation_console_case_heading({ kind: reportTargetKindLabel(view.kind) })}
      </h1>
      <p className="text-sm text-slate-600">{m.moderation_console_case_open_reports({ count: view.openReports })}</p>

      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Card heading={m.moderation_console_target_heading()}>
            <div className="mt-3">
              <TargetView view={view} />
            </div>
          </Card>
          {view.appeal ? (
            <Card heading={m.moderation_console_appeal_heading()}>
              <p className="mt-2 text-xs text-slate-500">
                {view.appeal.status === "open" ? (
                  <Badge tone="amber">{m.moderation_console_appeal_open()}</Badge>
                ) : (
                  <Badge>{m.moderation_console_appeal_decided()}</Badge>
                )}{" "}
                {m.moderation_console_appeal_filed({ date: formatDateTime(view.appeal.createdAt) })}
              </p>
              <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">{view.appeal.text}</p>
            </Card>
          ) : null}
          <Card heading={m.moderation_console_reports_heading({ count: view.reports.length })}>
            <ul className="mt-2 divide-y divide-slate-100">
              {view.reports.map((report) => (
                <li key={report.id} className="py-3 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{reportReasonLabel(report.reason)}</span>
                    {report.counted ? (
                      <Badge tone="sky">{m.moderation_console_reporter_established()}</Badge>
                    ) : (
                      <Badge>{m.moderation_console_reporter_new()}</Badge>
                    )}
                    <ReportStatus status={report.status} outcome={report.outcome} />
                  </p>
                  <p className="text-xs text-slate-500">
                    {report.reporterName ? <bdi>{report.reporterName}</bdi> : m.moderation_console_deleted_account()} ·{" "}
                    {formatDateTime(report.createdAt)}
                  </p>
                  {report.details ? (
                    <p className="mt-1 whitespace-pre-line break-words text-slate-700">{report.details}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </Card>
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <OwnerCard view={view} />
          <section aria-labelledby="decide-heading" className="flex flex-col gap-3" key={formsKey}>
            <h2 id="decide-heading" className="text-lg font-semibold text-slate-900">
              {m.moderation_console_decide_heading()}
            </h2>
            {own ? <p className="text-sm text-slate-600">{m.moderation_console_own_case()}</p> : null}
            {!own && actions.length === 0 ? (
              <p className="text-sm text-slate-600">{m.moderation_console_nothing_to_decide()}</p>
            ) : null}
            {actions.map((action) => (
              <ActionCard
                key={action}
                action={action}
                kind={view.kind}
                error={actionData?.failed === action ? actionData.errors : undefined}
                note={actionData?.failed === action ? actionData.values?.note : undefined}
              />
            ))}
          </section>
          <History
            title={m.moderation_console_case_history_heading()}
            entries={view.caseActions}
            empty={m.moderation_console_case_history_empty()}
          />
          <History
            title={m.moderation_console_owner_history_heading()}
            entries={view.pastActions}
            empty={m.moderation_console_owner_history_empty()}
          />
        </div>
      </div>
    </main>
  );
}

function ReportStatus({ status, outcome }: { status: string; outcome: string | null }) {
  if (status === "open") return <Badge tone="amber">{m.moderation_console_report_open()}</Badge>;
  return outcome === "actioned" ? (
    <Badge tone="red">{m.moderation_console_report_actioned()}</Badge>
  ) : (
    <Badge tone="emerald">{m.moderation_console_report_dismissed()}</Badge>
  );
}

function ActionCard({
  action,
  kind,
  error,
  note,
}: {
  action: ModerationAction;
  kind: ReportTargetKind;
  error?: Partial<Record<string, string>>;
  note?: string;
}) {
  const { heading, hint, button, variant } =
    (kind === "review" ? REVIEW_ACTIONS[action] : undefined) ?? ACTIONS[action];
  const sending = useSubmitting(action);
  const headingId = `action-${action}-heading`;
  return (
    <Card as="section" aria-labelledby={headingId} padding="sm">
      <ActionForm aria-labelledby={headingId} className="flex flex-col gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {heading()}
        </h3>
        <p className="text-xs text-slate-600">{hint()}</p>
        <input type="hidden" name={INTENT_FIELD} value={action} />
        <TextAreaField
          idPrefix={`action-${action}`}
          name="note"
          label={m.moderation_console_note_label()}
          required
          maxLength={MODERATION_NOTE_MAX}
          rows={2}
          defaultValue={note}
          error={error?.note}
        />
        {action === "suspend" ? (
          <SelectField
            idPrefix={`action-${action}`}
            name="length"
            label={m.moderation_console_length_label()}
            options={SUSPENSION_LENGTHS.map((length) => ({ value: length, label: LENGTH_LABELS[length]() }))}
            defaultValue="7d"
            error={error?.length}
          />
        ) : null}
        <div>
          <Button type="submit" variant={variant} pending={sending}>
            {button()}
          </Button>
        </div>
      </ActionForm>
    </Card>
  );
}

/** A snapshot's text field, when it is text. */
const text = (snapshot: Record<string, unknown> | null, key: string): string | null =>
  typeof snapshot?.[key] === "string" && snapshot[key] ? (snapshot[key] as string) : null;

function TargetView({ view }: { view: ReportCase }) {
  const target = view.target;
  if (!target) return <GoneTarget kind={view.kind} snapshot={view.snapshot} />;
  switch (target.kind) {
    case "listing": {
      const kind = listingKindOf(target.listingKind);
      return (
        <div>
          <Photos urls={target.imageUrls} title={target.title} />
          <p className="mt-3 flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold text-slate-900">
              <bdi>{target.title}</bdi>
            </span>
            <Badge tone={statusTone(target.status)}>{listingStatusLabel(target.status)}</Badge>
          </p>
          <p className="font-semibold text-slate-900">
            {kind === "accommodation" ? formatRent(target.price) : formatPrice(target.price)}
          </p>
          {target.location ? <p className="text-sm text-slate-600">{target.location}</p> : null}
          {target.description ? (
            <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">{target.description}</p>
          ) : null}
          <p className="mt-2 text-sm text-slate-600">
            {m.moderation_console_listing_seller()}{" "}
            <Link to={`/user/${target.sellerId}`} className="font-medium text-brand hover:underline">
              <bdi>{target.sellerName}</bdi>
            </Link>{" "}
            · {m.moderation_console_listing_posted({ date: formatDate(target.createdAt) })}
          </p>
          {target.moderationNote ? (
            <p className="mt-2 text-sm text-amber-800">
              {m.moderation_console_listing_note({ note: target.moderationNote })}
            </p>
          ) : null}
          {isPageViewable(target.status) ? (
            <p className="mt-2 text-sm">
              <Link
                to={listingPath(kind, target.id)}
                className="inline-flex min-h-6 items-center font-medium text-brand hover:underline"
              >
                {m.moderation_console_open_listing_page()}
              </Link>
            </p>
          ) : null}
        </div>
      );
    }
    case "user":
      return (
        <div className="flex items-center gap-3">
          <PersonAvatar name={target.fullName} imageUrl={target.profileImageUrl} size={56} />
          <Link
            to={`/user/${target.id}`}
            className="inline-flex min-h-6 items-center font-semibold text-brand hover:underline"
          >
            <bdi>{target.fullName}</bdi>
          </Link>
        </div>
      );
    case "shop":
      return (
        <div>
          <div className="flex items-center gap-3">
            {target.logoUrl ? (
              <img
                src={target.logoUrl}
                alt={m.moderation_console_shop_logo({ name: target.name })}
                width={56}
                height={56}
                className="size-14 rounded-lg object-cover"
              />
            ) : null}
            <Link
              to={`/shops/${target.id}`}
              className="inline-flex min-h-6 items-center font-semibold text-brand hover:underline"
            >
              <bdi>{target.name}</bdi>
            </Link>
          </div>
          <p className="mt-1 text-sm text-slate-600">{target.location}</p>
          {target.description ? (
            <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">{target.description}</p>
          ) : null}
        </div>
      );
    case "message":
      return (
        <div>
          <p className="text-xs text-slate-500">{m.moderation_console_message_context()}</p>
          <ol className="mt-2 flex flex-col gap-2" aria-label={m.moderation_console_message_context_label()}>
            {target.context.map((message) => (
              <li
                key={message.id}
                className={`rounded-lg p-3 text-sm ${message.reported ? "border-2 border-red-300 bg-red-50" : "bg-slate-50"}`}
              >
                <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <span className="font-medium text-slate-800">
                    <bdi>{message.senderName}</bdi>
                  </span>
                  <span>{formatDateTime(message.createdAt)}</span>
                  {message.reported ? <Badge tone="red">{m.moderation_console_message_reported()}</Badge> : null}
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-slate-800">{message.body}</p>
              </li>
            ))}
          </ol>
        </div>
      );
    case "review":
      return (
        <div className="text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Stars rating={target.rating} />
            {target.hidden ? (
              <Badge tone="red">{m.moderation_review_hidden()}</Badge>
            ) : (
              <Badge tone="emerald">{m.moderation_review_shown()}</Badge>
            )}
            <span className="text-xs text-slate-500">
              {m.moderation_review_written({ date: formatDateTime(target.createdAt) })}
            </span>
          </p>
          {target.body ? (
            <p className="mt-2 whitespace-pre-line break-words text-slate-800">{target.body}</p>
          ) : (
            <p className="mt-2 text-slate-500">{m.moderation_review_no_text()}</p>
          )}
          {target.reply ? (
            <div className="mt-3 rounded-lg bg-slate-50 p-3">
              <p className="font-medium text-slate-800">{m.moderation_review_reply()}</p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-700">{target.reply}</p>
            </div>
          ) : null}
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1 text-slate-600">
            <dt>{m.moderation_review_writer()}</dt>
            <dd>
              {target.reviewerName !== null ? (
                <Link to={`/user/${target.writerId}`} className="font-medium text-brand hover:underline">
                  <bdi>{target.reviewerName}</bdi>
                </Link>
              ) : (
                m.moderation_review_former_student()
              )}
            </dd>
            <dt>{m.moderation_review_seller()}</dt>
            <dd>
              <Link to={`/user/${target.sellerId}`} className="font-medium text-brand hover:underline">
                <bdi>{target.sellerName}</bdi>
              </Link>
            </dd>
            <dt>{m.moderation_review_listing()}</dt>
            <dd>
              {target.listing ? (
                <Link
                  to={listingPath(listingKindOf(target.listing.kind), target.listing.id)}
                  className="font-medium text-brand hover:underline"
                >
                  <bdi>{target.listing.title}</bdi>
                </Link>
              ) : (
                m.moderation_review_listing_removed()
              )}
            </dd>
          </dl>
          {target.hidden ? null : (
            <p className="mt-2">
              <Link
                to={`/user/${target.sellerId}#review-${target.id}`}
                className="inline-flex min-h-6 items-center font-medium text-brand hover:underline"
              >
                {m.moderation_review_open_profile()}
              </Link>
            </p>
          )}
        </div>
      );
  }
}

/** The target was deleted: what the latest report saw, which is all that is left. */
function GoneTarget({ kind, snapshot }: { kind: ReportTargetKind; snapshot: Record<string, unknown> | null }) {
  const title = text(snapshot, "title") ?? text(snapshot, "name") ?? text(snapshot, "fullName");
  const images = Array.isArray(snapshot?.imageUrls)
    ? (snapshot.imageUrls as unknown[]).filter((url): url is string => typeof url === "string")
    : [];
  const price = typeof snapshot?.price === "string" || typeof snapshot?.price === "number" ? snapshot.price : null;
  const rating =
    kind === "review" && typeof snapshot?.rating === "number" && snapshot.rating >= 1 && snapshot.rating <= 5
      ? snapshot.rating
      : null;
  return (
    <div>
      <p className="text-sm text-amber-800">
        {m.moderation_console_target_gone({ kind: reportTargetKindLabel(kind) })}
      </p>
      {rating !== null ? (
        <p className="mt-2">
          <Stars rating={rating} />
        </p>
      ) : null}
      {images.length ? <Photos urls={images} title={title ?? ""} /> : null}
      {title ? (
        <p className="mt-2 font-semibold text-slate-900">
          <bdi>{title}</bdi>
        </p>
      ) : null}
      {price !== null ? <p className="font-semibold text-slate-900">{formatPrice(price)}</p> : null}
      {text(snapshot, "description") ? (
        <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">{text(snapshot, "description")}</p>
      ) : null}
      {text(snapshot, "body") ? (
        <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          {text(snapshot, "body")}
        </p>
      ) : null}
    </div>
  );
}

function Photos({ urls, title }: { urls: string[]; title: string }) {
  if (urls.length === 0) return <p className="text-sm text-slate-500">{m.moderation_console_no_photos()}</p>;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={m.moderation_console_photos_label()}>
      {urls.map((url, index) => (
        <li key={url}>
          <a href={url} className="block overflow-hidden rounded-lg bg-slate-100">
            <img
              src={cardImageUrl(url) ?? url}
              alt={m.moderation_console_photo_alt({ title, number: index + 1, count: urls.length })}
              width={480}
              height={360}
              loading="lazy"
              className="aspect-[4/3] w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function OwnerCard({ view }: { view: ReportCase }) {
  const owner = view.owner;
  return (
    <Card heading={m.moderation_console_owner_heading()}>
      {owner ? (
        <div className="mt-2 flex flex-col gap-1 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Link
              to={`/user/${owner.id}`}
              className="inline-flex min-h-6 items-center font-medium text-brand hover:underline"
            >
              <bdi>{owner.fullName}</bdi>
            </Link>
            {owner.verified ? (
              <Badge tone="emerald">{m.moderation_console_owner_verified()}</Badge>
            ) : (
              <Badge>{userTypeLabel(owner.userType)}</Badge>
            )}
            {owner.role !== "user" ? (
              <Badge tone="violet">
                {owner.role === "admin" ? m.moderation_console_role_admin() : m.moderation_console_role_moderator()}
              </Badge>
            ) : null}
            {owner.emailVerified ? null : <Badge>{m.moderation_console_owner_unconfirmed()}</Badge>}
          </p>
          <p className="text-slate-600">
            {m.moderation_console_owner_joined({ date: formatDate(owner.createdAt), age: memberFor(owner.createdAt) })}
          </p>
          <p className={owner.suspended ? "font-medium text-red-700" : "text-slate-600"}>
            {owner.suspended
              ? owner.suspendedUntil
                ? m.moderation_console_owner_suspended_until({ date: formatDateTime(owner.suspendedUntil) })
                : m.moderation_console_owner_suspended_indefinitely()
              : m.moderation_console_owner_not_suspended()}
          </p>
          <p className="text-slate-600">
            {m.moderation_console_owner_other_reports({ count: view.ownerOtherOpenReports })}
          </p>
          <p>
            <Link
              to={`/admin/moderation-log?subject=${owner.id}`}
              className="inline-flex min-h-6 items-center font-medium text-brand hover:underline"
            >
              {m.moderation_console_owner_log_link()}
            </Link>
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{m.moderation_console_owner_gone()}</p>
      )}
    </Card>
  );
}

function History({ title, entries, empty }: { title: string; entries: ReportCase["pastActions"]; empty: string }) {
  return (
    <Card heading={title}>
      {entries.length === 0 ? <p className="mt-2 text-sm text-slate-600">{empty}</p> : null}
      <ul className="mt-2 divide-y divide-slate-100">
        {entries.map((entry) => (
          <li key={entry.id} className="py-2 text-sm">
            <p className="font-medium text-slate-900">{moderationLogActionLabel(entry.action)}</p>
            <p className="text-xs text-slate-500">
              {entry.actorName ? <bdi>{entry.actorName}</bdi> : m.moderation_console_log_system()} ·{" "}
              {formatDateTime(entry.createdAt)}
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-slate-700">
              {entry.actorId === null && entry.note === "safety_net"
                ? m.moderation_console_log_safety_net_note()
                : entry.note}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
