import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { describeReportTarget } from "~/.server/domain/moderation/describe-report-target";
import { reportTarget } from "~/.server/domain/moderation/report-target";
import { handleAction, intent, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { goTo } from "~/.server/http/forms-and-actions/action-outcome";
import { ActionForm } from "~/components/shared/action-form";
import { BackLink } from "~/components/shared/back-link";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { LinkButton } from "~/components/ui/link-button";
import { RadioGroup } from "~/components/ui/radio-group";
import { TextAreaField } from "~/components/ui/text-area-field";
import { type ReportInput, reportSchema } from "~/lib/moderation/forms/report";
import { reportReasonLabel } from "~/lib/moderation/moderation-labels";
import {
  parseReportTarget,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportTargetKind,
} from "~/lib/moderation/report-rules";
import { AppError } from "~/lib/shared/app-error";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/report";

/** The reasons in the reader's language, in the form's order. */

const HEADINGS: Record<ReportTargetKind, (values: { name: string }) => string> = {
  listing: m.moderation_report_heading_listing,
  user: m.moderation_report_heading_user,
  shop: m.moderation_report_heading_shop,
  message: m.moderation_report_heading_message,
  review: m.moderation_report_heading_review,
};

export function meta() {
  return [{ title: pageTitle(m.moderation_report_title()) }, { name: "robots", content: "noindex" }];
}

function targetOf(request: Request) {
  const target = parseReportTarget(new URL(request.url).searchParams.get("target"));
  if (!target) throw new AppError("not_found", "report_target_not_found");
  return target;
}

/** Signed-in only: a visitor is sent to sign in and comes back here, to the same report. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { kind, id } = targetOf(request);
  return { target: await describeReportTarget(context.db, user.id, kind, id) };
}

const send = intent<SessionUser, ReportInput>({
  schema: reportSchema,
  input: (form) => ({
    kind: String(form.get("kind") ?? ""),
    id: String(form.get("id") ?? ""),
    reason: String(form.get("reason") ?? ""),
    details: String(form.get("details") ?? ""),
  }),
  run: async ({ fields, context, actor }) => {
    const { target, counted } = await reportTarget(context.db, actor.id, fields, {
      safetyNetReporters: context.env.SAFETY_NET_REPORTERS,
    });
    return goTo(target.backTo, {
      title: m.moderation_report_sent_title(),
      description: counted ? m.moderation_report_sent() : m.moderation_report_sent_uncounted(),
    });
  },
});

export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: { send } });
}

export function ErrorBoundary() {
  return <RouteErrorBoundary backTo="/" backLabel={m.moderation_report_back_home()} />;
}

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { target } = loaderData;
  const sending = useSubmitting("send");
  const errors = actionData?.errors ?? {};
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-6">
      <BackLink to={target.backTo}>{m.moderation_report_back()}</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{HEADINGS[target.kind]({ name: target.name })}</h1>
      <p className="mt-2 text-sm text-slate-600">{m.moderation_report_intro()}</p>
      <ActionForm className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="kind" value={target.kind} />
        <input type="hidden" name="id" value={target.id} />
        <RadioGroup
          name="reason"
          legend={m.moderation_report_reason_legend()}
          options={REPORT_REASONS.map((value) => ({ value, label: reportReasonLabel(value) }))}
          defaultValue={actionData?.values?.reason}
          error={errors.reason}
          required
        />
        <TextAreaField
          name="details"
          idPrefix="report"
          label={m.moderation_report_details_label()}
          hint={m.moderation_report_details_hint({ max: REPORT_DETAILS_MAX.toLocaleString("en-US") })}
          error={errors.details}
          maxLength={REPORT_DETAILS_MAX}
          rows={4}
          defaultValue={actionData?.values?.details}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" pending={sending}>
            {m.moderation_report_send()}
          </Button>
          <LinkButton to={target.backTo} variant="secondary">
            {m.moderation_report_cancel()}
          </LinkButton>
        </div>
      </ActionForm>
    </main>
  );
}
