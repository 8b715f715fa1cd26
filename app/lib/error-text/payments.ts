import type { PaymentReason } from "~/.server/domain/payments/reasons";
import { WALLET_RULES } from "../wallet-rules";
import type { ErrorMessage } from "./placeholders";

/**
 * Payments and the wallet (docs/product.md#payments, docs/product.md#wallet), and ours where that page has
 * none. The form's four problems say what the payment form says in the browser (PAYMENT_FORM_TEXT
 * in app/lib/payment-text.ts; error-text.test.ts keeps the two the same).
 */
export const PAYMENT_ERROR_TEXT = {
  payment_not_found: { title: "Payment not found", description: "We could not find this payment in your account." },
  payment_missing_information: { title: "Missing Information", description: "Please fill in all required fields." },
  payment_invalid_phone: { title: "Invalid Phone Number", description: "Please enter a valid Tanzanian mobile number (e.g., 0754 123 456)." },
  payment_invalid_email: { title: "Invalid Email", description: "Please enter a valid email address." },
  payment_unsupported_network: { title: "Unsupported Network", description: "Please use an M-Pesa, Tigo Pesa (Mixx), Airtel Money or Halopesa number." },
  payment_amount_invalid: {
    title: "Invalid Amount",
    description: "Please enter a whole amount from {min:tzs} to {max:tzs}.",
    defaults: { min: WALLET_RULES.minTopUp, max: WALLET_RULES.maxTopUp },
  },
  /** The gateway refused the order; its own words when it gave some under 'Payment Failed'. */
  payment_rejected: { title: "Payment Failed", description: "{message}", defaults: { message: "Unable to process payment. Please try again." } },
  /** Too many prompts went to this number lately, from anyone (app/lib/attempt-limits.ts): nothing about who asked or whose number it is. */
  payment_number_rate_limited: {
    title: "Too many payment requests",
    description: "Too many payment requests were sent to this number. Please wait {seconds:wait} and try again, or pay with another number.",
  },
  payment_gateway_unavailable: { title: "Payment Failed", description: "Unable to process payment. Please try again." },
  listing_fee_not_due: { title: "Nothing to pay", description: "This listing's fee is already paid." },
  wallet_insufficient_balance: {
    title: "Insufficient Balance",
    description: "Your wallet holds {balance:tzs}; this fee is {fee:tzs}. Add balance or pay by mobile money.",
  },
  webhook_refused: { title: "Error", description: "Not a webhook from our payment gateway." },
} satisfies Record<PaymentReason, ErrorMessage>;
