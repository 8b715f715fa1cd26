/**
 * Money out: a gateway's payout ("disbursement", "wallet cash-in") of our merchant balance to a
 * student's mobile-money number (docs/payments.md#payouts). Failures are GatewayError, as for
 * payments in: "rejected" means nothing was sent; "unavailable" means we cannot tell, so the
 * payout stays in process until the gateway is asked again.
 */
import type { PayoutGatewayState } from "~/lib/payments/payouts";
import type { GatewayName } from "./gateway";

export interface PayoutRequest {
  /** Our payout id: unique and unguessable (a UUID), written before the call; the gateway's idempotency key. */
  payoutId: string;
  /** The receiving number in 255 form, as lib/phone normalises it: 2557XXXXXXXX. */
  msisdn255: string;
  /** Whole Tanzanian shillings that reach the student's phone. */
  amountTzs: number;
}

export type PayoutState = PayoutGatewayState;

export interface PayoutOutcome {
  payoutId: string;
  state: PayoutState;
  /** What the gateway says reached the phone, in shillings, when it says (to compare with ours). */
  amountSentTzs: number | null;
  /** What the gateway charged our merchant balance for it, in shillings, when it says. */
  feeTzs: number | null;
  /** The gateway's or operator's reference, once there is one. */
  reference: string | null;
  /** The name the receiving number is registered to, when the gateway's answer names it. */
  registeredName: string | null;
}

export interface PayoutGateway {
  readonly name: GatewayName;
  /**
   * Sends a payout. Resolves with the gateway's first answer (often already paid, sometimes in
   * process); throws GatewayError("rejected") when it refused (nothing was sent) and
   * GatewayError("unavailable") when we cannot tell (the payout may have gone: ask again).
   */
  payout(request: PayoutRequest): Promise<PayoutOutcome>;
  /**
   * What became of a payout sent before, by its id; null when the gateway has no such payout (so
   * nothing was sent). It takes the whole request because some gateways (ZenoPay) answer a status
   * only to the same request sent again under the same id, which they document as never paying twice.
   * Throws GatewayError("unavailable") when it cannot be asked right now.
   */
  payoutStatus(request: PayoutRequest): Promise<PayoutOutcome | null>;
  /**
   * The name a number is registered to (SIMs are registered against a national ID), where the
   * gateway can look it up before paying; null when it cannot or does not know the number.
   */
  lookUpName(msisdn255: string): Promise<string | null>;
}
