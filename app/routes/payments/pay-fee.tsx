import type { SessionUser } from "~/.server/auth/get-session-user";
import { getFeeDue } from "~/.server/domain/payments/get-fee-due";
import { payListingFeeFromWallet } from "~/.server/domain/payments/pay-listing-fee-from-wallet";
import { handleAction, intent, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { goTo } from "~/.server/http/forms-and-actions/action-outcome";
import { MobilePayCard, PaymentPage, WalletPayCard } from "~/components/payments/pay-options";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { LISTING_KIND_RULES } from "~/lib/listings/kinds";
import { WALLET_RULES } from "~/lib/payments/wallet-rules";
import { formatTzs, formatTzsExact, formatTzsRent } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";
import { TOASTS } from "~/lib/toast-text";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/pay-fee";
import { loadPaymentPage, payByMobile, paymentResultPath } from "./payment-intents.server";

export function meta() {
  return [{ title: pageTitle(m.payments_pay_fee_title()) }];
}

/** Paid meanwhile (another tab, the wallet): back to the listings, saying so. */
const PAID_MEANWHILE = { reason: "listing_fee_not_due", to: "/my-listings", toast: TOASTS["fee-not-due"] } as const;

export async function loader(args: Route.LoaderArgs) {
  const { offer: due, payer } = await loadPaymentPage(
    args,
    (userId) => getFeeDue(args.context.db, userId, args.params.id),
    PAID_MEANWHILE,
  );
  return { due, payer };
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: signedIn,
    intents: {
      pay: payByMobile(({ params }) => ({ type: "listing_fee", listingId: String(params.id) })),
      "pay-wallet": intent<SessionUser>({
        run: async ({ context, actor, params }) =>
          goTo(
            paymentResultPath(await payListingFeeFromWallet(context.db, actor.id, String(params.id))),
            TOASTS["payment-completed"],
          ),
      }),
    },
  });
}

export function ErrorBoundary() {
  return <RouteErrorBoundary backTo="/my-listings" backLabel={m.payments_back_to_my_listings()} />;
}

export default function PayFee({ loaderData }: Route.ComponentProps) {
  const { due, payer } = loaderData;
  const rules = LISTING_KIND_RULES[due.kind];
  const roundedUp = Number(due.fee) !== due.mobileAmount;

  const summary = (
    <>
      <p className="text-sm text-slate-600">{rules.pricedMonthly ? formatTzsRent(due.price) : formatTzs(due.price)}</p>
      <p className="mt-3 text-lg font-bold text-brand">{m.payments_fee({ fee: formatTzsExact(due.fee) })}</p>
      <p className="text-sm text-slate-600">{m.payments_fee_goes_live()}</p>
    </>
  );
  return (
    <PaymentPage
      backTo="/my-listings"
      backLabel={m.payments_back_to_my_listings()}
      title={m.payments_pay_fee_title()}
      item={due.title}
      itemId="listing-title"
      summary={summary}
    >
      <WalletPayCard
        balance={due.balance}
        amount={due.fee}
        payable={due.payableFromWallet}
        shortText={m.payments_fee_short()}
        balanceTestId="fee-wallet-balance"
      />
      <MobilePayCard
        payer={payer}
        amount={due.mobileAmount}
        note={
          roundedUp
            ? m.payments_fee_rounded_up({
                min: formatTzsExact(WALLET_RULES.minMobilePayment),
                amount: formatTzsExact(due.mobileAmount),
              })
            : undefined
        }
      />
    </PaymentPage>
  );
}
