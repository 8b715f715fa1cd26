/**
 * Wallet amounts (docs/product.md#wallet). The bounds are ours: mobile-money
 * wallets refuse single payments above a few million shillings, and pushes below a thousand
 * are not worth the payer's transaction charge.
 */
export const WALLET_RULES = {
  quickAmounts: [10_000, 25_000, 50_000, 100_000, 250_000],
  minTopUp: 1_000,
  maxTopUp: 3_000_000,
  /** The least we ask a gateway for: a smaller listing fee is rounded up to it, the rest stays in the wallet. */
  minMobilePayment: 100,
} as const;

/** A top-up amount as typed: whole shillings within the bounds, else null. */
export function parseTopUpAmount(raw: string | null | undefined): number | null {
  const text = (raw ?? "").replace(/[,\s]/g, "");
  if (!/^\d{1,9}$/.test(text)) return null;
  const amount = Number(text);
  return amount >= WALLET_RULES.minTopUp && amount <= WALLET_RULES.maxTopUp ? amount : null;
}

/** What a listing fee costs by mobile money: whole shillings, rounded up, at least the gateway minimum. */
export function mobileAmountForFee(feeCents: bigint): number {
  const shillings = Number((feeCents + 99n) / 100n);
  return Math.max(shillings, WALLET_RULES.minMobilePayment);
}
