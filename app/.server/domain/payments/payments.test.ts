import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentRow, paymentTestDatabase, TEST_WEBHOOK } from "#tests/fixtures/payment-test-database";
import { scriptedGateway, webhook } from "#tests/fixtures/scripted-gateway";
import type { PayerDetails } from "~/lib/payments/forms/payment";
import { attemptCounters, listings, payments, walletEntries } from "../../db/schema";
import { payerNumberSubject } from "../../payments/payer-number";
import { checkPaymentStatus } from "./check-payment-status";
import { getWallet } from "./get-wallet";
import { handlePaymentWebhook } from "./handle-payment-webhook";
import { payListingFeeFromWallet } from "./pay-listing-fee-from-wallet";
import { CLAIM_LEASE_MS, claimDuePayments, reconcilePayments } from "./reconcile-payments";
import { startMobilePayment } from "./start-mobile-payment";
import { walletBalance } from "./wallet-ledger";

const handle = paymentTestDatabase();
const { make } = handle;
const WEBHOOK = TEST_WEBHOOK;
const payer: PayerDetails = { name: "Asha Said", email: "asha@example.test", msisdn: "255754123456", method: "mpesa" };
const MINUTE = 60_000;

const orderOf = (paymentId: string) => paymentRow(handle.db, paymentId);

async function entriesOf(userId: string) {
  return handle.db
    .select({ kind: walletEntries.kind, amount: walletEntries.amount, listingId: walletEntries.listingId })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
}

/** A seller's listing that owes its fee and waits as pending. */
async function pendingProduct(sellerId: string, fee = "10000.00") {
  return make.product(sellerId, { price: "10000000", feeAmount: fee, feePaid: false, status: "pending_fee" });
}

async function topUp(userId: string, amount: number) {
  const scripted = scriptedGateway();
  const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, userId, {
    purpose: { type: "wallet_topup", amount },
    payer,
  });
  const { orderId } = await orderOf(started.paymentId);
  scripted.set(orderId, "completed");
  await handlePaymentWebhook(handle.db, scripted.gateway, webhook(orderId));
  return started;
}

