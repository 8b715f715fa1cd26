import * as z from "zod/mini";
import { m } from "~/paraglide/messages";

/** Decodes base64url without Node's Buffer (this file also runs in the browser). */
function decodeBase64url(value: string): Uint8Array {
  const binary = atob(value.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const base64urlBytes = (length: number, first?: number) =>
  z.string().check(
    z.maxLength(200),
    z.refine(
      (value) => {
        if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
        const bytes = decodeBase64url(value);
        return bytes.length === length && (first === undefined || bytes[0] === first);
      },
      { error: () => m.notifications_push_key_invalid() },
    ),
  );

/** What a browser's PushSubscription holds, as the page posts it (endpoint and keys.p256dh / keys.auth). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().check(
    z.maxLength(1000),
    z.refine((value) => URL.canParse(value), { error: () => m.notifications_push_address_invalid() }),
  ),
  /** An uncompressed P-256 public key. */
  p256dh: base64urlBytes(65, 4),
  auth: base64urlBytes(16),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** The push services browsers use (Chrome, Firefox, Safari, Edge): we only ever post to these. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "push.services.mozilla.com",
  "web.push.apple.com",
  "*.notify.windows.com",
];

/**
 * Whether the server may post to this push endpoint: https to a known push service (an endpoint
 * is a URL a browser hands us, so anything else would let a page make our server call any
 * address). `extra` hosts (PUSH_SERVICE_HOSTS) may be plain http only on this machine (tests).
 */
export function isAllowedPushEndpoint(endpoint: string, extra: readonly string[] = []): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  const matches = (pattern: string) =>
    pattern.startsWith("*.")
      ? url.hostname.endsWith(pattern.slice(1))
      : url.hostname === pattern.split(":")[0] && (!pattern.includes(":") || url.host === pattern);
  if (url.protocol === "https:" && [...DEFAULT_PUSH_SERVICE_HOSTS, ...extra].some(matches)) return true;
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname) && extra.some(matches);
}
