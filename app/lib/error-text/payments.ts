import { waitInWords } from "../attempt-limits";
import { formatTzsExact } from "../money";
import { PAYMENT_FORM_TEXT } from "../payment-text";
import { WALLET_RULES } from "../wallet-rules";
import type { ErrorTextEntry } from ".";

const { variant: _a, ...missing } = PAYMENT_FORM_TEXT.missing;
const { variant: _b, ...phone } = PAYMENT_FORM_TEXT.phone;
const { variant: _c, ...email } = PAYMENT_FORM_TEXT.email;
const { variant: _d, ...network } = PAYMENT_FORM_TEXT.network;

/** Payments and the wallet (docs/product.md#payments, docs/product.md#wallet). */
export const PAYMENT_ERROR_TEXT = {
  payment_not_found: { title: "Payment not found", description: "We could not find this payment in your account." },
  payment_missing_information: missing,
  payment_invalid_phone: phone,
  payment_invalid_email: email,
  payment_unsupported_network: network,
  payment_amount_invalid: {
    title: "Invalid Amount",
    description: `Please enter a whole amount from ${formatTzsExact(WALLET_RULES.minTopUp)} to ${formatTzsExact(WALLET_RULES.maxTopUp)}.`,
  },
  /** The gateway refused the order; its own words when it gave some, under 'Payment Failed'. */
  payment_rejected: ({ message }) => ({ title: "Payment Failed", description: String(message || "Unable to process payment. Please try again.") }),
  /** Too many prompts went to this number lately, from anyone (app/lib/attempt-limits.ts): nothing about who asked or whose number it is. Values: `{ seconds }`. */
  payment_number_rate_limited: ({ seconds }) => ({
    title: "Too many payment requests",
    description: `Too many payment requests were sent to this number. Please wait ${waitInWords(Number(seconds))} and try again, or pay with another number.`,
  }),
  payment_gateway_unavailable: { title: "Payment Failed", description: "Unable to process payment. Please try again." },
  listing_fee_not_due: { title: "Nothing to pay", description: "This listing's fee is already paid." },
  wallet_insufficient_balance: ({ balance, fee }) => ({
    title: "Insufficient Balance",
    description: `Your wallet holds ${formatTzsExact(balance)}; this fee is ${formatTzsExact(fee)}. Add balance or pay by mobile money.`,
  }),
  webhook_refused: { title: "Error", description: "Not a webhook from our payment gateway." },
} satisfies Record<string, ErrorTextEntry>;
