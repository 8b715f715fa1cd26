import { Link } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { activateShopSubscription } from "~/.server/domain/shops/activate-shop-subscription";
import { getSubscriptionOffer } from "~/.server/domain/shops/get-subscription-offer";
import { handleAction, intent, signedIn, UNKNOWN_INTENT_TOAST } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, refuse } from "~/.server/http/forms-and-actions/action-outcome";
import { MobilePayCard, PaymentPage, WalletPayCard } from "~/components/payments/pay-options";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { SubscriptionBadge } from "~/components/shops/management/subscription-summary";
import { formatDate } from "~/lib/shared/dates";
import { formatTzs } from "~/lib/shared/money";
import { pageTitle } from "~/lib/shared/site";
import { SHOP_MANAGEMENT_TEXT } from "~/lib/shops/shop-text";
import { TOASTS } from "~/lib/toast-text";
import { m } from "~/paraglide/messages";
import { loadPaymentPage, payByMobile } from "../payments/payment-intents.server";
import type { Route } from "./+types/subscribe";

export function meta() {
  return [{ title: pageTitle(m.shops_subscribe_title()) }];
}

/** A paid month of the premium plan for one of the owner's shops: from the wallet, or by mobile money. */
export async function loader(args: Route.LoaderArgs) {
  // The free trial comes first, and it is started on shop management.
  return loadPaymentPage(args, (userId) => getSubscriptionOffer(args.context.db, userId, args.params.id), {
    reason: "shop_trial_available",
    to: "/shop-management",
  });
}

/**
 * The end date the page showed: if it moved meanwhile (a second click, another tab), nothing is
 * charged again. Null for a shop that never had a plan; undefined for a date no page writes.
 */
function shownEndDateOf(form: FormData): Date | null | undefined {
  const shown = String(form.get("shownEndDate") ?? "");
  if (shown === "") return null;
  const date = new Date(shown);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: signedIn,
    intents: {
      pay: payByMobile(({ form, params }) => {
        const shownEndDate = shownEndDateOf(form);
        return shownEndDate === undefined
          ? refuse(UNKNOWN_INTENT_TOAST)
          : { type: "shop_subscription", shopId: String(params.id), shownEndDate };
      }),
      "pay-wallet": intent<SessionUser>({
        run: async ({ form, context, actor, params }) => {
          const shownEndDate = shownEndDateOf(form);
          if (shownEndDate === undefined) return refuse(UNKNOWN_INTENT_TOAST);
          await activateShopSubscription(context.db, actor.id, String(params.id), { plan: "premium", shownEndDate });
          return goTo("/shop-management", TOASTS["subscription-activated"]);
        },
      }),
    },
  });
}

export function ErrorBoundary() {
  return <RouteErrorBoundary backTo="/shop-management" backLabel={m.shops_back_to_management()} />;
}

export default function Subscribe({ loaderData }: Route.ComponentProps) {
  const { offer, payer } = loaderData;
  const { shop } = offer;
  const shownEndDate = shop.endDate ? new Date(shop.endDate).toISOString() : "";

  const summary = (
    <>
      {/* Named as on the shop's card: 'Premium', with 'Free Trial' beside it during the trial. */}
      <p className="mt-1 flex flex-wrap gap-2">
        <SubscriptionBadge shop={{ ...shop, paymentPending: offer.paymentPending }} />
      </p>
      <p className="mt-1 text-sm text-slate-600">{m.shops_upgrade_paid({ price: formatTzs(offer.price) })}</p>
      <p className="mt-3 text-lg font-bold text-brand">{m.shops_price_per_month({ price: formatTzs(offer.price) })}</p>
      <p className="text-sm text-slate-600">
        {shop.isActive && shop.endDate
          ? shop.plan === "trial"
            ? m.shops_trial_runs_until({ date: formatDate(shop.endDate) })
            : m.shops_subscription_runs_until({ date: formatDate(shop.endDate) })
          : m.shops_premium_starts()}
      </p>
    </>
  );
  return (
    <PaymentPage
      backTo="/shop-management"
      backLabel={m.shops_back_to_management()}
      title={m.shops_subscribe_title()}
      item={shop.name}
      itemId="shop-title"
      summary={summary}
    >
      {offer.paymentPending ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {SHOP_MANAGEMENT_TEXT.paymentPending}{" "}
          <Link to="/wallet" className="font-medium underline">
            {m.shops_see_in_wallet()}
          </Link>
        </p>
      ) : null}

      {/* While a month is waiting for approval on the phone, paying again here would pay twice. */}
      {offer.paymentPending ? null : (
        <>
          <WalletPayCard
            balance={offer.walletBalance}
            amount={offer.price}
            payable={offer.payableFromWallet}
            shortText={m.shops_not_enough_for_month()}
            balanceTestId="subscription-wallet-balance"
          >
            {/* The end date the owner sees: if it moved meanwhile (a second click), nothing is charged again. */}
            <input type="hidden" name="shownEndDate" value={shownEndDate} />
          </WalletPayCard>
          <MobilePayCard payer={payer} amount={offer.price}>
            <input type="hidden" name="shownEndDate" value={shownEndDate} />
          </MobilePayCard>
        </>
      )}
    </PaymentPage>
  );
}
