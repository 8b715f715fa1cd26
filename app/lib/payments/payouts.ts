/**
 * Money out (docs/payments.md#payouts). What a gateway says of a payout: only "paid" means the
 * money reached the phone; "in_process" is neither paid nor failed until the gateway is asked again.
 */
export const PAYOUT_GATEWAY_STATES = ["in_process", "paid", "failed"] as const;
export type PayoutGatewayState = (typeof PAYOUT_GATEWAY_STATES)[number];
