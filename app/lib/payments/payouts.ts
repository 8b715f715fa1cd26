/**
 * Money out (docs/payments.md#payouts): what a payout can be, and the only moves it makes. The
 * payouts table's CHECKs are built from these lists; every change of status goes through
 * movePayout (app/.server/domain/payouts/move-payout.ts), which allows only a listed move.
 */

/** What a gateway says of a payout: only "paid" means the money reached the phone; "in_process" is neither paid nor failed until the gateway is asked again. */
export const PAYOUT_GATEWAY_STATES = ["in_process", "paid", "failed"] as const;
export type PayoutGatewayState = (typeof PAYOUT_GATEWAY_STATES)[number];

/**
 * in_review: a new account's first withdrawal of money that came from outside, held for a person.
 * requested: written, its money out of the balance, the gateway not yet sure to have it.
 * sent: the gateway has it in process. paid: it reached the phone. failed: it never did (money
 * back). returned: paid, then came back (money back). refused: a reviewer said no (money back).
 */
export const PAYOUT_STATUSES = ["in_review", "requested", "sent", "paid", "failed", "returned", "refused"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Every move a payout may make; anything else is refused. A final payout never moves again (a late word from the gateway only flags it). */
export const PAYOUT_MOVES = {
  in_review: ["requested", "refused"],
  requested: ["sent", "paid", "failed"],
  sent: ["paid", "failed"],
  paid: ["returned"],
  failed: [],
  returned: [],
  refused: [],
} as const satisfies Record<PayoutStatus, readonly PayoutStatus[]>;

/** Statuses whose money is back in the balance. */
export const PAYOUT_MONEY_BACK = ["failed", "returned", "refused"] as const satisfies readonly PayoutStatus[];

/** Statuses the gateway can still change: reconciliation asks about them. */
export const PAYOUT_OPEN = ["requested", "sent"] as const satisfies readonly PayoutStatus[];

export const PAYOUT_REVIEW_REASONS = [
  "paid_after_failure",
  "failed_after_paid",
  "amount_mismatch",
  "unknown_to_gateway",
] as const;
export type PayoutReviewReason = (typeof PAYOUT_REVIEW_REASONS)[number];

/** What holds withdrawals for a day (app/.server/domain/payments/payouts/find-withdrawal-hold.ts): a change a thief makes first. */
export const HOLD_CHANGES = ["password", "phone", "two_factor", "device", "unfrozen"] as const;
export type HoldChange = (typeof HOLD_CHANGES)[number];

/** Who pays the gateway's fee: the student (it comes off what reaches the phone) or the operator. */
export const PAYOUT_FEE_PAYERS = ["student", "operator"] as const;
export type PayoutFeePayer = (typeof PAYOUT_FEE_PAYERS)[number];

export function canMovePayout(from: PayoutStatus, to: PayoutStatus): boolean {
  return (PAYOUT_MOVES[from] as readonly PayoutStatus[]).includes(to);
}

export function payoutStatusesMovingTo(to: PayoutStatus): PayoutStatus[] {
  return PAYOUT_STATUSES.filter((from) => canMovePayout(from, to));
}

export function isPayoutStatus(value: string): value is PayoutStatus {
  return (PAYOUT_STATUSES as readonly string[]).includes(value);
}

/**
 * The operator's payout rules (configuration, app/.server/runtime/env.ts): the least a student
 * may withdraw, the gateway's fee (a flat part and a share of the amount, rounded up to a
 * shilling) and who bears it, and how much one account may take out in a day and in 30 days.
 */
export interface PayoutRules {
  minTzs: number;
  feeFlatTzs: number;
  feePercent: number;
  feePaidBy: PayoutFeePayer;
  dailyLimitTzs: number;
  monthlyLimitTzs: number;
}

export interface PayoutQuote {
  /** What leaves the balance. */
  amountTzs: number;
  feeTzs: number;
  /** What reaches the phone. */
  sentTzs: number;
}

/** What a withdrawal of this much from the balance costs and sends, by the rules. */
export function quotePayout(amountTzs: number, rules: PayoutRules): PayoutQuote {
  const feeTzs = rules.feeFlatTzs + Math.ceil((amountTzs * rules.feePercent) / 100);
  return { amountTzs, feeTzs, sentTzs: rules.feePaidBy === "student" ? amountTzs - feeTzs : amountTzs };
}
