import type { PaymentFormProblem } from "./forms/payment";
import { METHOD_LABELS } from "./mobile-money";
import { isPaymentType, type PaymentStatus, type PaymentType } from "./payments";
import type { Toast } from "./toast";

/** The example in the phone message: a mobile-money number as students write it. */
export const EXAMPLE_MOBILE_NUMBER = "0754 123 456";

/** The payment words (docs/product.md#payments). */
export const PAYMENT_FORM_TEXT: Record<PaymentFormProblem, Toast & { description: string }> = {
  sign_in: { title: "Authentication Required", description: "Please log in to make a payment.", variant: "destructive" },
  missing: { title: "Missing Information", description: "Please fill in all required fields.", variant: "destructive" },
  phone: { title: "Invalid Phone Number", description: `Please enter a valid Tanzanian mobile number (e.g., ${EXAMPLE_MOBILE_NUMBER}).`, variant: "destructive" },
  email: { title: "Invalid Email", description: "Please enter a valid email address.", variant: "destructive" },
  network: {
    title: "Unsupported Network",
    description: "Please use an M-Pesa, Tigo Pesa (Mixx), Airtel Money or Halopesa number.",
    variant: "destructive",
  },
};

export const PAYMENT_TOASTS = {
  initiated: (message?: string | null): Toast => ({ title: "Payment Initiated", description: message || "Please check your phone for payment instructions." }),
  completed: { title: "Payment Completed!", description: "Your payment has been successfully processed." },
  failed: { title: "Payment Failed", description: "Your payment was not successful. Please try again.", variant: "destructive" },
  pending: { title: "Payment Pending", description: "Payment is still being processed. Please wait." },
  cancelled: { title: "Payment Cancelled", description: "This payment stayed pending too long and was cancelled. If money left your account, it comes back to your wallet.", variant: "destructive" },
} as const satisfies Record<string, Toast | ((message?: string | null) => Toast)>;

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "Pending",
  completed: "Completed",
  failed: "Failed",
  cancelled: "Cancelled",
};

/** What the payment was for, when no listing or shop names it. */
export const PAYMENT_PURPOSE_LABELS: Record<PaymentType, string> = {
  wallet_topup: "Wallet top-up",
  listing_fee: "Listing fee",
  shop_subscription: "Shop subscription",
  product_purchase: "Product purchase",
  accommodation_booking: "Accommodation booking",
};

export function paymentPurposeLabel(type: string): string {
  return isPaymentType(type) ? PAYMENT_PURPOSE_LABELS[type] : type;
}

/** The status check's toast: completed, failed, cancelled, else pending. */
export function statusToast(status: PaymentStatus): Toast {
  if (status === "completed") return PAYMENT_TOASTS.completed;
  if (status === "failed") return PAYMENT_TOASTS.failed;
  if (status === "cancelled") return PAYMENT_TOASTS.cancelled;
  return PAYMENT_TOASTS.pending;
}

/** How a payment's method reads: the network's name, 'Wallet', or 'Mobile money' when unknown. */
export function methodLabel(method: string | null | undefined): string {
  return method && Object.hasOwn(METHOD_LABELS, method) ? METHOD_LABELS[method as keyof typeof METHOD_LABELS] : "Mobile money";
}

/** The wallet shows the last 8 characters of a transaction id (docs/product.md#wallet). */
export function shortTransactionId(id: string | null | undefined): string | null {
  return id ? id.slice(-8) : null;
}
