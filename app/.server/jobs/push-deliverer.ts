import { describeNotification } from "~/lib/notifications/notification-text";
import { DEFAULT_LOCALE, isLocale } from "~/lib/shared/i18n/locales";
import type { Database } from "../db/client";
import type { NotificationRow } from "../domain/notifications/list-notifications";
import { deliverPushes, type PushMessage } from "../domain/notifications/push/deliver-pushes";
import { inLocale } from "../i18n/request-locale";
import type { LiveHub } from "../live/live-hub";
import type { PushSender } from "../push/web-push-sender";
import { logger } from "../runtime/logger";
import { pushSends } from "../runtime/metrics";

/** Also looked at on a timer: retries fall due without a wake-up, and a wake-up can be missed. */
const SWEEP_MS = 30_000;

/**
 * A pushed notification's words, as the notifications page words it, in its recipient's saved
 * language (users.language; English when they never chose), not in that of whoever caused it.
 */
export function pushMessageFor(notification: NotificationRow): PushMessage {
  const language = isLocale(notification.recipientLanguage) ? notification.recipientLanguage : DEFAULT_LOCALE;
  const { title, message } = inLocale(language, () => describeNotification(notification));
  return { title, body: message, link: notification.link, tag: notification.id };
}

/**
 * Pushes notifications to subscribed browsers as they are written: woken with the live streams
 * (any instance's writes), and every 30 s. Every instance runs it; the queue's SKIP LOCKED
 * makes each notification go out once.
 */
export function startPushDeliverer({ db, sender, hub }: { db: Database; sender: PushSender; hub: LiveHub }) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          const summary = await deliverPushes(db, sender, pushMessageFor);
          pushSends.inc({ result: "sent" }, summary.pushed);
          pushSends.inc({ result: "gone" }, summary.gone);
          pushSends.inc({ result: "retry" }, summary.retried);
          if (summary.pushed + summary.gone + summary.retried > 0) logger.debug(summary, "pushes delivered");
        } while (again && !stopped);
      } catch (error) {
        logger.warn({ err: error }, "pushing notifications failed; trying again soon");
      } finally {
        running = null;
      }
    })();
  };
  const unsubscribe = hub.onWake(run);
  const timer = setInterval(run, SWEEP_MS).unref();
  run();
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      clearInterval(timer);
      await running;
    },
  };
}
