import { and, eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { payments } from "../../db/schema";
import { GatewayError, type PaymentGateway } from "../../payments/gateway";
import { logger } from "../../runtime/logger";
import { notifyPaymentResult } from "../notifications/notify";
import { applyGatewayStatus } from "./apply-gateway-status";

export interface ReconcileOptions {
  /** The moment to act as of (tests move the clock). */
  now?: Date;
  /** A payment still pending this long after it was made is cancelled. */
  pendingLimitMs: number;
  /** After cancelling, keep asking this long (counted from when it was made) in case the money was taken anyway. */
  lateWindowMs?: number;
  /** How many payments one run looks at. */
  batch?: number;
}

export interface ReconcileSummary {
  checked: number;
  completed: number;
  failed: number;
  cancelled: number;
}

/**
 * A claimed payment is left alone by other runs this long, in case the run that claimed it dies.
 * Longer than a whole run can take (BATCH look-ups of at most the gateway's 15 s timeout each),
 * so a slow run never sees its claims taken by another instance.
 */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;
const BATCH = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
const LATE_CHECK_MS = 30 * 60 * 1000;

/** 20 s, 40 s, 80 s ... up to 5 minutes between looks at a pending payment. */
export function nextCheckDelayMs(attempts: number): number {
  return Math.min(20_000 * 2 ** Math.max(0, attempts - 1), 5 * 60 * 1000);
}

interface Claimed {
  id: string;
  order_id: string;
  check_attempts: number;
  /** The lease this claim set: the run reschedules only a payment whose lease is still its own. */
  next_check_at: Date | string;
}

/**
 * Claims the payments due for a look: their next check moves a lease ahead, in one statement
 * that skips rows another instance holds, so two instances never look at one payment at once
 * and a run that dies leaves its claims to be taken again when the lease ends.
 */
export async function claimDuePayments(
  db: Database,
  gateway: PaymentGateway,
  now: Date,
  batch: number,
): Promise<Claimed[]> {
  const at = now.toISOString();
  return queryRows<Claimed>(
    db,
    sql`update payments set next_check_at = ${at}::timestamptz + make_interval(secs => ${CLAIM_LEASE_MS / 1000}), check_attempts = check_attempts + 1
      where id in (
        select id from payments
        where next_check_at <= ${at}::timestamptz and gateway = ${gateway.name}
        order by next_check_at
        limit ${batch}
        for update skip locked
      )
      returning id, order_id, check_attempts, next_check_at`,
  );
}

/**
 * One reconciliation run (docs/payments.md). Failures are never pushed and webhooks get lost, so
 * every open payment is asked about with growing pauses until it is final; one pending past the
 * limit is cancelled, and then still asked about for a day, because a payer whose money was taken
 * late must get it back. All its state is in the payments table: a restart, or a second
 * instance, carries on where this one stopped.
 */
export async function reconcilePayments(
  db: Database,
  gateway: PaymentGateway,
  options: ReconcileOptions,
): Promise<ReconcileSummary> {
  // The clock moves on during a run of slow look-ups: each decision reads it afresh.
  const clock = () => options.now ?? new Date();
  const lateWindowMs = options.lateWindowMs ?? DAY_MS;
  const summary: ReconcileSummary = { checked: 0, completed: 0, failed: 0, cancelled: 0 };
  for (const claimed of await claimDuePayments(db, gateway, clock(), options.batch ?? BATCH)) {
    summary.checked++;
    try {
      const status = await gateway.status(claimed.order_id);
      const after = status ? await applyGatewayStatus(db, claimed.id, status) : null;
      if (after === "completed") summary.completed++;
      if (after === "failed") summary.failed++;
    } catch (error) {
      // One payment's trouble never stops the others; its lease brings it back later.
      logger.warn(
        { err: error, paymentId: claimed.id },
        error instanceof GatewayError
          ? "reconciliation could not ask the gateway; trying again later"
          : "reconciling a payment failed; trying again later",
      );
    }
    try {
      if (await scheduleNextCheck(db, claimed, clock(), options.pendingLimitMs, lateWindowMs)) summary.cancelled++;
    } catch (error) {
      logger.warn(
        { err: error, paymentId: claimed.id },
        "could not schedule a payment's next check; its lease brings it back",
      );
    }
  }
  return summary;
}

/** Sets when to look again, cancelling a payment pending past the limit. Returns whether it cancelled. */
async function scheduleNextCheck(
  db: Database,
  claimed: Claimed,
  now: Date,
  pendingLimitMs: number,
  lateWindowMs: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({
        id: payments.id,
        userId: payments.userId,
        paymentType: payments.paymentType,
        status: payments.paymentStatus,
        createdAt: payments.createdAt,
        nextCheckAt: payments.nextCheckAt,
      })
      .from(payments)
      .where(eq(payments.id, claimed.id))
      .for("update");
    // Gone, or claimed since by another run (this one outlived its lease): that run decides.
    if (!payment || payment.nextCheckAt?.getTime() !== new Date(claimed.next_check_at).getTime()) return false;
    const age = now.getTime() - payment.createdAt.getTime();
    const lateCheck = age + LATE_CHECK_MS < lateWindowMs ? new Date(now.getTime() + LATE_CHECK_MS) : null;
    if (payment.status === "pending" && age >= pendingLimitMs) {
      await tx
        .update(payments)
        .set({ paymentStatus: "cancelled", nextCheckAt: lateCheck, updatedAt: now })
        .where(and(eq(payments.id, claimed.id), eq(payments.paymentStatus, "pending")));
      // The payer hears it was given up on (a late approval still credits their wallet, and says so).
      await notifyPaymentResult(tx, payment, "cancelled");
      return true;
    }
    const next =
      payment.status === "pending"
        ? new Date(now.getTime() + nextCheckDelayMs(claimed.check_attempts))
        : payment.status === "cancelled"
          ? lateCheck
          : null;
    await tx.update(payments).set({ nextCheckAt: next }).where(eq(payments.id, claimed.id));
    return false;
  });
}
