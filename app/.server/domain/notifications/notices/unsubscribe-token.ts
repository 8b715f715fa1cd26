import { createHmac } from "node:crypto";
import { isNoticeKind, type NoticeKind } from "~/lib/notifications/notice-kinds";
import { isUuid } from "~/lib/shared/uuid";
import { constantTimeEqual } from "../../../payments/constant-time-equal";

/** Where a notice e-mail's unsubscribe link leads (app/routes/notices/unsubscribe.tsx). */
export const UNSUBSCRIBE_PATH = "/notices/unsubscribe";

/** Who and what a valid unsubscribe link names: one student's e-mails of one kind. */
export interface UnsubscribeTarget {
  userId: string;
  kind: NoticeKind;
}

function signature(key: string, target: UnsubscribeTarget): string {
  return createHmac("sha256", key)
    .update(`notice-unsubscribe:${target.userId}:${target.kind}:email`)
    .digest("base64url");
}

/**
 * The token of a notice e-mail's one-click unsubscribe: the student, the kind, and an HMAC of both
 * (and of the channel, e-mail) with the notice key, derived from the auth secret (server/app.ts).
 * It holds no secret of the student's and never expires: it can only turn those e-mails off.
 */
export function unsubscribeToken(key: string, target: UnsubscribeTarget): string {
  return `${target.userId}.${target.kind}.${signature(key, target)}`;
}

/** The unsubscribe link, absolute on PUBLIC_URL: mail providers open it from their own servers. */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, publicUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** What a token names when its signature is ours; null for anything else (forged, cut, made up). */
export function readUnsubscribeToken(key: string, token: string | null | undefined): UnsubscribeTarget | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [userId, kind, signed, ...rest] = token.split(".");
  if (rest.length > 0 || !isUuid(userId) || !isNoticeKind(kind) || !signed) return null;
  const target = { userId: userId.toLowerCase(), kind };
  return constantTimeEqual(signed, signature(key, target)) ? target : null;
}
