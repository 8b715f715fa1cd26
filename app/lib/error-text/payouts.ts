import type { PayoutReason } from "~/.server/domain/payments/payouts/reasons";
import type { HoldChange } from "~/lib/payments/payouts";
import { m } from "~/paraglide/messages";
import { type ErrorMessage, given, textOf, tzs, words } from "./placeholders";

const RECENT_CHANGE = {
  password: m.errors_payout_recent_change_password,
  phone: m.errors_payout_recent_change_phone,
  two_factor: m.errors_payout_recent_change_two_factor,
  device: m.errors_payout_recent_change_device,
  unfrozen: m.errors_payout_recent_change_unfrozen,
} as const satisfies Record<HoldChange, unknown>;

const hours = (values: Parameters<ErrorMessage>[0]) => m.errors_hours({ count: Number(values.hours) || 1 });

/** Withdrawals to a student's phone (docs/payments.md#payouts). */
export const PAYOUT_ERROR_TEXT = {
  payout_amount_invalid: (values) => ({
    title: m.errors_payout_amount_invalid_title(),
    description: m.errors_payout_amount_invalid({ min: tzs(textOf(values, "min")), max: tzs(textOf(values, "max")) }),
  }),
  payout_phone_not_confirmed: words(m.errors_payout_phone_not_confirmed_title, m.errors_payout_phone_not_confirmed),
  payout_password_wrong: words(m.errors_payout_password_wrong_title, m.errors_payout_password_wrong),
  payout_recent_change: (values) => {
    const change = given(values, "change");
    const text =
      change && change in RECENT_CHANGE ? RECENT_CHANGE[change as keyof typeof RECENT_CHANGE] : RECENT_CHANGE.password;
    return { title: m.errors_payout_recent_change_title(), description: text({ hours: hours(values) }) };
  },
  payout_money_frozen: words(m.errors_payout_money_frozen_title, m.errors_payout_money_frozen),
  payout_daily_limit: (values) => ({
    title: m.errors_payout_daily_limit_title(),
    description: m.errors_payout_daily_limit({
      limit: tzs(textOf(values, "limit")),
      left: tzs(textOf(values, "left")),
    }),
  }),
  payout_monthly_limit: (values) => ({
    title: m.errors_payout_monthly_limit_title(),
    description: m.errors_payout_monthly_limit({
      limit: tzs(textOf(values, "limit")),
      left: tzs(textOf(values, "left")),
    }),
  }),
  payout_insufficient_balance: (values) => ({
    title: m.errors_wallet_insufficient_balance_title(),
    description: m.errors_payout_insufficient_balance({ balance: tzs(textOf(values, "balance")) }),
  }),
  payout_not_found: words(m.errors_payout_not_found_title, m.errors_payout_not_found),
  payout_not_in_review: words(m.errors_title_error, m.errors_payout_not_in_review),
  payout_freeze_link_invalid: words(m.errors_payout_freeze_link_invalid_title, m.errors_payout_freeze_link_invalid),
  payout_unavailable: words(m.errors_payout_unavailable_title, m.errors_payout_unavailable),
} satisfies Record<PayoutReason, ErrorMessage>;
