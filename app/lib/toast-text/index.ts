import { m } from "~/paraglide/messages";
import type { Toast } from "../shared/toast";
import { SHOP_ITEM_NOTICES } from "../shops/shop-items";
import { SHOP_MANAGEMENT_TEXT } from "../shops/shop-text";

const DESTRUCTIVE = "destructive" as const;

/**
 * Our own notices' words, as functions: each is worded when read, in the reader's language.
 */
const OWN_NOTICES = {
  "product-posted": () => ({
    title: m.errors_notice_product_posted_title(),
    description: m.errors_notice_product_posted(),
  }),
  "product-pending": () => ({
    title: m.errors_notice_product_pending_title(),
    description: m.errors_notice_product_pending(),
  }),
  "product-updated": () => ({ title: m.errors_notice_product_updated_title(), description: m.errors_changes_saved() }),
  "product-free-ended": () => ({
    title: m.errors_notice_free_ended_title(),
    description: m.errors_notice_free_ended(),
  }),
  "product-not-found": () => ({
    title: m.errors_title_error(),
    description: m.errors_notice_product_not_found(),
    variant: DESTRUCTIVE,
  }),
  "accommodation-posted": () => ({
    title: m.errors_notice_accommodation_posted_title(),
    description: m.errors_notice_accommodation_posted(),
  }),
  "accommodation-pending": () => ({
    title: m.errors_notice_accommodation_pending_title(),
    description: m.errors_notice_accommodation_pending(),
  }),
  "accommodation-updated": () => ({
    title: m.errors_notice_accommodation_updated_title(),
    description: m.errors_changes_saved(),
  }),
  "accommodation-free-ended": () => ({
    title: m.errors_notice_free_ended_title(),
    description: m.errors_notice_free_ended(),
  }),
  "accommodation-not-found": () => ({
    title: m.errors_title_error(),
    description: m.errors_notice_accommodation_not_found(),
    variant: DESTRUCTIVE,
  }),
  "payment-initiated": () => ({
    title: m.errors_notice_payment_initiated_title(),
    description: m.errors_notice_payment_initiated(),
  }),
  "payment-pending": () => ({
    title: m.errors_notice_payment_pending_title(),
    description: m.errors_notice_payment_pending(),
  }),
  "payment-completed": () => ({
    title: m.errors_notice_payment_completed_title(),
    description: m.errors_notice_payment_completed(),
  }),
  "shop-created": () => ({ title: m.errors_notice_shop_created_title(), description: m.errors_notice_shop_created() }),
  "shop-created-subscribe": () => ({
    title: m.errors_notice_shop_created_title(),
    description: m.errors_notice_shop_created_subscribe(),
  }),
  "shop-updated": () => ({ title: m.errors_notice_shop_updated_title(), description: m.errors_changes_saved() }),
  "shop-not-found": () => ({
    title: m.errors_fetching_shop_title(),
    description: m.errors_shop_edit_not_found(),
    variant: DESTRUCTIVE,
  }),
  "subscription-activated": () => SHOP_MANAGEMENT_TEXT.activated,
  "email-confirmed": () => ({
    title: m.errors_notice_email_confirmed_title(),
    description: m.errors_notice_email_confirmed(),
  }),
  "email-confirmed-sign-in": () => ({
    title: m.errors_notice_email_confirmed_title(),
    description: m.errors_notice_email_confirmed_sign_in(),
  }),
  "fee-not-due": () => ({ title: m.errors_notice_fee_not_due_title(), description: m.errors_notice_fee_not_due() }),
} satisfies Record<string, () => Toast>;

type OwnNoticeKey = keyof typeof OWN_NOTICES;
type Notices = { readonly [K in OwnNoticeKey]: ReturnType<(typeof OWN_NOTICES)[K]> } & typeof SHOP_ITEM_NOTICES;

/**
 * Toasts a page shows after a redirect: an action or a loader names one and the flash carries it
 * to the next page (app/.server/http/forms-and-actions/flash.ts). Named here so a kind's rules (lib/listings/kinds)
 * can say which to show. Each is a getter, worded when read, in the reader's language; the shop
 * items' (app/lib/shops/shop-items.ts) are read from their own table at the same moment.
 */
export const NOTICES: Notices = Object.defineProperties(
  {},
  Object.fromEntries([
    ...Object.entries(OWN_NOTICES).map(([key, words]): [string, PropertyDescriptor] => [
      key,
      { get: words, enumerable: true },
    ]),
    ...Object.keys(SHOP_ITEM_NOTICES).map((key): [string, PropertyDescriptor] => [
      key,
      { get: () => SHOP_ITEM_NOTICES[key as keyof typeof SHOP_ITEM_NOTICES], enumerable: true },
    ]),
  ]),
) as Notices;

export type NoticeKey = keyof typeof NOTICES;
