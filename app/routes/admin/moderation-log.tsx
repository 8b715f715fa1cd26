import { Form, Link } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { listModerationLog } from "~/.server/domain/moderation/list-moderation-log";
import { Pagination } from "~/components/shared/pagination";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { moderationLogActionLabel, reportTargetKindLabel } from "~/lib/moderation/moderation-labels";
import { REPORT_TARGET_KINDS } from "~/lib/moderation/report-rules";
import { formatDateTime } from "~/lib/shared/dates";
import { readQuery } from "~/lib/shared/query-params";
import { pageTitle } from "~/lib/shared/site";
import { isUuid } from "~/lib/shared/uuid";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/moderation-log";

// The page's vocabularies as message functions, worded when rendered.

export function meta() {
  return [{ title: pageTitle(m.moderation_console_log_title()) }, { name: "robots", content: "noindex" }];
}

/** Signed in, then the domain checks the role: a student is answered 403. An id that is not one filters nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const query = readQuery(new URL(request.url).searchParams);
  const moderator = query.uuid("moderator");
  const subject = query.uuid("subject");
  const targetText = query.text("target", 64) ?? "";
  const target = isUuid(targetText) ? targetText : undefined;
  const result = await listModerationLog(context.db, user.id, {
    actorId: moderator,
    subjectId: subject,
    targetId: target,
    page: query.page(),
  });
  return {
    ...result,
    moderator: moderator ?? "",
    subject: subject ?? "",
    targetText,
    targetIgnored: targetText !== "" && !target,
  };
}

export function ErrorBoundary() {
  return (
    <>
      <title>{pageTitle(m.moderation_console_log_title())}</title>
      <RouteErrorBoundary backTo="/dashboard" backLabel={m.moderation_console_back_to_dashboard()} />
    </>
  );
}

/** What the entry acted on, from its snapshot: a title, a name or a message's first words. */
function snapshotText(snapshot: unknown): string | null {
  const shown = (snapshot ?? {}) as Record<string, unknown>;
  const value = [shown.title, shown.name, shown.fullName, shown.body].find(
    (item): item is string => typeof item === "string" && item.trim() !== "",
  );
  if (!value) return null;
  return value.length > 120 ? `${value.slice(0, 119)}…` : value;
}

function untilText(details: unknown): string | null {
  const shown = (details ?? {}) as Record<string, unknown>;
  if (!("until" in shown)) return null;
  return typeof shown.until === "string"
    ? m.moderation_console_log_until({ date: formatDateTime(shown.until) })
    : m.moderation_console_log_until_lifted();
}

export default function ModerationLog({ loaderData }: Route.ComponentProps) {
  const { entries, page, hasMore, moderators, moderator, subject, targetText, targetIgnored } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{m.moderation_console_log_title()}</h1>
        <Link
          to="/admin/reports"
          className="inline-flex min-h-6 items-center text-sm font-medium text-brand hover:underline"
        >
          {m.moderation_console_queue_link()}
        </Link>
      </div>
      <p className="text-sm text-slate-600">{m.moderation_console_log_intro()}</p>

      <Form
        method="get"
        role="search"
        aria-label={m.moderation_console_log_filters()}
        className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        <SelectField
          idPrefix="log"
          name="moderator"
          label={m.moderation_console_log_filter_moderator()}
          defaultValue={moderator}
          options={[
            { value: "", label: m.moderation_console_log_filter_anyone() },
            ...moderators.map((person) => ({ value: person.id, label: person.name || person.id })),
          ]}
        />
        <TextField
          idPrefix="log"
          name="target"
          label={m.moderation_console_log_filter_target()}
          defaultValue={targetText}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          hint={m.moderation_console_log_filter_target_hint()}
        />
        {subject ? <input type="hidden" name="subject" value={subject} /> : null}
        <Button type="submit">{m.moderation_console_filter_show()}</Button>
      </Form>
      {targetIgnored ? (
        <p role="status" className="mt-2 text-sm text-amber-800">
          {m.moderation_console_log_target_ignored()}
        </p>
      ) : null}
      {subject ? (
        <p className="mt-2 text-sm text-slate-700">
          {m.moderation_console_log_subject_filter({ id: subject })}{" "}
          <Link
            to={`/admin/moderation-log${moderator ? `?moderator=${moderator}` : ""}`}
            className="font-medium text-brand hover:underline"
          >
            {m.moderation_console_log_subject_clear()}
          </Link>
        </p>
      ) : null}

      <ol className={cardClass("none", "mt-4 divide-y divide-slate-100")} aria-label={m.moderation_console_log_list()}>
        {entries.length === 0 ? (
          <li className="p-4 text-sm text-slate-600">{m.moderation_console_log_empty()}</li>
        ) : null}
        {entries.map((entry) => {
          const what = snapshotText(entry.snapshot);
          const until = untilText(entry.details);
          return (
            <li key={entry.id} className="p-4 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{moderationLogActionLabel(entry.action)}</span>
                <span className="text-xs text-slate-500">{formatDateTime(entry.createdAt)}</span>
              </p>
              <p className="mt-1 text-slate-700">
                {entry.actorName ? <bdi>{entry.actorName}</bdi> : m.moderation_console_log_system()}{" "}
                {entry.actorRole === "admin" ? (
                  <Badge tone="violet">{m.moderation_console_role_admin()}</Badge>
                ) : entry.actorRole === "moderator" ? (
                  <Badge tone="sky">{m.moderation_console_role_moderator()}</Badge>
                ) : null}
              </p>
              <p className="mt-1 break-words text-slate-700">
                {reportTargetKindLabel(entry.targetKind)}
                {what ? (
                  <>
                    {": "}
                    <bdi>{what}</bdi>
                  </>
                ) : null}
                {until ? ` · ${until}` : ""}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-800">
                {entry.actorId === null && entry.note === "safety_net"
                  ? m.moderation_console_log_safety_net_note()
                  : entry.note}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs">
                {(REPORT_TARGET_KINDS as readonly string[]).includes(entry.targetKind) ? (
                  <Link
                    to={`/admin/reports/${entry.targetKind}/${entry.targetId}`}
                    className="inline-flex min-h-6 items-center font-medium text-brand hover:underline"
                  >
                    {m.moderation_console_log_open_case()}
                  </Link>
                ) : null}
                <Link
                  to={`/admin/moderation-log?target=${entry.targetId}`}
                  className="inline-flex min-h-6 items-center font-medium text-brand hover:underline"
                >
                  {m.moderation_console_log_same_target()}
                </Link>
                {entry.subjectId ? (
                  <Link
                    to={`/admin/moderation-log?subject=${entry.subjectId}`}
                    className="inline-flex min-h-6 items-center font-medium text-brand hover:underline"
                  >
                    {m.moderation_console_log_same_account()}
                  </Link>
                ) : null}
              </p>
            </li>
          );
        })}
      </ol>
      <Pagination page={page} hasMore={hasMore} label={m.moderation_console_log_list()} />
    </main>
  );
}
