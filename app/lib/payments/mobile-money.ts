import { m } from "~/paraglide/messages";

/**
 * Mobile-money numbers and networks (docs/product.md#payments, the form's third check). A number is
 * normalised so: non-digits stripped, a leading 255 kept, a leading 0 becomes 255,
 * a leading 7 gets 255 in front; then it must be 255, a digit 6 to 9, and 8 more digits.
 */
export type MobileMoneyMethod = "mpesa" | "tigopesa" | "airtelmoney" | "halopesa";

/**
 * How each network is named to payers. Tigo Pesa is now sold as Mixx by Yas; students know both
 * names. Brand names are the same in every language; the wallet's is read in the reader's.
 */
export const METHOD_LABELS: Record<MobileMoneyMethod | "wallet", string> = {
  mpesa: "M-Pesa",
  tigopesa: "Tigo Pesa / Mixx",
  airtelmoney: "Airtel Money",
  halopesa: "Halopesa",
  get wallet() {
    return m.payments_method_wallet();
  },
};

/**
 * The network a number belongs to, by its prefix (TCRA's allocations to Vodacom, Tigo/Yas incl.
 * the former Zantel range, Airtel and Halotel). Numbers ported between networks keep their
 * prefix, so this is a hint shown to the payer; the gateway routes by the number itself.
 */
const PREFIXES: Record<string, MobileMoneyMethod> = {
  "74": "mpesa",
  "75": "mpesa",
  "76": "mpesa",
  "65": "tigopesa",
  "67": "tigopesa",
  "71": "tigopesa",
  "77": "tigopesa",
  "68": "airtelmoney",
  "69": "airtelmoney",
  "78": "airtelmoney",
  "61": "halopesa",
  "62": "halopesa",
};

/** The normalisation above; returns the digits whether or not they make a valid number. */
export function normalizeMobileNumber(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  if (digits.startsWith("255")) return digits;
  if (digits.startsWith("0")) return `255${digits.slice(1)}`;
  if (digits.startsWith("7")) return `255${digits}`;
  return digits;
}

/** 2557XXXXXXXX when the number is a valid Tanzanian mobile number, else null. */
export function toMsisdn(raw: string): string | null {
  const normalised = normalizeMobileNumber(raw);
  return /^255[6-9]\d{8}$/.test(normalised) ? normalised : null;
}

/** The network of a valid number, or null when we do not know it (or it has no mobile money we take). */
export function methodOfNumber(raw: string): MobileMoneyMethod | null {
  const msisdn = toMsisdn(raw);
  return msisdn ? (PREFIXES[msisdn.slice(3, 5)] ?? null) : null;
}

/** 255754123456 -> '0754 123 456', how Tanzanians write a number. */
export function formatLocalNumber(msisdn: string): string {
  const local = `0${msisdn.slice(3)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}