describe("mobile-money payments: exactly once", () => {
  it("credits a top-up once when ten identical webhooks and status polls arrive together", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 10_000 },
      payer,
    });
    const { orderId } = await orderOf(started.paymentId);
    scripted.set(orderId, "completed");
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => handlePaymentWebhook(handle.db, scripted.gateway, webhook(orderId))),
      ...Array.from({ length: 5 }, () => checkPaymentStatus(handle.db, scripted.gateway, user.id, started.paymentId)),
    ]);
    expect(results.slice(0, 10)).toEqual(Array(10).fill("settled"));
    expect(results.slice(10)).toEqual(Array(5).fill("completed"));
    expect(await entriesOf(user.id)).toEqual([{ kind: "top_up", amount: "10000.00", listingId: null }]);
    expect(await walletBalance(handle.db, user.id)).toBe("10000.00");
    const payment = await orderOf(started.paymentId);
    expect(payment).toMatchObject({
      paymentStatus: "completed",
      transactionId: `TX${orderId.slice(0, 6)}`,
      nextCheckAt: null,
      needsReview: false,
    });
    expect(payment.completedAt).toBeInstanceOf(Date);
  });

  it("changes nothing when FAILED comes after COMPLETED", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 25_000 },
      payer,
    });
    const { orderId } = await orderOf(started.paymentId);
    scripted.set(orderId, "completed");
    expect(await checkPaymentStatus(handle.db, scripted.gateway, user.id, started.paymentId)).toBe("completed");
    scripted.set(orderId, "failed");
    await handlePaymentWebhook(handle.db, scripted.gateway, webhook(orderId));
    expect(await checkPaymentStatus(handle.db, scripted.gateway, user.id, started.paymentId)).toBe("completed");
    expect((await orderOf(started.paymentId)).paymentStatus).toBe("completed");
    expect(await walletBalance(handle.db, user.id)).toBe("25000.00");
  });

  it("refuses a webhook with a wrong or missing key and changes nothing", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 10_000 },
      payer,
    });
    const { orderId } = await orderOf(started.paymentId);
    scripted.set(orderId, "completed");
    const statusCalls = scripted.calls.status;
    await expect(
      handlePaymentWebhook(handle.db, scripted.gateway, webhook(orderId, "wrong-key")),
    ).rejects.toMatchObject({ code: "unauthenticated", reason: "webhook_refused" });
    await expect(
      handlePaymentWebhook(handle.db, scripted.gateway, { headers: new Headers(), body: { order_id: orderId } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(scripted.calls.status).toBe(statusCalls);
    expect((await orderOf(started.paymentId)).paymentStatus).toBe("pending");
    expect(await walletBalance(handle.db, user.id)).toBe("0.00");
  });

  it("credits nothing for a webhook whose gateway status is PENDING or names another amount", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 50_000 },
      payer,
    });
    const { orderId } = await orderOf(started.paymentId);
    await handlePaymentWebhook(handle.db, scripted.gateway, webhook(orderId));
    expect((await orderOf(started.paymentId)).paymentStatus).toBe("pending");
    scripted.set(orderId, "completed", "500");
    await handlePaymentWebhook(handle.db, scripted.gateway, webhook(orderId));
    expect(await orderOf(started.paymentId)).toMatchObject({
      paymentStatus: "pending",
      needsReview: true,
      reviewReason: "amount_mismatch",
    });
    expect(await walletBalance(handle.db, user.id)).toBe("0.00");
  });

  it("answers a webhook for an order it does not have without acting", async () => {
    const scripted = scriptedGateway();
    expect(await handlePaymentWebhook(handle.db, scripted.gateway, webhook("no-such-order"))).toBe("unknown_order");
  });

  it("marks a payment the gateway refused as failed, and keeps one it could not hear back about pending", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    scripted.answerInitiate("reject");
    await expect(
      startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
        purpose: { type: "wallet_topup", amount: 10_000 },
        payer,
      }),
    ).rejects.toMatchObject({
      reason: "payment_rejected",
      values: { message: "Invalid phone number" },
    });
    scripted.answerInitiate("unavailable");
    const uncertain = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 10_000 },
      payer,
    });
    expect(uncertain.uncertain).toBe(true);
    const statuses = await handle.db
      .select({ status: payments.paymentStatus })
      .from(payments)
      .where(eq(payments.userId, user.id))
      .orderBy(payments.createdAt);
    expect(statuses.map((s) => s.status)).toEqual(["failed", "pending"]);
  });

  it("never takes the amount from the form: top-ups within bounds, fees from the listing", async () => {
    const user = await make.user();
    const other = await make.user();
    const scripted = scriptedGateway();
    for (const amount of [0, 999, 3_000_001, 1500.5]) {
      await expect(
        startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
          purpose: { type: "wallet_topup", amount },
          payer,
        }),
      ).rejects.toMatchObject({ reason: "payment_amount_invalid" });
    }
    const theirs = await pendingProduct(other.id);
    await expect(
      startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
        purpose: { type: "listing_fee", listingId: theirs.id },
        payer,
      }),
    ).rejects.toMatchObject({
      reason: "listing_not_yours",
    });
    const tiny = await pendingProduct(user.id, "12.50");
    const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "listing_fee", listingId: tiny.id },
      payer,
    });
    expect(started.amount).toBe("100.00");
  });
});

