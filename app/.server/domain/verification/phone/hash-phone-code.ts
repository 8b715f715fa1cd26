import { createHmac } from "node:crypto";

/**
 * What is kept of a code: a keyed hash bound to its account, purpose and number. A million
 * codes are quickly hashed, so without the key anyone reading phone_codes could find a code.
 */
export function hashPhoneCode(
  key: string,
  code: { userId: string; purpose: string; number: string; code: string },
): string {
  return createHmac("sha256", key)
    .update(`phone-code:${code.userId}:${code.purpose}:${code.number}:${code.code}`)
    .digest("hex");
}
