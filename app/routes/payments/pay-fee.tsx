import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { getFeeDue } from "~/.server/domain/payments/get-fee-due";
import { payListingFeeFromWallet } from "~/.server/domain/payments/pay-listing-fee-from-wallet";
import { handleAction, intent, redirectWithToast, signedIn } from "~/.server/http/action-kit";
import { goTo } from "~/.server/http/action-outcome";
import { BackLink } from "~/components/back-link";
import { MobilePayCard, WalletPayCard } from "~/components/pay-options";
import { RouteErrorBoundary } from "~/components/route-error";
import { isAppError } from "~/lib/app-error";
import { LISTING_KIND_RULES } from "~/lib/listing-kinds";
import { formatFee, formatPrice, formatRent, formatTzsExact } from "~/lib/money";
import { NOTICES } from "~/lib/notices";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/pay-fee";
import { payByMobile, payerDefaults, paymentResultPath } from "./payment-intents.server";

export function meta() {
  return [{ title: pageTitle("Pay listing fee") }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  try {
    const [due, payer] = await Promise.all([getFeeDue(context.db, user.id, params.id), payerDefaults(context, user)]);
    return { due, payer };
  } catch (error) {
    // Paid meanwhile (another tab, the wallet): back to the listings, saying so.
    if (isAppError(error) && error.reason === "listing_fee_not_due") throw redirectWithToast(context, "/my-listings", NOTICES["fee-not-due"]);
    throw error;
  }
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

  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-6">
      <BackLink to="/my-listings">Back to My Listings</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">Pay listing fee</h1>
      <section aria-labelledby="listing-title" className="mt-4 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="listing-title" className="font-semibold text-slate-900">
          {due.title}
        </h2>
        <p className="text-sm text-slate-600">{rules.pricedMonthly ? formatRent(due.price) : formatPrice(due.price)}</p>
        <p className="mt-3 text-lg font-bold text-brand">Fee: {formatFee(due.fee)}</p>
        <p className="text-sm text-slate-600">Your listing goes live as soon as the fee is paid.</p>
      </section>

      <WalletPayCard balance={due.balance} amount={due.fee} payable={due.payableFromWallet} shortText="Not enough for this fee." balanceTestId="fee-wallet-balance" />
      <MobilePayCard
        payer={payer}
        amount={due.mobileAmount}
        note={roundedUp ? `Mobile money takes whole amounts of at least ${formatTzsExact(100)}: you pay ${formatTzsExact(due.mobileAmount)} and the rest stays in your wallet.` : undefined}
      />
    </main>
  );
}
