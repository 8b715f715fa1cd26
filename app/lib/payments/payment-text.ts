import { m } from "~/paraglide/messages";
import type { Toast } from "../shared/toast";
import type { PaymentFormProblem } from "./forms/payment";
import { METHOD_LABELS } from "./mobile-money";
import { isPaymentType, type PaymentStatus, type PaymentType } from "./payments";

/** The example in the phone message: a mobile-money number as students write it. */
export const EXAMPLE_MOBILE_NUMBER = "0754 123 456";

/** A toast whose words are read when it is shown, in the reader's language. */
function wordedToast(
  title: () => string,
  description: () => string,
  variant?: Toast["variant"],
): Toast & { description: string } {
  return {
    get title() {
      return title();
    },
    get description() {
      return description();
    },
    ...(variant ? { variant } : {}),
  };
}

/** The payment words (docs/product.md#payments). */
export const PAYMENT_FORM_TEXT: Record<PaymentFormProblem, Toast & { description: string }> = {
  sign_in: wordedToast(m.payments_form_sign_in_title, m.payments_form_sign_in_description, "destructive"),
  missing: wordedToast(m.payments_form_missing_title, m.payments_form_missing_description, "destructive"),
  phone: wordedToast(
    m.payments_form_phone_title,
    () => m.payments_form_phone_description({ example: EXAMPLE_MOBILE_NUMBER }),
    "destructive",
  ),
  email: wordedToast(m.payments_form_email_title, m.payments_form_email_description, "destructive"),
  network: wordedToast(m.payments_form_network_title, m.payments_form_network_description, "destructive"),
};

/** The payment form's toast for a problem, as a plain object (its words read now). */
export function paymentFormToast(problem: PaymentFormProblem): Toast {
  return { ...PAYMENT_FORM_TEXT[problem] };
}

/** A payment's toasts, worded when called. */
export const PAYMENT_TOASTS = {
  initiated: (message?: string | null): Toast => ({
    title: m.payments_initiated_title(),
    description: message || m.payments_initiated_description(),
  }),
  completed: (): Toast => ({ title: m.payments_completed_title(), description: m.payments_completed_description() }),
  failed: (): Toast => ({
    title: m.payments_failed_title(),
    description: m.payments_failed_description(),
    variant: "destructive",
  }),
  pending: (): Toast => ({ title: m.payments_pending_title(), description: m.payments_pending_description() }),
  cancelled: (): Toast => ({
    title: m.payments_cancelled_title(),
    description: m.payments_cancelled_description(),
    variant: "destructive",
  }),
} as const satisfies Record<string, (message?: string | null) => Toast>;

export const PAYMENT_STATUS_LABELS = {
  pending: m.payments_status_pending,
  completed: m.payments_status_completed,
  failed: m.payments_status_failed,
  cancelled: m.payments_status_cancelled,
} as const satisfies Record<PaymentStatus, () => string>;

/** What the payment was for, when no listing or shop names it. */
export const PAYMENT_PURPOSE_LABELS = {
  wallet_topup: m.payments_purpose_wallet_topup,
  listing_fee: m.payments_purpose_listing_fee,
  shop_subscription: m.payments_purpose_shop_subscription,
  product_purchase: m.payments_purpose_product_purchase,
  accommodation_booking: m.payments_purpose_accommodation_booking,
} as const satisfies Record<PaymentType, () => string>;

export function paymentPurposeLabel(type: string): string {
  return isPaymentType(type) ? PAYMENT_PURPOSE_LABELS[type]() : type;
}

/** The status check's toast: completed, failed, cancelled, else pending. */
export function statusToast(status: PaymentStatus): Toast {
  if (status === "completed") return PAYMENT_TOASTS.completed();
  if (status === "failed") return PAYMENT_TOASTS.failed();
  if (status === "cancelled") return PAYMENT_TOASTS.cancelled();
  return PAYMENT_TOASTS.pending();
}

/** How a payment's method reads: the network's name, 'Wallet', or 'Mobile money' when unknown. */
export function methodLabel(method: string | null | undefined): string {
  return method && Object.hasOwn(METHOD_LABELS, method)
    ? METHOD_LABELS[method as keyof typeof METHOD_LABELS]
    : m.payments_method_mobile_money();
}

/** The wallet shows the last 8 characters of a transaction id (docs/product.md#wallet). */
export function shortTransactionId(id: string | null | undefined): string | null {
  return id ? id.slice(-8) : null;
}