describe("listing fees", () => {
  it("puts a listing live when its fee is paid by mobile money, the rest staying in the wallet", async () => {
    const seller = await make.user();
    const listing = await pendingProduct(seller.id, "1234.50");
    const scripted = scriptedGateway();
    const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, seller.id, {
      purpose: { type: "listing_fee", listingId: listing.id },
      payer,
    });
    expect(started.amount).toBe("1235.00");
    const { orderId } = await orderOf(started.paymentId);
    scripted.set(orderId, "completed");
    await handlePaymentWebhook(handle.db, scripted.gateway, webhook(orderId));
    const [live] = await handle.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(live).toMatchObject({ status: "active", feePaid: true });
    expect(await walletBalance(handle.db, seller.id)).toBe("0.50");
    expect((await entriesOf(seller.id)).map((e) => e.kind).sort()).toEqual(["fee_paid", "top_up"]);
  });

  it("gives the money back to the wallet when the listing was deleted while its payment was pending", async () => {
    const seller = await make.user();
    const listing = await pendingProduct(seller.id);
    const scripted = scriptedGateway();
    const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, seller.id, {
      purpose: { type: "listing_fee", listingId: listing.id },
      payer,
    });
    await handle.db.delete(listings).where(eq(listings.id, listing.id));
    const { orderId } = await orderOf(started.paymentId);
    scripted.set(orderId, "completed");
    await handlePaymentWebhook(handle.db, scripted.gateway, webhook(orderId));
    expect(await entriesOf(seller.id)).toEqual([{ kind: "refund", amount: "10000.00", listingId: null }]);
    expect(await walletBalance(handle.db, seller.id)).toBe("10000.00");
  });

  it("never pays a fee twice: a second mobile payment of a paid fee goes to the wallet", async () => {
    const seller = await make.user();
    const listing = await pendingProduct(seller.id);
    const scripted = scriptedGateway();
    const first = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, seller.id, {
      purpose: { type: "listing_fee", listingId: listing.id },
      payer,
    });
    const second = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, seller.id, {
      purpose: { type: "listing_fee", listingId: listing.id },
      payer,
    });
    for (const started of [first, second]) {
      const { orderId } = await orderOf(started.paymentId);
      scripted.set(orderId, "completed");
    }
    await Promise.all(
      [first, second].map(async (p) =>
        handlePaymentWebhook(handle.db, scripted.gateway, webhook((await orderOf(p.paymentId)).orderId)),
      ),
    );
    const kinds = (await entriesOf(seller.id)).map((e) => e.kind).sort();
    expect(kinds).toEqual(["fee_paid", "refund", "top_up"]);
    expect(await walletBalance(handle.db, seller.id)).toBe("10000.00");
    await expect(payListingFeeFromWallet(handle.db, seller.id, listing.id)).rejects.toMatchObject({
      reason: "listing_fee_not_due",
    });
  });

  it("applies exactly the affordable ones of ten wallet spends at once, and never goes below zero", async () => {
    const seller = await make.user();
    await topUp(seller.id, 25_000);
    const owed = await Promise.all(Array.from({ length: 10 }, () => pendingProduct(seller.id)));
    const results = await Promise.allSettled(owed.map((l) => payListingFeeFromWallet(handle.db, seller.id, l.id)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    for (const refused of results.filter((r) => r.status === "rejected"))
      expect(refused.reason).toMatchObject({ reason: "wallet_insufficient_balance" });
    expect(await walletBalance(handle.db, seller.id)).toBe("5000.00");
    const paid = await handle.db
      .select({ id: listings.id })
      .from(listings)
      .where(sql`${listings.sellerId} = ${seller.id} and ${listings.feePaid} and ${listings.status} = 'active'`);
    expect(paid).toHaveLength(2);
  });

  it("pays one fee once when it is paid from the wallet ten times at once", async () => {
    const seller = await make.user();
    await topUp(seller.id, 100_000);
    const listing = await pendingProduct(seller.id);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => payListingFeeFromWallet(handle.db, seller.id, listing.id)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await walletBalance(handle.db, seller.id)).toBe("90000.00");
  });

  it("lets only the seller pay their listing's fee from their wallet", async () => {
    const seller = await make.user();
    const other = await make.user();
    await topUp(other.id, 50_000);
    const listing = await pendingProduct(seller.id);
    await expect(payListingFeeFromWallet(handle.db, other.id, listing.id)).rejects.toMatchObject({
      reason: "listing_not_yours",
    });
    await expect(payListingFeeFromWallet(handle.db, other.id, "not-an-id")).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("reconciliation", () => {
  it("completes a payment whose webhook never comes", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 10_000 },
      payer,
    });
    const { orderId } = await orderOf(started.paymentId);
    scripted.set(orderId, "completed");
    const summary = await reconcilePayments(handle.db, scripted.gateway, {
      now: new Date(Date.now() + MINUTE),
      pendingLimitMs: 30 * MINUTE,
    });
    expect(summary.completed).toBeGreaterThanOrEqual(1);
    expect((await orderOf(started.paymentId)).paymentStatus).toBe("completed");
    expect(await walletBalance(handle.db, user.id)).toBe("10000.00");
  });

  it("finishes after a restart what a run that died had claimed", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 10_000 },
      payer,
    });
    const { orderId } = await orderOf(started.paymentId);
    scripted.set(orderId, "completed");
    const now = Date.now() + MINUTE;
    // The instance claims its work and dies before asking the gateway.
    const claimed = await claimDuePayments(handle.db, scripted.gateway, new Date(now), 100);
    expect(claimed.map((c) => c.id)).toContain(started.paymentId);
    // A run during the lease leaves it alone; a new process after the lease finishes it.
    await reconcilePayments(handle.db, scripted.gateway, { now: new Date(now + 1000), pendingLimitMs: 30 * MINUTE });
    expect((await orderOf(started.paymentId)).paymentStatus).toBe("pending");
    const restarted = scriptedGateway();
    restarted.set(orderId, "completed", "10000");
    await reconcilePayments(handle.db, restarted.gateway, {
      now: new Date(now + CLAIM_LEASE_MS + MINUTE),
      pendingLimitMs: 30 * MINUTE,
    });
    expect((await orderOf(started.paymentId)).paymentStatus).toBe("completed");
    expect(await walletBalance(handle.db, user.id)).toBe("10000.00");
  });

  it("asks the gateway once per payment when two instances reconcile at the same moment", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    const started = await Promise.all(
      Array.from({ length: 4 }, () =>
        startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
          purpose: { type: "wallet_topup", amount: 10_000 },
          payer,
        }),
      ),
    );
    const orderIds: string[] = [];
    for (const s of started) orderIds.push((await orderOf(s.paymentId)).orderId);
    for (const orderId of orderIds) scripted.set(orderId, "completed");
    // Only these four are due (earlier tests' open payments are put out of the way).
    await handle.db.execute(
      sql`update payments set next_check_at = null where order_id <> all(${`{${orderIds.join(",")}}`}::text[])`,
    );
    const at = new Date(Date.now() + 2 * MINUTE);
    await Promise.all([
      reconcilePayments(handle.db, scripted.gateway, { now: at, pendingLimitMs: 30 * MINUTE, batch: 2 }),
      reconcilePayments(handle.db, scripted.gateway, { now: at, pendingLimitMs: 30 * MINUTE, batch: 2 }),
      reconcilePayments(handle.db, scripted.gateway, { now: at, pendingLimitMs: 30 * MINUTE, batch: 2 }),
    ]);
    for (const orderId of orderIds) expect(scripted.calls.asked.filter((asked) => asked === orderId)).toHaveLength(1);
    for (const s of started) expect((await orderOf(s.paymentId)).paymentStatus).toBe("completed");
    expect(await walletBalance(handle.db, user.id)).toBe("40000.00");
  });

  it("marks failed what the gateway failed, backs off while pending, and cancels past the limit", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    const failing = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 10_000 },
      payer,
    });
    const waiting = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 20_000 },
      payer,
    });
    scripted.set((await orderOf(failing.paymentId)).orderId, "failed");
    const t0 = Date.now() + MINUTE;
    await reconcilePayments(handle.db, scripted.gateway, { now: new Date(t0), pendingLimitMs: 30 * MINUTE });
    expect(await orderOf(failing.paymentId)).toMatchObject({ paymentStatus: "failed", nextCheckAt: null });
    const afterFirst = await orderOf(waiting.paymentId);
    expect(afterFirst.paymentStatus).toBe("pending");
    expect(afterFirst.nextCheckAt!.getTime()).toBeGreaterThan(t0);
    await reconcilePayments(handle.db, scripted.gateway, {
      now: new Date(t0 + 31 * MINUTE),
      pendingLimitMs: 30 * MINUTE,
    });
    const cancelled = await orderOf(waiting.paymentId);
    expect(cancelled.paymentStatus).toBe("cancelled");
    expect(cancelled.nextCheckAt).not.toBeNull();
    expect(await walletBalance(handle.db, user.id)).toBe("0.00");
  });

  it("credits the payer's wallet once when a payment it cancelled turns out paid, and flags it", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 30_000 },
      payer,
    });
    const t0 = Date.now();
    await reconcilePayments(handle.db, scripted.gateway, {
      now: new Date(t0 + 40 * MINUTE),
      pendingLimitMs: 30 * MINUTE,
    });
    expect((await orderOf(started.paymentId)).paymentStatus).toBe("cancelled");
    const { orderId } = await orderOf(started.paymentId);
    scripted.set(orderId, "completed");
    await Promise.all([
      ...Array.from({ length: 5 }, () => handlePaymentWebhook(handle.db, scripted.gateway, webhook(orderId))),
      reconcilePayments(handle.db, scripted.gateway, { now: new Date(t0 + 120 * MINUTE), pendingLimitMs: 30 * MINUTE }),
      checkPaymentStatus(handle.db, scripted.gateway, user.id, started.paymentId),
    ]);
    expect(await orderOf(started.paymentId)).toMatchObject({
      paymentStatus: "completed",
      needsReview: true,
      reviewReason: "paid_after_cancel",
      nextCheckAt: null,
    });
    expect(await entriesOf(user.id)).toEqual([{ kind: "refund", amount: "30000.00", listingId: null }]);
  });

  it("leaves a payment as it is while the gateway cannot be asked", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 10_000 },
      payer,
    });
    scripted.statusUnavailable(true);
    expect(
      await handlePaymentWebhook(handle.db, scripted.gateway, webhook((await orderOf(started.paymentId)).orderId)),
    ).toBe("deferred");
    expect(await checkPaymentStatus(handle.db, scripted.gateway, user.id, started.paymentId)).toBe("pending");
    await reconcilePayments(handle.db, scripted.gateway, {
      now: new Date(Date.now() + MINUTE),
      pendingLimitMs: 30 * MINUTE,
    });
    expect((await orderOf(started.paymentId)).paymentStatus).toBe("pending");
  });
});

