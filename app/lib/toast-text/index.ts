import { m } from "~/paraglide/messages";
import type { Toast } from "../shared/toast";
import { SHOP_ITEM_TOASTS } from "../shops/shop-items";
import { SHOP_MANAGEMENT_TEXT } from "../shops/shop-text";

const DESTRUCTIVE = "destructive" as const;

/**
 * Our own toasts' words, as functions: each is worded when read, in the reader's language.
 */
const OWN_TOASTS = {
  "product-posted": () => ({
    title: m.errors_toast_product_posted_title(),
    description: m.errors_toast_product_posted(),
  }),
  "product-pending": () => ({
    title: m.errors_toast_product_pending_title(),
    description: m.errors_toast_product_pending(),
  }),
  "product-updated": () => ({ title: m.errors_toast_product_updated_title(), description: m.errors_changes_saved() }),
  "product-free-ended": () => ({
    title: m.errors_toast_free_ended_title(),
    description: m.errors_toast_free_ended(),
  }),
  "product-not-found": () => ({
    title: m.errors_title_error(),
    description: m.errors_toast_product_not_found(),
    variant: DESTRUCTIVE,
  }),
  "accommodation-posted": () => ({
    title: m.errors_toast_accommodation_posted_title(),
    description: m.errors_toast_accommodation_posted(),
  }),
  "accommodation-pending": () => ({
    title: m.errors_toast_accommodation_pending_title(),
    description: m.errors_toast_accommodation_pending(),
  }),
  "accommodation-updated": () => ({
    title: m.errors_toast_accommodation_updated_title(),
    description: m.errors_changes_saved(),
  }),
  "accommodation-free-ended": () => ({
    title: m.errors_toast_free_ended_title(),
    description: m.errors_toast_free_ended(),
  }),
  "accommodation-not-found": () => ({
    title: m.errors_title_error(),
    description: m.errors_toast_accommodation_not_found(),
    variant: DESTRUCTIVE,
  }),
  "payment-initiated": () => ({
    title: m.errors_toast_payment_initiated_title(),
    description: m.errors_toast_payment_initiated(),
  }),
  "payment-pending": () => ({
    title: m.errors_toast_payment_pending_title(),
    description: m.errors_toast_payment_pending(),
  }),
  "payment-completed": () => ({
    title: m.errors_toast_payment_completed_title(),
    description: m.errors_toast_payment_completed(),
  }),
  "shop-created": () => ({ title: m.errors_toast_shop_created_title(), description: m.errors_toast_shop_created() }),
  "shop-created-subscribe": () => ({
    title: m.errors_toast_shop_created_title(),
    description: m.errors_toast_shop_created_subscribe(),
  }),
  "shop-updated": () => ({ title: m.errors_toast_shop_updated_title(), description: m.errors_changes_saved() }),
  "shop-not-found": () => ({
    title: m.errors_fetching_shop_title(),
    description: m.errors_shop_edit_not_found(),
    variant: DESTRUCTIVE,
  }),
  "subscription-activated": () => SHOP_MANAGEMENT_TEXT.activated,
  "email-confirmed": () => ({
    title: m.errors_toast_email_confirmed_title(),
    description: m.errors_toast_email_confirmed(),
  }),
  "email-confirmed-sign-in": () => ({
    title: m.errors_toast_email_confirmed_title(),
    description: m.errors_toast_email_confirmed_sign_in(),
  }),
  "fee-not-due": () => ({ title: m.errors_toast_fee_not_due_title(), description: m.errors_toast_fee_not_due() }),
  "payout-paid": () => ({ title: m.errors_toast_payout_paid_title(), description: m.errors_toast_payout_paid() }),
  "payout-sent": () => ({ title: m.errors_toast_payout_sent_title(), description: m.errors_toast_payout_sent() }),
  "payout-in-review": () => ({
    title: m.errors_toast_payout_in_review_title(),
    description: m.errors_toast_payout_in_review(),
  }),
  "payout-failed": () => ({
    title: m.errors_toast_payout_failed_title(),
    description: m.errors_toast_payout_failed(),
    variant: DESTRUCTIVE,
  }),
  "money-frozen": () => ({ title: m.errors_toast_money_frozen_title(), description: m.errors_toast_money_frozen() }),
  "money-unfrozen": () => ({
    title: m.errors_toast_money_unfrozen_title(),
    description: m.errors_toast_money_unfrozen(),
  }),
} satisfies Record<string, () => Toast>;

type OwnToastKey = keyof typeof OWN_TOASTS;
type Toasts = { readonly [K in OwnToastKey]: ReturnType<(typeof OWN_TOASTS)[K]> } & typeof SHOP_ITEM_TOASTS;

/**
 * Toasts a page shows after a redirect: an action or a loader names one and the flash carries it
 * to the next page (app/.server/http/forms-and-actions/flash.ts). Named here so a kind's rules (lib/listings/kinds)
 * can say which to show. Each is a getter, worded when read, in the reader's language; the shop
 * items' (app/lib/shops/shop-items.ts) are read from their own table at the same moment.
 */
export const TOASTS: Toasts = Object.defineProperties(
  {},
  Object.fromEntries([
    ...Object.entries(OWN_TOASTS).map(([key, words]): [string, PropertyDescriptor] => [
      key,
      { get: words, enumerable: true },
    ]),
    ...Object.keys(SHOP_ITEM_TOASTS).map((key): [string, PropertyDescriptor] => [
      key,
      { get: () => SHOP_ITEM_TOASTS[key as keyof typeof SHOP_ITEM_TOASTS], enumerable: true },
    ]),
  ]),
) as Toasts;

export type ToastKey = keyof typeof TOASTS;
