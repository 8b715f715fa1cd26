import { useRef, useState } from "react";
import { Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/shared/dates";
import { formatPrice } from "~/lib/shared/money";
import { PREMIUM_SHOP_PRICE_TZS } from "~/lib/shared/site";
import { SHOP_MANAGEMENT_TEXT as T } from "~/lib/shops/shop-text";
import { m } from "~/paraglide/messages";
import { ActionForm } from "../../shared/action-form";
import { useSubmitting } from "../../shared/use-submitting";
import { Badge } from "../../ui/badge";
import { Dialog, DialogActions } from "../../ui/dialog";

export interface ShopSubscriptionView {
  id: string;
  isActive: boolean;
  plan: string | null;
  endDate: Date | string | null;
  paymentPending: boolean;
}

/**
 * The card's badges: what the shop has now, or that it has nothing. 'Premium' means the same on
 * every page (the features are on, as the public cards and shop page say); a trial adds 'Free
 * Trial' beside it, which only its owner sees (here and on the subscribe page).
 */
export function SubscriptionBadge({ shop }: { shop: ShopSubscriptionView }) {
  if (!shop.isActive) return <Badge tone="slate">{T.inactiveBadge}</Badge>;
  return (
    <>
      <Badge tone="amber">{T.premiumBadge}</Badge>
      {shop.plan === "trial" ? <Badge tone="sky">{T.freeTrialBadge}</Badge> : null}
    </>
  );
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
 * What the free month gives, when it ends and what happens then, as the code does it: the trial
 * never bills (run-subscription-renewals.ts renews paid months only), it ends on its date with a
 * reminder 3 days before, and its promotions, events and services leave the shop page.
 */
function TrialFacts({ endDate }: { endDate: Date | string }) {
  return (
    <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-emerald-950">
      <li>{m.shops_trial_gives()}</li>
      <li className="font-semibold">{m.shops_trial_free_until({ date: formatDate(endDate) })}</li>
      <li>{m.shops_trial_then()}</li>
      <li className="font-semibold">{m.shops_trial_no_charge({ price: formatPrice(PREMIUM_SHOP_PRICE_TZS) })}</li>
    </ul>
  );
}

/**
 * The owner's one free trial, with its facts beside the button. The form posts as it is without
 * JavaScript (the facts are on the page already); with it, the same facts are confirmed in a
 * dialog first, which then sends the form itself (its submit-once token included).
 */
export function StartTrial({ shop, endDate }: { shop: ShopSubscriptionView; endDate: Date | string }) {
  const starting = useSubmitting("start-trial", { shopId: shop.id });
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <TrialFacts endDate={endDate} />
      <ActionForm
        ref={form}
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <input type="hidden" name="intent" value="start-trial" />
        <input type="hidden" name="shopId" value={shop.id} />
        <Button type="submit" size="lg" disabled={starting}>
          {starting ? m.shops_starting() : T.startTrial}
        </Button>
      </ActionForm>
      <Dialog open={asking} onClose={() => setAsking(false)} title={m.shops_trial_dialog_title()}>
        <TrialFacts endDate={endDate} />
        <DialogActions>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {m.shops_cancel()}
          </Button>
          <Button
            onClick={() => {
              if (form.current) void submit(form.current);
              setAsking(false);
            }}
          >
            {T.startTrial}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * The subscription's next step in the card's head. An inactive shop subscribes once the owner's
 * free trial is used (while it is not, the trial is started from the card's upgrade panel, beside
 * what it gives); an active shop may pay its next month early (a trial does not renew by itself).
 * Nothing is offered while a payment awaits the phone.
 */
export function SubscriptionAction({ shop, trialAvailable }: { shop: ShopSubscriptionView; trialAvailable: boolean }) {
  if (shop.paymentPending) {
    return (
      <p role="status" className="text-sm text-amber-800">
        {T.paymentPending}
      </p>
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