describe("the wallet", () => {
  it("shows the ledger's balance, what was spent, pending and all payments, newest first", async () => {
    const seller = await make.user();
    await topUp(seller.id, 25_000);
    const listing = await pendingProduct(seller.id);
    await payListingFeeFromWallet(handle.db, seller.id, listing.id);
    await startMobilePayment(handle.db, scriptedGateway().gateway, WEBHOOK, seller.id, {
      purpose: { type: "wallet_topup", amount: 10_000 },
      payer,
    });
    const wallet = await getWallet(handle.db, seller.id);
    expect(wallet).toMatchObject({
      balance: "15000.00",
      totalSpent: "10000.00",
      pendingPayments: 1,
      totalTransactions: 3,
    });
    expect(wallet.history.map((p) => [p.type, p.status, p.method])).toEqual([
      ["wallet_topup", "pending", "mpesa"],
      ["listing_fee", "completed", "wallet"],
      ["wallet_topup", "completed", "mpesa"],
    ]);
    expect(wallet.history[1]!.itemName).toBe(listing.title);
  });

  it("lets nobody read another's payment status", async () => {
    const user = await make.user();
    const other = await make.user();
    const started = await startMobilePayment(handle.db, scriptedGateway().gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 10_000 },
      payer,
    });
    await expect(
      checkPaymentStatus(handle.db, scriptedGateway().gateway, other.id, started.paymentId),
    ).rejects.toMatchObject({ code: "not_found" });
  });

  it("keeps the ledger append-only and never below zero, whatever the code does", async () => {
    const user = await make.user();
    const started = await topUp(user.id, 10_000);
    await expect(
      handle.db.update(walletEntries).set({ amount: "99999" }).where(eq(walletEntries.userId, user.id)),
    ).rejects.toThrow();
    await expect(handle.db.delete(walletEntries).where(eq(walletEntries.userId, user.id))).rejects.toThrow();
    await expect(
      handle.db
        .insert(walletEntries)
        .values({ userId: user.id, kind: "fee_paid", amount: "-10000.01", paymentId: started.paymentId }),
    ).rejects.toThrow();
    expect(await walletBalance(handle.db, user.id)).toBe("10000.00");
  });
});

