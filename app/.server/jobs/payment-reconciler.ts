import type { Database } from "../db/client";
import { reconcilePayouts } from "../domain/payments/payouts/reconcile-payouts";
import { reconcilePayments } from "../domain/payments/reconcile-payments";
import type { PaymentGateway } from "../payments/gateway";
import type { PayoutGateway } from "../payments/payout-gateway";
import { logger } from "../runtime/logger";

/**
 * Runs payment reconciliation every `intervalMs` in this instance, and then payout reconciliation
 * (domain/payments/payouts/reconcile-payouts.ts) in the same round. Every instance runs one: the
 * runs claim payments with row locks (reconcile-payments.ts), so they share the work without
 * doing any of it twice, and none keeps state of its own that a restart would lose.
 */
export function startPaymentReconciler(options: {
  db: Database;
  gateway: PaymentGateway;
  /** The gateway paying withdrawals out, whose payouts not yet final are asked about too. */
  payoutGateway?: PayoutGateway;
  intervalMs: number;
  pendingLimitMs: number;
}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = reconcilePayments(options.db, options.gateway, { pendingLimitMs: options.pendingLimitMs })
      .then(async (summary) => {
        if (summary.checked > 0) logger.info(summary, "payments reconciled");
        if (!options.payoutGateway) return;
        const payouts = await reconcilePayouts(options.db, options.payoutGateway);
        if (payouts.checked > 0) logger.info(payouts, "payouts reconciled");
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
