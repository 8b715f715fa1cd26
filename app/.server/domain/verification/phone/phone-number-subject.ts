import { createHmac } from "node:crypto";

/**
 * How a phone number is named in the counters: a keyed hash of its normalized digits (255…).
 * Tanzania's mobile numbers are few enough to hash them all, so a plain hash would name the
 * number to anyone who reads the table; the key (from the shared secret, phone-key.ts) keeps
 * the table and logs from carrying it.
 */
export function phoneNumberSubject(key: string, number: string): string {
  return createHmac("sha256", key).update(`phone-number:${number}`).digest("hex");
}
