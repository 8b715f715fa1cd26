import { createHmac } from "node:crypto";
import { normalizeMobileNumber } from "../../lib/payments/mobile-money";

/**
 * How a payer's phone number is named in the attempt counters (app/lib/accounts/attempt-limits.ts): a
 * keyed hash of its normalised form, so 0712… and 255712… count as one number. Tanzania's mobile
 * numbers are few enough to hash them all, so a plain hash would name the number to anyone who
 * reads the table; the key (derived from the auth secret, the same on every instance) keeps the
 * table and the logs from carrying it.
 */
export function payerNumberSubject(key: string, msisdn: string): string {
  return createHmac("sha256", key)
    .update(`payer-number:${normalizeMobileNumber(msisdn)}`)
    .digest("hex");
}
