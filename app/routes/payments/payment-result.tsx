import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { getPayment } from "~/.server/domain/payments/get-payment";
import { handleAction, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { CheckStatusButton, PaymentStatusIcon } from "~/components/payments/payment-status";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { LinkButton } from "~/components/ui/link-button";
import { listingKindOf, listingPath } from "~/lib/listings/kinds";
import { isListedPublicly } from "~/lib/listings/listing-status";
import { retryPath } from "~/lib/payments/payment-retry";
import { methodLabel, paymentPurposeLabel } from "~/lib/payments/payment-text";
import { formatDateTime } from "~/lib/shared/dates";
import { formatTzsExact } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/payment-result";
import { checkStatus, followStatus } from "./payment-intents.server";

export function meta({ data }: Route.MetaArgs) {
  const title = data?.payment.status === "completed" ? m.payments_result_completed_title() : m.payments_result_title();
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex" }];
}

/**
 * The payment result (docs/product.md#payments: /payment-success with payment_id and amount). It shows the payment's
 * real state to its payer, whatever the address says: 'Payment Successful!' only when it is
 * completed. The amount shown is the payment's own, not the one in the address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const paymentId = new URL(request.url).searchParams.get("payment_id") ?? "";
  return { payment: await getPayment(context.db, user.id, paymentId) };
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: signedIn,
    intents: { "check-status": checkStatus, "follow-status": followStatus },
  });
}

export function ErrorBoundary() {
  return <RouteErrorBoundary backTo="/wallet" backLabel={m.payments_back_to_wallet()} />;
}

/** Each state's heading and line, as message functions worded when the page renders. */
const HEADINGS: Record<string, { title: () => string; text: () => string }> = {
  completed: { title: m.payments_result_completed_title, text: m.payments_result_completed_text },
  pending: { title: m.payments_pending_title, text: m.payments_result_pending_text },
  failed: { title: m.payments_failed_title, text: m.payments_failed_description },
  cancelled: { title: m.payments_cancelled_title, text: m.payments_cancelled_description },
};

/**
 * While a payment is pending the page asks the gateway itself (follow-payment-status.ts), every 2 s
 * for the first minute, when a payer answers the prompt, then every 5 s, for two minutes at most:
 * a decline is never pushed to us, so asking is how it shows within seconds of the payer's answer.
 */
const FAST_POLL_MS = 2000;
const SLOW_POLL_MS = 5000;
const FAST_FOR_MS = 60 * 1000;
const POLL_FOR_MS = 2 * 60 * 1000;

export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  const { payment } = loaderData;
  const follow = useFetcher();
  const heading = HEADINGS[payment.status] ?? HEADINGS.pending!;
  const pending = payment.status === "pending";
  const completed = payment.status === "completed";
  const unpaid = payment.status === "failed" || payment.status === "cancelled";
  const retry = unpaid ? retryPath(payment) : null;
  // A paid fee's listing, while it still exists: named and linked; "live now" only if it really is (its seller may have set it inactive).
  const paidListing =
    completed && payment.type === "listing_fee" && payment.listingId && payment.listingStatus && payment.itemName
      ? {
          path: listingPath(listingKindOf(payment.listingKind), payment.listingId),
          title: payment.itemName,
          live: isListedPublicly(payment.listingStatus ?? ""),
        }
      : null;
  // When the page first saw this payment pending: polling stops two minutes after, however often it re-renders.
  const pendingSince = useRef<{ paymentId: string; at: number } | null>(null);
  // The fetcher's state at the moment a timer fires (not when the effect was set up).
  const followState = useRef(follow.state);
  followState.current = follow.state;
  const submitFollow = follow.submit;

  useEffect(() => {
    if (!pending) return;
    if (pendingSince.current?.paymentId !== payment.id)
      pendingSince.current = { paymentId: payment.id, at: Date.now() };
    const started = pendingSince.current.at;
    let timer: number | undefined;
    const next = () => {
      const waited = Date.now() - started;
      if (waited > POLL_FOR_MS) return;
      timer = window.setTimeout(
        () => {
          // Its answer loads the page's data again, which shows the payment's new state.
          if (followState.current === "idle")
            void submitFollow({ intent: "follow-status", paymentId: payment.id }, { method: "post" });
          next();
        },
        waited < FAST_FOR_MS ? FAST_POLL_MS : SLOW_POLL_MS,
      );
    };
    next();
    return () => window.clearTimeout(timer);
  }, [pending, payment.id, submitFollow]);

  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-10">
      <div className={cardClass("none", "p-6 text-center")}>
        <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-slate-50">
          <PaymentStatusIcon status={payment.status} />
        </div>
        <h1 className="mt-3 text-2xl font-bold text-slate-900" aria-live="polite">
          {heading.title()}
        </h1>
        <p className="mt-1 text-slate-600">{heading.text()}</p>
        {/* Only a completed payment's amount reads as money paid: green and bold. */}
        {unpaid ? (
          <p className="mt-4 text-2xl font-semibold text-slate-700">
            {m.payments_result_not_paid({ amount: formatTzsExact(payment.amount) })}
          </p>
        ) : (
          <p className={`mt-4 text-3xl font-bold ${completed ? "text-brand" : "text-slate-700"}`}>
            {formatTzsExact(payment.amount)}
          </p>
        )}
        {paidListing?.live ? (
          <p className="mt-3 font-medium text-slate-800">
            {m.payments_result_listing_live({ title: paidListing.title })}
          </p>
        ) : null}
        <dl className="mt-4 space-y-1 text-left text-sm">
          {detailsOf(payment).map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-slate-500">{label}</dt>
              <dd className="break-all text-right font-medium text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-col gap-2">
          {paidListing ? (
            <LinkButton to={paidListing.path} size="lg" className="break-words text-center">
              {m.payments_result_view_listing({ title: paidListing.title })}
            </LinkButton>
          ) : null}
          {retry ? (
            <LinkButton to={retry} size="lg">
              {m.payments_try_again()}
            </LinkButton>
          ) : null}
          {completed ? (
            <a
              href={`/payment-success/receipt?payment_id=${payment.id}`}
              download
              className={buttonClass({ size: "lg", variant: paidListing ? "secondary" : undefined })}
            >
              {m.payments_download_receipt()}
            </a>
          ) : null}
          {pending ? <CheckStatusButton paymentId={payment.id} size="lg" className="w-full" /> : null}
          <LinkButton to="/dashboard" variant="secondary" size="lg">
            {m.payments_go_to_dashboard()}
          </LinkButton>
          <Link to="/wallet" className="py-1 text-sm font-medium text-brand hover:underline">
            {m.payments_view_wallet()}
          </Link>
        </div>
      </div>
    </main>
  );
}

type ShownPaymentDetails = Route.ComponentProps["loaderData"]["payment"];

/** What the payer reads about the payment, in order; the gateway's transaction id once there is one. */
function detailsOf(payment: ShownPaymentDetails): Array<[string, string]> {
  const details: Array<[string, string | null]> = [
    [m.payments_detail_item(), payment.itemName ?? paymentPurposeLabel(payment.type)],
    [m.payments_detail_method(), methodLabel(payment.method)],
    [m.payments_detail_date(), formatDateTime(payment.completedAt ?? payment.createdAt)],
    [m.payments_detail_payment_id(), payment.id],
    [m.payments_detail_transaction_id(), payment.transactionId],
  ];
  return details.filter((detail): detail is [string, string] => Boolean(detail[1]));
}
