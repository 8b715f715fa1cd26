import { Link, useNavigation } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { getWallet } from "~/.server/domain/payments/get-wallet";
import { listOwnPayouts } from "~/.server/domain/payments/payouts/list-own-payouts";
import { handleAction, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { CheckStatusButton, PaymentStatusBadge, PaymentStatusIcon } from "~/components/payments/payment-status";
import { PayoutStatusBadge } from "~/components/payments/payout-status";
import { BackLink } from "~/components/shared/back-link";
import { RefreshIcon, WalletIcon } from "~/components/shared/icons";
import { LoadErrorBoundary } from "~/components/shared/route-error";
import { cardClass } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { LinkButton } from "~/components/ui/link-button";
import { formatLocalNumber } from "~/lib/payments/mobile-money";
import { methodLabel, paymentPurposeLabel, shortTransactionId } from "~/lib/payments/payment-text";
import { formatDateTime } from "~/lib/shared/dates";
import { formatTzsExact } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/wallet";
import { checkStatus } from "./payment-intents.server";

export function meta() {
  return [{ title: pageTitle(m.payments_wallet_title()) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { wallet: await getWallet(context.db, user.id), payouts: await listOwnPayouts(context.db, user.id) };
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: { "check-status": checkStatus } });
}

export function ErrorBoundary() {
  return (
    <LoadErrorBoundary
      message={m.payments_wallet_load_failed()}
      backTo="/dashboard"
      backLabel={m.payments_back_to_dashboard()}
    />
  );
}

export default function Wallet({ loaderData }: Route.ComponentProps) {
  const { wallet, payouts } = loaderData;
  const navigation = useNavigation();
  const refreshing = navigation.state === "loading" && navigation.location.pathname === "/wallet";

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-6">
      <BackLink to="/dashboard">{m.payments_back_to_dashboard()}</BackLink>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{m.payments_wallet_title()}</h1>
        {/* A plain link reloads the page's data, with or without JavaScript. */}
        <Link
          to="/wallet"
          replace
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          <RefreshIcon width={16} height={16} className={refreshing ? "animate-spin" : undefined} />{" "}
          {m.payments_refresh()}
        </Link>
      </div>

      <section aria-labelledby="balance-title" className="mt-5 rounded-xl bg-brand p-5 text-white">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h2 id="balance-title" className="flex items-center gap-2 text-sm font-medium text-emerald-50">
              <WalletIcon width={18} height={18} /> {m.payments_wallet_balance()}
            </h2>
            <p className="mt-1 text-3xl font-bold" data-testid="wallet-balance">
              {formatTzsExact(wallet.balance)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {/* The add-balance page loads in full (docs/product.md#wallet). */}
            <Link
              reloadDocument
              to="/wallet/add-balance"
              className="rounded-md bg-white px-4 py-2 font-semibold text-brand hover:bg-emerald-50"
            >
              {m.payments_add_balance()}
            </Link>
            <Link
              to="/wallet/withdraw"
              className="rounded-md border border-white px-4 py-2 font-semibold text-white hover:bg-emerald-700"
            >
              {m.payments_withdraw()}
            </Link>
          </div>
        </div>
        <p className="mt-3 text-sm text-emerald-50">{m.payments_wallet_intro()}</p>
      </section>

      <dl className="mt-5 grid gap-3 sm:grid-cols-3">
        <Stat label={m.payments_total_spent()} value={formatTzsExact(wallet.totalSpent)} />
        <Stat label={m.payments_pending_payments()} value={String(wallet.pendingPayments)} />
        <Stat label={m.payments_total_transactions()} value={String(wallet.totalTransactions)} />
      </dl>

      {payouts.length > 0 ? (
        <section aria-labelledby="withdrawals-title" className="mt-6">
          <h2 id="withdrawals-title" className="text-lg font-semibold text-slate-900">
            {m.payments_withdrawals()}
          </h2>
          <ul className={cardClass("none", "mt-3 divide-y divide-slate-200")}>
            {payouts.map((payout) => (
              <li key={payout.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="withdrawal">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {m.payments_withdrawal_to({ number: formatLocalNumber(payout.msisdn) })}
                  </p>
                  <p className="text-xs text-slate-500">
                    {formatDateTime(payout.createdAt)}
                    {payout.gatewayReference ? ` · ${payout.gatewayReference}` : ""}
                  </p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <span className="font-semibold text-slate-900">{formatTzsExact(payout.amount)}</span>
                  <PayoutStatusBadge status={payout.status} />
                </div>
                {payout.paidAt ? (
                  <div className="flex w-full justify-end sm:w-auto">
                    <LinkButton
                      reloadDocument
                      to={`/wallet/withdrawal-receipt?payout_id=${payout.id}`}
                      aria-label={m.payments_payout_receipt_of({ amount: formatTzsExact(payout.amount) })}
                      variant="secondary"
                      size="sm"
                    >
                      {m.payments_payout_receipt()}
                    </LinkButton>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="history-title" className="mt-6">
        <h2 id="history-title" className="text-lg font-semibold text-slate-900">
          {m.payments_payment_history()}
        </h2>
        {wallet.history.length === 0 ? (
          <div className="mt-3">
            <EmptyState title={m.payments_no_payments_title()} hint={m.payments_no_payments_hint()} />
          </div>
        ) : (
          <ul className={cardClass("none", "mt-3 divide-y divide-slate-200")}>
            {wallet.history.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-center gap-3 p-4">
                <PaymentStatusIcon status={payment.status} />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 font-medium text-slate-900">
                    {payment.itemName ?? paymentPurposeLabel(payment.type)}
                  </p>
                  <p className="text-xs text-slate-500">
                    {methodLabel(payment.method)} · {formatDateTime(payment.createdAt)}
                    {payment.transactionId ? ` · ${shortTransactionId(payment.transactionId)}` : ""}
                  </p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <span className="font-semibold text-slate-900">{formatTzsExact(payment.amount)}</span>
                  <PaymentStatusBadge status={payment.status} />
                </div>
                <div className="flex w-full justify-end gap-2 sm:w-auto">
                  {payment.status === "pending" ? (
                    <CheckStatusButton
                      paymentId={payment.id}
                      label={m.payments_check_status_of({ amount: formatTzsExact(payment.amount) })}
                      size="sm"
                    />
                  ) : null}
                  <LinkButton
                    to={`/payment-success?payment_id=${payment.id}&amount=${Number(payment.amount)}`}
                    aria-label={m.payments_details_of({ amount: formatTzsExact(payment.amount) })}
                    variant="secondary"
                    size="sm"
                  >
                    {m.payments_details()}
                  </LinkButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={cardClass("sm")}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}
