import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { listPayoutsForReview, type PayoutForReview } from "~/.server/domain/admin/list-payouts-for-review";
import { reviewPayout } from "~/.server/domain/admin/review-payout";
import { handleAction, type Intent, intent, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { stay } from "~/.server/http/forms-and-actions/action-outcome";
import { PayoutStatusBadge } from "~/components/payments/payout-status";
import { ActionForm } from "~/components/shared/action-form";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { TextAreaField } from "~/components/ui/text-area-field";
import { type PayoutReviewDecision, type ReviewPayoutInput, reviewPayoutSchema } from "~/lib/admin/forms/review-payout";
import { MODERATION_NOTE_MAX } from "~/lib/moderation/report-rules";
import type { PayoutReviewReason } from "~/lib/payments/payouts";
import { formatDate, formatDateTime } from "~/lib/shared/dates";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { formatTzsExact } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";
import type { Toast } from "~/lib/shared/toast";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/payouts";

export function meta() {
  return [{ title: pageTitle(m.admin_payouts_title()) }, { name: "robots", content: "noindex" }];
}

/** Signed in, then the domain checks the role: a student or a moderator is answered 403. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return listPayoutsForReview(context.db, user.id);
}

const DONE: Record<PayoutReviewDecision, () => Toast> = {
  approve: () => ({ title: m.admin_payouts_done_approved_title(), description: m.admin_payouts_done_approved() }),
  refuse: () => ({ title: m.admin_payouts_done_refused_title(), description: m.admin_payouts_done_refused() }),
  clear_flag: () => ({ title: m.admin_payouts_done_cleared_title(), description: m.admin_payouts_done_cleared() }),
};

/** One intent per decision, named as the decision; reviewPayout checks the role, the payout and its state. */
function decide(decision: PayoutReviewDecision): Intent<SessionUser, ReviewPayoutInput, object> {
  return intent<SessionUser, ReviewPayoutInput>({
    schema: reviewPayoutSchema,
    input: (form) => ({ payoutId: String(form.get("payoutId") ?? ""), note: String(form.get("note") ?? ""), decision }),
    run: async ({ fields, context, actor }) => {
      await reviewPayout(context, actor.id, { ...fields, decision });
      return stay({}, DONE[decision]());
    },
  });
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: signedIn,
    intents: { approve: decide("approve"), refuse: decide("refuse"), clear_flag: decide("clear_flag") },
  });
}

export function ErrorBoundary() {
  return (
    <>
      <title>{pageTitle(m.admin_payouts_title())}</title>
      <RouteErrorBoundary backTo="/dashboard" backLabel={m.moderation_console_back_to_dashboard()} />
    </>
  );
}

const REASON_TEXT = {
  paid_after_failure: m.admin_payouts_reason_paid_after_failure,
  failed_after_paid: m.admin_payouts_reason_failed_after_paid,
  amount_mismatch: m.admin_payouts_reason_amount_mismatch,
  unknown_to_gateway: m.admin_payouts_reason_unknown_to_gateway,
} satisfies Record<PayoutReviewReason, () => string>;

export default function AdminPayouts({ loaderData, actionData }: Route.ComponentProps) {
  const { waiting, flagged } = loaderData;
  const errors = actionData?.errors ?? {};
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{m.admin_payouts_title()}</h1>
      <p className="mt-1 text-sm text-slate-600">{m.admin_payouts_intro()}</p>
      <PayoutList
        id="waiting"
        title={m.admin_payouts_waiting()}
        empty={m.admin_payouts_waiting_empty()}
        payouts={waiting}
        decisions={["approve", "refuse"]}
        noteError={errors.note}
      />
      <PayoutList
        id="flagged"
        title={m.admin_payouts_flagged()}
        empty={m.admin_payouts_flagged_empty()}
        payouts={flagged}
        decisions={["clear_flag"]}
        noteError={errors.note}
      />
    </main>
  );
}

const DECISION_LABEL = {
  approve: m.admin_payouts_approve,
  refuse: m.admin_payouts_refuse,
  clear_flag: m.admin_payouts_clear_flag,
} satisfies Record<PayoutReviewDecision, () => string>;

function PayoutList({
  id,
  title,
  empty,
  payouts,
  decisions,
  noteError,
}: {
  id: string;
  title: string;
  empty: string;
  payouts: PayoutForReview[];
  decisions: PayoutReviewDecision[];
  noteError?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cardClass("md", "mt-6")}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {payouts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {payouts.map((payout) => (
            <li key={payout.id} className="py-4" aria-label={formatTzsExact(payout.amount)}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-slate-900">
                  {m.admin_payouts_line({ amount: formatTzsExact(payout.amount), ending: payout.numberEnding })}
                </p>
                <PayoutStatusBadge status={payout.status} />
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {m.admin_payouts_student({
                  name: payout.student.fullName,
                  date: formatDate(payout.student.createdAt),
                  amount: formatTzsExact(payout.toppedUpTzs),
                })}
              </p>
              <p className="text-sm text-slate-600">
                {m.admin_payouts_asked({ date: formatDateTime(payout.createdAt) })}
                {payout.registeredName
                  ? ` · ${m.payments_withdraw_registered_to({ name: payout.registeredName })}`
                  : ""}
              </p>
              {payout.reviewReason ? (
                <p className="mt-1 text-sm font-medium text-red-800">{REASON_TEXT[payout.reviewReason]()}</p>
              ) : null}
              <ActionForm className="mt-3 space-y-2">
                <input type="hidden" name="payoutId" value={payout.id} />
                <TextAreaField
                  idPrefix={`${id}-${payout.id}`}
                  name="note"
                  label={m.admin_payouts_note()}
                  rows={2}
                  maxLength={MODERATION_NOTE_MAX}
                  error={noteError}
                  required
                />
                <div className="flex flex-wrap gap-2">
                  {decisions.map((decision) => (
                    <Button
                      key={decision}
                      type="submit"
                      name={INTENT_FIELD}
                      value={decision}
                      variant={decision === "refuse" ? "danger-outline" : "primary"}
                    >
                      {DECISION_LABEL[decision]()}
                    </Button>
                  ))}
                </div>
              </ActionForm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
