import { m } from "~/paraglide/messages";

/**
 * TZS amounts: exact arithmetic in whole cents (BigInt, so no float rounding ever creeps into a
 * fee or a balance), and formatting (docs/product.md#formats): 'TShs 1,500,000', no decimals unless asked,
 * compact K/M.
 */

/** "1500000.50" -> 150000050n cents. Accepts what the form and the database give: digits, an optional point and up to two decimals. */
export function toCents(amount: string): bigint {
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not a TZS amount: ${amount}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

/** 150000050n -> "1500000.50", the form numeric columns take. */
export function fromCents(cents: bigint): string {
  const whole = cents / 100n;
  const part = (cents % 100n).toString().padStart(2, "0");
  return `${whole}.${part}`;
}

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function toAmount(value: number | string | null | undefined): number {
  const n = typeof value === "string" ? Number.parseFloat(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

export function formatPrice(value: number | string | null | undefined): string {
  return `TShs ${grouped.format(Math.round(toAmount(value)))}`;
}

/** Accommodation prices are monthly rents: 'TShs 120,000/month', 'TShs 120,000/mwezi'. */
export function formatRent(value: number | string | null | undefined): string {
  return m.site_per_month({ price: formatPrice(value) });
}

/** 1,500 -> '1.5K'; 2,300,000 -> '2.3M'; below 1,000 unchanged. One decimal. */
export function formatCompact(value: number): string {
  const abs = Math.abs(value);
  // 999,960 would round to '1000.0K'; it reads as '1.0M'.
  if (abs >= 999_950) return `${(value / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(Math.round(value));
}

const cents = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Fees are charged to the cent: 'TShs 1,234.57', 'TShs 0.50', and whole amounts as 'TShs 850'. */
export function formatFee(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  return `TShs ${Number.isInteger(amount) ? grouped.format(amount) : cents.format(amount)}`;
}

/**
 * One currency word per screen (docs/product.md#formats): prices elsewhere say 'TShs'; the wallet
 * and every payment page say 'TZS', for prices and fees too, so a payer never reads 'TShs 320'
 * beside 'TZS 0'. On those pages use the TZS helpers below, never formatPrice, formatRent or formatFee.
 */

/** A price on a payment page: 'TZS 1,500,000', no decimals, as formatPrice but in the wallet's word. */
export function formatTzs(value: number | string | null | undefined): string {
  return `TZS ${grouped.format(Math.round(toAmount(value)))}`;
}

/** A monthly rent on a payment page: 'TZS 120,000/month', 'TZS 120,000/mwezi'. */
export function formatTzsRent(value: number | string | null | undefined): string {
  return m.site_per_month({ price: formatTzs(value) });
}

/** The wallet's form to the cent: 'TZS 10,000', 'TZS 1,234.50' (balances and receipts must add up). */
export function formatTzsExact(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  return `TZS ${Number.isInteger(amount) ? grouped.format(amount) : cents.format(amount)}`;
}
