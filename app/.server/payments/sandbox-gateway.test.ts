import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { payments } from "../db/schema";
import { handlePaymentWebhook } from "../domain/payments/handle-payment-webhook";
import { reconcilePayments } from "../domain/payments/reconcile-payments";
import { startMobilePayment } from "../domain/payments/start-mobile-payment";
import { walletBalance } from "../domain/payments/wallet-ledger";
import { createSandboxGateway, type SandboxBehaviour, type SandboxGateway } from "./sandbox-gateway";

const handle = testDatabase();
const { make } = handle;
const payer = { name: "Asha", email: "asha@example.test", msisdn: "255754123456", method: "mpesa" as const };
const WEBHOOK_URL = "http://localhost:3000/api/payments/webhook";
const gateways: SandboxGateway[] = [];

afterAll(async () => {
  for (const g of gateways) g.stop();
});

/** A sandbox whose webhooks are handed straight to our webhook handler, as the HTTP route would. */
function sandbox(behaviour: Partial<SandboxBehaviour> = {}) {
  const delivered: unknown[] = [];
  let gateway: SandboxGateway;
  gateway = createSandboxGateway({
    db: handle.db,
    webhookKey: "sandbox-key",
    behaviour: { mode: "manual", delayMs: 50, webhook: "send", ...behaviour },
    sendWebhook: async (url, headers, body) => {
      delivered.push({ url, headers, body });
      await handlePaymentWebhook(handle.db, gateway, { headers: new Headers(headers), body });
    },
  });
  gateways.push(gateway);
  return { gateway, delivered };
}

async function topUp(gateway: SandboxGateway, amount = 10_000) {
  const user = await make.user();
  const started = await startMobilePayment(
    handle.db,
    gateway,
    { webhookUrl: WEBHOOK_URL, payerNumberKey: "test-payer-number-key" },
    user.id,
    { purpose: { type: "wallet_topup", amount }, payer },
  );
  const [row] = await handle.db.select().from(payments).where(eq(payments.id, started.paymentId));
  return { user, payment: row! };
}

const statusOf = async (id: string) =>
  (await handle.db.select({ s: payments.paymentStatus }).from(payments).where(eq(payments.id, id)))[0]!.s;
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
};

describe("the sandbox gateway", () => {
  it("shows a push on the phone; approving it sends the webhook that completes the payment", async () => {
    const { gateway, delivered } = sandbox();
    const { user, payment } = await topUp(gateway);
    const [push] = (await gateway.listOrders()).filter((o) => o.orderId === payment.orderId);
    expect(push).toMatchObject({
      status: "pending",
      msisdn: "255754123456",
      amount: "10000.00",
      webhookUrl: WEBHOOK_URL,
    });
    expect(await gateway.decide(payment.orderId, "completed")).toBe(true);
    expect(await gateway.decide(payment.orderId, "failed")).toBe(false);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      url: WEBHOOK_URL,
      headers: { "x-api-key": "sandbox-key" },
      body: { order_id: payment.orderId, payment_status: "COMPLETED" },
    });
    expect(await statusOf(payment.id)).toBe("completed");
    expect(await walletBalance(handle.db, user.id)).toBe("10000.00");
  });

  it("never pushes a decline: only a status look-up finds it", async () => {
    const { gateway, delivered } = sandbox();
    const { payment } = await topUp(gateway);
    await gateway.decide(payment.orderId, "failed");
    expect(delivered).toHaveLength(0);
    expect(await gateway.status(payment.orderId)).toMatchObject({ state: "failed", transactionId: null });
  });

  it("approves by itself after the delay and announces it twice when told to; the wallet is credited once", async () => {
    const { gateway, delivered } = sandbox({ mode: "approve", webhook: "twice" });
    const { user, payment } = await topUp(gateway, 25_000);
    await until(async () => (await statusOf(payment.id)) === "completed" && delivered.length === 2);
    expect(delivered).toHaveLength(2);
    expect(await walletBalance(handle.db, user.id)).toBe("25000.00");
  });

  it("with webhooks switched off, leaves the result for reconciliation to find, even in a restarted process", async () => {
    const first = sandbox({ mode: "approve", webhook: "never", delayMs: 60_000 });
    const { user, payment } = await topUp(first.gateway, 50_000);
    first.gateway.stop();
    // A new process: no timers survive, the decision comes due from the stored moment.
    const restarted = sandbox({ mode: "approve", webhook: "never", delayMs: 60_000 });
    await handle.db.execute(
      `update sandbox_gateway_orders set decide_at = now() - interval '1 second' where order_id = '${payment.orderId}'`,
    );
    await reconcilePayments(handle.db, restarted.gateway, {
      now: new Date(Date.now() + 60_000),
      pendingLimitMs: 30 * 60_000,
    });
    expect(restarted.delivered).toHaveLength(0);
    expect(await statusOf(payment.id)).toBe("completed");
    expect(await walletBalance(handle.db, user.id)).toBe("50000.00");
  });

  it("declines by itself when told to", async () => {
    const { gateway } = sandbox({ mode: "decline" });
    const { payment } = await topUp(gateway);
    await until(async () => (await gateway.status(payment.orderId))?.state === "failed");
    await reconcilePayments(handle.db, gateway, { now: new Date(Date.now() + 60_000), pendingLimitMs: 30 * 60_000 });
    expect(await statusOf(payment.id)).toBe("failed");
  });

  it("trusts only webhooks that carry its key", () => {
    const { gateway } = sandbox();
    expect(
      gateway.verifyWebhook({ headers: new Headers({ "x-api-key": "sandbox-key" }), body: { order_id: "o-1" } }),
    ).toEqual({ orderId: "o-1" });
    expect(
      gateway.verifyWebhook({ headers: new Headers({ "x-api-key": "sandbox-kex" }), body: { order_id: "o-1" } }),
    ).toBeNull();
    expect(gateway.verifyWebhook({ headers: new Headers(), body: { order_id: "o-1" } })).toBeNull();
    expect(
      gateway.verifyWebhook({ headers: new Headers({ "x-api-key": "sandbox-key" }), body: { order_id: 5 } }),
    ).toBeNull();
    expect(gateway.verifyWebhook({ headers: new Headers({ "x-api-key": "sandbox-key" }), body: null })).toBeNull();
  });
});
