import type { SessionUser } from "~/.server/auth/get-session-user";
import { getFeeDue } from "~/.server/domain/payments/get-fee-due";
import { payListingFeeFromWallet } from "~/.server/domain/payments/pay-listing-fee-from-wallet";
import { handleAction, intent, signedIn } from "~/.server/http/action-kit";
import { goTo } from "~/.server/http/action-outcome";
import { MobilePayCard, PaymentPage, WalletPayCard } from "~/components/pay-options";
import { RouteErrorBoundary } from "~/components/route-error";
import { LISTING_KIND_RULES } from "~/lib/listing-kinds";
import { formatFee, formatPrice, formatRent, formatTzsExact } from "~/lib/money";
import { NOTICES } from "~/lib/notices";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/pay-fee";
import { loadPaymentPage, payByMobile, paymentResultPath } from "./payment-intents.server";

export function meta() {
  return [{ title: pageTitle("Pay listing fee") }];
}

/** Paid meanwhile (another tab, the wallet): back to the listings, saying so. */
const PAID_MEANWHILE = { reason: "listing_fee_not_due", to: "/my-listings", toast: NOTICES["fee-not-due"] } as const;

export async function loader(args: Route.LoaderArgs) {
  const { offer: due, payer } = await loadPaymentPage(args, (userId) => getFeeDue(args.context.db, userId, args.params.id), PAID_MEANWHILE);
  return { due, payer };
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: signedIn,
    intents: {
      pay: payByMobile(({ params }) => ({ type: "listing_fee", listingId: String(params.id) })),
      "pay-wallet": intent<SessionUser>({
        run: async ({ context, actor, params }) => goTo(paymentResultPath(await payListingFeeFromWallet(context.db, actor.id, String(params.id))), NOTICES["payment-completed"]),
      }),
    },
  });
}

export function ErrorBoundary() {
  return <RouteErrorBoundary backTo="/my-listings" backLabel="Back to My Listings" />;
}

export default function PayFee({ loaderData }: Route.ComponentProps) {
  const { due, payer } = loaderData;
  const rules = LISTING_KIND_RULES[due.kind];
  const roundedUp = Number(due.fee) !== due.mobileAmount;

  const summary = (
    <>
      <p className="text-sm text-slate-600">{rules.pricedMonthly ? formatRent(due.price) : formatPrice(due.price)}</p>
      <p className="mt-3 text-lg font-bold text-brand">Fee: {formatFee(due.fee)}</p>
      <p className="text-sm text-slate-600">Your listing goes live as soon as the fee is paid.</p>
    </>
  );
  return (
    <PaymentPage backTo="/my-listings" backLabel="Back to My Listings" title="Pay listing fee" item={due.title} itemId="listing-title" summary={summary}>
      <WalletPayCard balance={due.balance} amount={due.fee} payable={due.payableFromWallet} shortText="Not enough for this fee." balanceTestId="fee-wallet-balance" />
      <MobilePayCard
        payer={payer}
        amount={due.mobileAmount}
        note={roundedUp ? `Mobile money takes whole amounts of at least ${formatTzsExact(100)}: you pay ${formatTzsExact(due.mobileAmount)} and the rest stays in your wallet.` : undefined}
      />
    </PaymentPage>
  );
}
