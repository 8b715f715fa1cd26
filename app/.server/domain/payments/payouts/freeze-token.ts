import { createHmac } from "node:crypto";
import { isUuid } from "~/lib/shared/uuid";
import { constantTimeEqual } from "../../../payments/constant-time-equal";

/** Where a withdrawal notice's freeze link leads (app/routes/payments/freeze-money.tsx). */
export const FREEZE_PATH = "/wallet/freeze";

function signature(key: string, payoutId: string): string {
  return createHmac("sha256", key).update(`payout-freeze:${payoutId}`).digest("base64url");
}

/**
 * The token of a withdrawal notice's freeze link: the payout and an HMAC of it with the notice key
 * (the unsubscribe links' key, server/app.ts; the "payout-freeze:" prefix keeps the two kinds of
 * token apart). It can only freeze the money of the payout's own account, so it never expires and
 * needs no session: the owner may be reading it on a phone where a thief's session is not.
 */
export function payoutFreezeToken(key: string, payoutId: string): string {
  return `${payoutId}.${signature(key, payoutId)}`;
}

/** The freeze link, absolute on PUBLIC_URL: it is opened from an e-mail or an SMS. */
export function payoutFreezeUrl(publicUrl: string, token: string): string {
  const url = new URL(FREEZE_PATH, publicUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The payout a token names when its signature is ours; null for anything else (forged, cut, made up). */
export function readPayoutFreezeToken(key: string, token: string | null | undefined): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [payoutId, signed, ...rest] = token.split(".");
  if (rest.length > 0 || !isUuid(payoutId) || !signed) return null;
  const id = payoutId.toLowerCase();
  return constantTimeEqual(signed, signature(key, id)) ? id : null;
}