describe("a gateway that changes its mind", () => {
  it("flags, and moves no money for, a payment it had failed and then reports COMPLETED by webhook", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, user.id, {
      purpose: { type: "wallet_topup", amount: 10_000 },
      payer,
    });
    const { orderId } = await orderOf(started.paymentId);
    scripted.set(orderId, "failed");
    expect(await checkPaymentStatus(handle.db, scripted.gateway, user.id, started.paymentId)).toBe("failed");
    scripted.set(orderId, "completed");
    await handlePaymentWebhook(handle.db, scripted.gateway, webhook(orderId));
    expect(await orderOf(started.paymentId)).toMatchObject({
      paymentStatus: "failed",
      needsReview: true,
      reviewReason: "paid_after_failure",
    });
    expect(await walletBalance(handle.db, user.id)).toBe("0.00");
  });

  it("ignores a webhook naming something that is not one of our order ids", async () => {
    const scripted = scriptedGateway();
    expect(await handlePaymentWebhook(handle.db, scripted.gateway, webhook("a\u0000b"))).toBe("unknown_order");
    expect(scripted.calls.status).toBe(0);
  });
});

describe("a fee raised after it was paid", () => {
  it("charges only the difference, from the wallet or by mobile money", async () => {
    const seller = await make.user();
    await topUp(seller.id, 100_000);
    const listing = await make.product(seller.id, {
      price: "10000000",
      feeAmount: "15000.00",
      feePaidAmount: "10000.00",
      feePaid: false,
      status: "pending_fee",
    });
    const paid = await payListingFeeFromWallet(handle.db, seller.id, listing.id);
    expect(paid.amount).toBe("5000.00");
    expect(await walletBalance(handle.db, seller.id)).toBe("95000.00");
    const [row] = await handle.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ feePaid: true, feePaidAmount: "15000.00", status: "active" });

    const other = await make.product(seller.id, {
      price: "10000000",
      feeAmount: "15000.00",
      feePaidAmount: "10000.00",
      feePaid: false,
      status: "pending_fee",
    });
    const mobile = await startMobilePayment(handle.db, scriptedGateway().gateway, WEBHOOK, seller.id, {
      purpose: { type: "listing_fee", listingId: other.id },
      payer,
    });
    expect(mobile.amount).toBe("5000.00");
  });
});

