import type { Database } from "../db/client";
import { reconcilePayments } from "../domain/payments/reconcile-payments";
import type { PaymentGateway } from "../payments/gateway";
import { logger } from "../runtime/logger";

/**
 * Runs payment reconciliation every `intervalMs` in this instance. Every instance runs one: the
 * runs claim payments with row locks (reconcile-payments.ts), so they share the work without
 * doing any of it twice, and none keeps state of its own that a restart would lose.
 */
export function startPaymentReconciler(options: {
  db: Database;
  gateway: PaymentGateway;
  intervalMs: number;
  pendingLimitMs: number;
}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = reconcilePayments(options.db, options.gateway, { pendingLimitMs: options.pendingLimitMs })
      .then((summary) => {
        if (summary.checked > 0) logger.info(summary, "payments reconciled");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "payment reconciliation failed; trying again next round"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
