import webpush from "web-push";
import { logger } from "../runtime/logger";
import type { VapidKeys } from "./vapid";

/** How long a push service may keep a message for a phone that is off (a day: older news is stale). */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent; gone (the browser unsubscribed: forget it); retry (the service failed for now). */
export type PushOutcome = "sent" | "gone" | "retry";

/** Sends one encrypted message to one browser through its push service. */
export interface PushSender {
  publicKey: string;
  send(target: PushTarget, payload: object): Promise<PushOutcome>;
}

/**
 * Web Push over HTTP (RFC 8030): the web-push library encrypts the message (RFC 8291, aes128gcm)
 * and signs our VAPID token (RFC 8292); we send it ourselves, so the request keeps our timeout,
 * never follows a redirect, and goes only to the endpoint a subscription was saved with (an
 * allow-listed push service, app/.server/domain/notifications/push/save-push-subscription.ts).
 */
export function createWebPushSender(keys: VapidKeys, fetchImpl: typeof fetch = fetch): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      const host = new URL(target.endpoint).host;
      let request: webpush.RequestDetails;
      try {
        request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            contentEncoding: "aes128gcm",
            TTL: TIME_TO_LIVE_SECONDS,
            urgency: "normal",
          },
        );
      } catch (error) {
        // Keys no message can be encrypted for: trying again will not help.
        logger.warn({ err: error, host }, "a push subscription's keys cannot be used");
        return "gone";
      }
      try {
        const response = await fetchImpl(target.endpoint, {
          method: "POST",
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: "error",
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) return "gone";
        if (response.ok) return "sent";
        // Our token refused: our keys or clock are wrong, not the browser's subscription. Kept, and said loudly.
        if (response.status === 401 || response.status === 403) {
          logger.error(
            { status: response.status, host },
            "a push service refused our VAPID token: check VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are the same on every instance",
          );
          return "retry";
        }
        logger.warn({ status: response.status, host }, "a push service refused a push");
        // Other 4xx (a malformed subscription, a payload it will not take) will not get better by trying again.
        return response.status >= 500 || response.status === 429 ? "retry" : "gone";
      } catch (error) {
        logger.warn({ err: error, host }, "a push service could not be reached");
        return "retry";
      }
    },
  };
}