describe("deleting while a payment completes", () => {
  it("never deadlocks: a listing or an account deleted while its payments complete", async () => {
    for (let round = 0; round < 3; round++) {
      const seller = await make.user();
      const listing = await pendingProduct(seller.id);
      const scripted = scriptedGateway();
      const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, seller.id, {
        purpose: { type: "listing_fee", listingId: listing.id },
        payer,
      });
      const { orderId } = await orderOf(started.paymentId);
      scripted.set(orderId, "completed");
      const { deleteListing } = await import("../listings/delete-listing");
      const { deleteAccount } = await import("../accounts/delete-account");
      const storage = { remove: async () => undefined } as never;
      const results = await Promise.allSettled([
        handlePaymentWebhook(handle.db, scripted.gateway, webhook(orderId)),
        round === 2
          ? deleteAccount(handle.db, seller.id)
          : deleteListing(handle.db, storage, seller.id, "product", listing.id),
      ]);
      for (const result of results)
        if (result.status === "rejected") expect(String(result.reason)).not.toMatch(/deadlock/);
      if (round < 2) {
        // Paid and then deleted, or deleted and then refunded: either way the money is accounted for.
        expect((await orderOf(started.paymentId)).paymentStatus).toBe("completed");
        expect(["0.00", "10000.00"]).toContain(await walletBalance(handle.db, seller.id));
      }
    }
  });
});

