import { Form, Link } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { listReportQueue } from "~/.server/domain/moderation/list-report-queue";
import { Pagination } from "~/components/shared/pagination";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { SelectField } from "~/components/ui/select-field";
import { reportReasonLabel, reportTargetKindLabel } from "~/lib/moderation/moderation-labels";
import { REPORT_REASONS, REPORT_TARGET_KINDS } from "~/lib/moderation/report-rules";
import { formatDateTime } from "~/lib/shared/dates";
import { readQuery } from "~/lib/shared/query-params";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/reports";

const STATES = ["open", "resolved"] as const;

// The page's vocabularies as message functions, worded when rendered.
const STATE_LABELS: Record<(typeof STATES)[number], () => string> = {
  open: m.moderation_console_state_open,
  resolved: m.moderation_console_state_resolved,
};

export function meta() {
  return [{ title: pageTitle(m.moderation_console_queue_title()) }, { name: "robots", content: "noindex" }];
}

/** Signed in, then the domain checks the role: a student is answered 403. A filter that makes no sense is dropped. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const query = readQuery(new URL(request.url).searchParams);
  const state = query.oneOf("state", STATES) ?? "open";
  const kind = query.oneOf("kind", REPORT_TARGET_KINDS);
  const reason = query.oneOf("reason", REPORT_REASONS);
  const result = await listReportQueue(context.db, user.id, { state, targetKind: kind, reason, page: query.page() });
  return { ...result, state, kind: kind ?? "", reason: reason ?? "" };
}

export function ErrorBoundary() {
  return (
    <>
      <title>{pageTitle(m.moderation_console_queue_title())}</title>
      <RouteErrorBoundary backTo="/dashboard" backLabel={m.moderation_console_back_to_dashboard()} />
    </>
  );
}

export default function ReportQueue({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pages, state, kind, reason } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{m.moderation_console_queue_title()}</h1>
        <Link
          to="/admin/moderation-log"
          className="inline-flex min-h-6 items-center text-sm font-medium text-brand hover:underline"
        >
          {m.moderation_console_log_link()}
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        {state === "open"
          ? m.moderation_console_queue_open_count({ count: total })
          : m.moderation_console_queue_resolved_count({ count: total })}
      </p>

      <Form
        method="get"
        role="search"
        aria-label={m.moderation_console_queue_filters()}
        className="mt-4 grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
      >
        <SelectField
          idPrefix="queue"
          name="state"
          label={m.moderation_console_filter_state()}
          defaultValue={state}
          options={STATES.map((value) => ({ value, label: STATE_LABELS[value]() }))}
        />
        <SelectField
          idPrefix="queue"
          name="kind"
          label={m.moderation_console_filter_kind()}
          defaultValue={kind}
          options={[
            { value: "", label: m.moderation_console_filter_any_kind() },
            ...REPORT_TARGET_KINDS.map((value) => ({ value, label: reportTargetKindLabel(value) })),
          ]}
        />
        <SelectField
          idPrefix="queue"
          name="reason"
          label={m.moderation_console_filter_reason()}
          defaultValue={reason}
          options={[
            { value: "", label: m.moderation_console_filter_any_reason() },
            ...REPORT_REASONS.map((value) => ({ value, label: reportReasonLabel(value) })),
          ]}
        />
        <Button type="submit">{m.moderation_console_filter_show()}</Button>
      </Form>

      <ul
        className={cardClass("none", "mt-4 divide-y divide-slate-100")}
        aria-label={m.moderation_console_queue_list()}
      >
        {items.length === 0 ? (
          <li className="p-4 text-sm text-slate-600">
            {state === "open" ? m.moderation_console_queue_empty() : m.moderation_console_queue_none_resolved()}
          </li>
        ) : null}
        {items.map((row) => (
          <li key={`${row.kind}:${row.id}`} className="p-4">
            <Link
              to={`/admin/reports/${row.kind}/${row.id}`}
              className="inline-flex min-h-6 items-center font-medium text-slate-900 hover:text-brand hover:underline"
            >
              <bdi>{row.excerpt || reportTargetKindLabel(row.kind)}</bdi>
            </Link>
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <Badge>{reportTargetKindLabel(row.kind)}</Badge>
              {row.rating !== null ? (
                <span className="text-xs text-slate-600">{m.reviews_rated({ rating: row.rating })}</span>
              ) : null}
              {row.topReason ? (
                <Badge tone={row.topReason === "scam" ? "red" : "amber"}>{reportReasonLabel(row.topReason)}</Badge>
              ) : null}
              {row.appealOpen ? (
                <Badge tone="violet">
                  {row.netTakenDownAt
                    ? m.moderation_console_queue_review_requested()
                    : m.moderation_console_queue_appeal()}
                </Badge>
              ) : null}
              {row.netTakenDownAt ? (
                <Badge tone="red">
                  {m.moderation_console_queue_net_taken_down({ hours: hoursSince(row.netTakenDownAt) })}
                </Badge>
              ) : null}
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {m.moderation_console_queue_counted({ count: row.countedReporters })} ·{" "}
              {m.moderation_console_queue_reports({ count: row.reports })} ·{" "}
              {m.moderation_console_queue_oldest({ date: formatDateTime(row.oldestAt) })}
              {row.reviewedAt
                ? ` · ${m.moderation_console_queue_reviewed({ date: formatDateTime(row.reviewedAt) })}`
                : ""}
            </p>
          </li>
        ))}
      </ul>
      <Pagination page={page} hasMore={page < pages} label={m.moderation_console_queue_list()} />
    </main>
  );
}

/** Whole hours since the safety net acted, as the queue says it ("Taken down by the net 5 hours ago"). */
function hoursSince(moment: Date): number {
  return Math.max(0, Math.floor((Date.now() - new Date(moment).getTime()) / 3_600_000));
}
