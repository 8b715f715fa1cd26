import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/dates";
import { SHOP_MANAGEMENT_TEXT as T } from "~/lib/shop-text";
import { m } from "~/paraglide/messages";
import { ActionForm } from "../action-form";
import { Badge } from "../ui/badge";
import { useSubmitting } from "../use-submitting";

export interface ShopSubscriptionView {
  id: string;
  isActive: boolean;
  plan: string | null;
  endDate: Date | string | null;
  paymentPending: boolean;
}

/** The card's badge: what the shop has now ('Free Trial', 'Premium'), or that it has nothing. */
export function SubscriptionBadge({ shop }: { shop: ShopSubscriptionView }) {
  if (!shop.isActive) return <Badge tone="slate">{T.inactiveBadge}</Badge>;
  return shop.plan === "trial" ? <Badge tone="sky">{T.freeTrialBadge}</Badge> : <Badge tone="amber">{T.premiumBadge}</Badge>;
}

/** 'Trial ends …' / 'Subscription ends …' while active; when it has run out, the day it ended. */
export function SubscriptionEndLine({ shop }: { shop: ShopSubscriptionView }) {
  if (!shop.endDate) return null;
  const label = !shop.isActive ? T.endedOn : shop.plan === "trial" ? T.trialEnds : T.subscriptionEnds;
  return (
    <p className="text-sm text-slate-600" data-testid="subscription-end">
      {label}: <span className="font-medium text-slate-800">{formatDate(shop.endDate)}</span>
    </p>
  );
}

/**
 * The subscription's next step. An inactive shop starts the owner's one free trial (a form, so it
 * works without JavaScript) or, once that is used, subscribes; an active shop may pay its next month
 * early (a trial does not renew by itself). Nothing is offered while a payment awaits the phone.
 */
export function SubscriptionAction({ shop, trialAvailable }: { shop: ShopSubscriptionView; trialAvailable: boolean }) {
  const starting = useSubmitting("start-trial", { shopId: shop.id });
  if (shop.paymentPending) {
    return (
      <p role="status" className="text-sm text-amber-800">
        {T.paymentPending}
      </p>
    );
  }
  if (trialAvailable && !shop.isActive) {
    return (
      <ActionForm>
        <input type="hidden" name="intent" value="start-trial" />
        <input type="hidden" name="shopId" value={shop.id} />
        <Button type="submit" disabled={starting}>
          {starting ? m.shops_starting() : T.startTrial}
        </Button>
      </ActionForm>
    );
  }
  if (trialAvailable) return null;
  const label = !shop.isActive || shop.plan === "trial" ? T.subscribe : T.renew;
  return (
    <Link
      to={`/shop-management/${shop.id}/subscribe`}
      className={`inline-block rounded-md px-4 py-2 text-sm font-semibold ${shop.isActive ? "border border-brand text-brand hover:bg-emerald-50" : "bg-brand text-white hover:bg-brand-strong"}`}
    >
      {label}
    </Link>
  );
}