describe("payment prompts to one phone number", () => {
  /** A top-up prompt from an account to a number, as the payment form sends it. */
  const prompt = (gateway: ReturnType<typeof scriptedGateway>, userId: string, msisdn: string) =>
    startMobilePayment(handle.db, gateway.gateway, WEBHOOK, userId, {
      purpose: { type: "wallet_topup", amount: 1_000 },
      payer: { ...payer, msisdn },
    });
  const paymentsOf = async (userIds: string[]) =>
    (await handle.db.select({ id: payments.id }).from(payments).where(inArray(payments.userId, userIds))).length;
  /** The number's hour (or day) window started that long ago, as if the clock had moved on. */
  const windowStarted = (rule: "hour" | "day", msisdn: string, ago: string) =>
    handle.db
      .update(attemptCounters)
      .set({ windowStartedAt: sql`now() - ${ago}::interval` })
      .where(eq(attemptCounters.key, `payments-number-${rule}:${payerNumberSubject(WEBHOOK.payerNumberKey, msisdn)}`));

  it("rings one number at most 5 times an hour whoever asks: more accounts get no more prompts, and nothing reaches the gateway once over", async () => {
    const [amina, baraka, chausiku] = [await make.user(), await make.user(), await make.user()];
    const scripted = scriptedGateway();
    // Two accounts share the five prompts of the hour, writing the number both ways (one number).
    for (let i = 0; i < 3; i++) await prompt(scripted, amina.id, "0712345678");
    for (let i = 0; i < 2; i++) await prompt(scripted, baraka.id, "255712345678");
    expect(scripted.calls.initiate).toBe(5);
    // A third account is no way round: the count is the number's, not the asker's, so a fresh
    // account (well within its own 20 an hour) is refused like the others, before any order is made.
    await expect(prompt(scripted, chausiku.id, "+255 712 345 678")).rejects.toMatchObject({
      code: "rate_limited",
      reason: "payment_number_rate_limited",
      values: { seconds: expect.any(Number) },
    });
    await expect(prompt(scripted, amina.id, "0712 345 678")).rejects.toMatchObject({
      reason: "payment_number_rate_limited",
    });
    expect(scripted.calls.initiate).toBe(5);
    expect(await paymentsOf([chausiku.id])).toBe(0);
    // Another number is not affected, from the same account.
    await prompt(scripted, chausiku.id, "0754987654");
    expect(scripted.calls.initiate).toBe(6);
    // The counters name no number: a keyed hash, useless without the key.
    const keys = (await handle.db.select({ key: attemptCounters.key }).from(attemptCounters)).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith("payments-number-"))).toHaveLength(4);
    for (const key of keys) expect(key).not.toMatch(/712345678|754987654/);

    // An hour later the number may be rung again.
    await windowStarted("hour", "255712345678", "61 minutes");
    await prompt(scripted, chausiku.id, "0712345678");
    expect(scripted.calls.initiate).toBe(7);
  });

  it("rings one number at most 20 times a day, across hours and accounts; prompts the hour refused do not count", async () => {
    const scripted = scriptedGateway();
    const number = "0765111222";
    for (let hour = 0; hour < 4; hour++) {
      const account = await make.user();
      for (let i = 0; i < 5; i++) await prompt(scripted, account.id, number);
      // Refused by the hour's rule: rang nobody, so they leave the day's count as it is.
      await expect(prompt(scripted, account.id, number)).rejects.toMatchObject({
        reason: "payment_number_rate_limited",
      });
      await windowStarted("hour", number, "61 minutes");
    }
    expect(scripted.calls.initiate).toBe(20);
    const late = await make.user();
    await expect(prompt(scripted, late.id, number)).rejects.toMatchObject({
      code: "rate_limited",
      reason: "payment_number_rate_limited",
    });
    expect(scripted.calls.initiate).toBe(20);
    // The wait named is the day's: it ends about a day after the first prompt.
    await expect(prompt(scripted, late.id, number)).rejects.toMatchObject({
      values: { seconds: expect.toSatisfy((s: number) => s > 23 * 3600) },
    });
    await windowStarted("day", number, "25 hours");
    await windowStarted("hour", number, "61 minutes");
    await prompt(scripted, late.id, number);
    expect(scripted.calls.initiate).toBe(21);
  });

  it("still limits one account to 20 prompts an hour, to whatever numbers", async () => {
    const user = await make.user();
    const scripted = scriptedGateway();
    for (let i = 0; i < 20; i++) await prompt(scripted, user.id, `07540000${String(i).padStart(2, "0")}`);
    await expect(prompt(scripted, user.id, "0754000099")).rejects.toMatchObject({
      code: "rate_limited",
      reason: "too_many_attempts",
    });
    expect(scripted.calls.initiate).toBe(20);
  });
});
