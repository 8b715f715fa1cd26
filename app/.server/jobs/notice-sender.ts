import type { Database } from "../db/client";
import { type NoticeSenders, sendDueNotices } from "../domain/notifications/notices/send-due-notices";
import { logger } from "../runtime/logger";

/** Due notices are looked for every minute: a message unread for 15 minutes goes out within 16. */
const STEP_MS = 60_000;

/**
 * Sends notices by e-mail and SMS (domain/notifications/notices/send-due-notices.ts), a step every minute. Every
 * instance runs it: each (student, kind, channel) is decided under its locked notice_windows row,
 * and what was sent is in notice_deliveries, so instances never send twice. A step still running
 * when the next is due is not doubled; stopping waits for the step under way.
 */
export function startNoticeSender({
  db,
  senders,
  intervalMs = STEP_MS,
}: {
  db: Database;
  senders: NoticeSenders;
  intervalMs?: number;
}) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const step = () => {
    if (stopped || running) return;
    running = sendDueNotices(db, senders)
      .then((summary) => {
        if (summary.emails + summary.sms + summary.failed > 0) logger.info(summary, "notices sent");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "sending notices failed; trying again in a minute"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(step, intervalMs);
  timer.unref();
  step();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
