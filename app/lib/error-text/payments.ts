import type { PaymentReason } from "~/.server/domain/payments/reasons";
import { m } from "~/paraglide/messages";
import { PAYMENT_FORM_TEXT } from "../payments/payment-text";
import { WALLET_RULES } from "../payments/wallet-rules";
import { type ErrorMessage, given, secondsOf, textOf, tzs, wait, words, wordsOf } from "./placeholders";

/**
 * Payments and the wallet (docs/product.md#payments, docs/product.md#wallet), and ours where that page has
 * none. The form's four problems say what the payment form says in the browser (PAYMENT_FORM_TEXT
 * in app/lib/payments/payment-text.ts).
 */
export const PAYMENT_ERROR_TEXT = {
  payment_not_found: words(m.errors_payment_not_found_title, m.errors_payment_not_found),
  payment_missing_information: wordsOf(() => PAYMENT_FORM_TEXT.missing),
  payment_invalid_phone: wordsOf(() => PAYMENT_FORM_TEXT.phone),
  payment_invalid_email: wordsOf(() => PAYMENT_FORM_TEXT.email),
  payment_unsupported_network: wordsOf(() => PAYMENT_FORM_TEXT.network),
  /** The top-up limits: the error's own, or the wallet's rules. */
  payment_amount_invalid: (values) => ({
    title: m.errors_payment_amount_invalid_title(),
    description: m.errors_payment_amount_invalid({
      min: tzs(given(values, "min") ?? WALLET_RULES.minTopUp),
      max: tzs(given(values, "max") ?? WALLET_RULES.maxTopUp),
    }),
  }),
  /** The gateway refused the order; its own words when it gave some under 'Payment Failed'. */
  payment_rejected: (values) => ({
    title: m.errors_payment_failed_title(),
    description: given(values, "message") ?? m.errors_payment_unable(),
  }),
  /** Too many prompts went to this number lately, from anyone (app/lib/accounts/attempt-limits.ts): nothing about who asked or whose number it is. */
  payment_number_rate_limited: (values) => ({
    title: m.errors_payment_number_rate_limited_title(),
    description: m.errors_payment_number_rate_limited({ wait: wait(secondsOf(values)) }),
  }),
  payment_gateway_unavailable: words(m.errors_payment_failed_title, m.errors_payment_unable),
  listing_fee_not_due: words(m.errors_toast_fee_not_due_title, m.errors_toast_fee_not_due),
  listing_fee_not_payable: words(m.errors_toast_fee_not_due_title, m.errors_fee_not_payable),
  wallet_insufficient_balance: (values) => ({
    title: m.errors_wallet_insufficient_balance_title(),
    description: m.errors_wallet_insufficient_balance({
      balance: tzs(textOf(values, "balance")),
      fee: tzs(textOf(values, "fee")),
    }),
  }),
  webhook_refused: words(m.errors_title_error, m.errors_webhook_refused),
  books_day_invalid: words(m.errors_books_day_invalid_title, m.errors_books_day_invalid),
} satisfies Record<PaymentReason, ErrorMessage>;
