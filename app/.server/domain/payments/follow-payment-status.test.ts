import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentRow, paymentTestDatabase, TEST_WEBHOOK } from "#tests/fixtures/payment-test-database";
import { scriptedGateway, webhook } from "#tests/fixtures/scripted-gateway";
import { ATTEMPT_RULES } from "~/lib/accounts/attempt-limits";
import type { PayerDetails } from "~/lib/payments/forms/payment";
import { attemptCounters, listings, notifications, payments, walletEntries } from "../../db/schema";
import { followPaymentStatus } from "./follow-payment-status";
import { getPayment } from "./get-payment";
import { handlePaymentWebhook } from "./handle-payment-webhook";
import { startMobilePayment } from "./start-mobile-payment";

const handle = paymentTestDatabase();
const { make } = handle;
const WEBHOOK = TEST_WEBHOOK;
const payer: PayerDetails = {
  name: "Zawadi Fuata",
  email: "zawadi@example.test",
  msisdn: "255754987321",
  method: "mpesa",
};

const orderOf = (paymentId: string) => paymentRow(handle.db, paymentId);

async function feePayment(fee = "320.00") {
  const seller = await make.user();
  const listing = await make.product(seller.id, {
    price: "320000",
    feeAmount: fee,
    feePaid: false,
    status: "pending_fee",
  });
  const scripted = scriptedGateway();
  const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, seller.id, {
    purpose: { type: "listing_fee", listingId: listing.id },
    payer,
  });
  const { orderId } = await orderOf(started.paymentId);
  return { seller, listing, scripted, paymentId: started.paymentId, orderId };
}

describe("a pending payment's page following it", () => {
  it("shows a decline the gateway never pushes as soon as it asks, with no money moved", async () => {
    const { seller, scripted, paymentId, orderId } = await feePayment();
    expect(await followPaymentStatus(handle.db, scripted.gateway, seller.id, paymentId)).toBe("pending");
    scripted.set(orderId, "failed");
    expect(await followPaymentStatus(handle.db, scripted.gateway, seller.id, paymentId)).toBe("failed");
    expect((await orderOf(paymentId)).paymentStatus).toBe("failed");
    expect(await handle.db.select().from(walletEntries).where(eq(walletEntries.userId, seller.id))).toEqual([]);
    // A final payment is not the page's to ask about again.
    const asked = scripted.calls.status;
    expect(await followPaymentStatus(handle.db, scripted.gateway, seller.id, paymentId)).toBe("failed");
    expect(scripted.calls.status).toBe(asked);
    const said = await handle.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(said).toHaveLength(1);
  });

  it("completes a fee once however many pages and webhooks ask at the same moment, and the listing goes live", async () => {
    const { seller, listing, scripted, paymentId, orderId } = await feePayment();
    scripted.set(orderId, "completed");
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => followPaymentStatus(handle.db, scripted.gateway, seller.id, paymentId)),
      handlePaymentWebhook(handle.db, scripted.gateway, webhook(orderId)),
    ]);
    expect(answers.slice(0, 8)).toEqual(Array(8).fill("completed"));
    const entries = await handle.db
      .select({ kind: walletEntries.kind })
      .from(walletEntries)
      .where(eq(walletEntries.userId, seller.id));
    expect(entries.map((e) => e.kind).sort()).toEqual(["fee_paid", "top_up"]);
    const [live] = await handle.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(live).toMatchObject({ status: "active", feePaid: true });
    // What the result page reads: the listing by name, live now, and where it is.
    expect(await getPayment(handle.db, seller.id, paymentId)).toMatchObject({
      status: "completed",
      itemName: listing.title,
      listingId: listing.id,
      listingKind: "product",
      listingStatus: "active",
      shopId: null,
    });
  });

  it("never refuses: past its limit, or while the gateway cannot be asked, it answers what is stored", async () => {
    const { seller, scripted, paymentId, orderId } = await feePayment();
    scripted.statusUnavailable(true);
    expect(await followPaymentStatus(handle.db, scripted.gateway, seller.id, paymentId)).toBe("pending");
    scripted.statusUnavailable(false);
    scripted.set(orderId, "failed");
    await handle.db
      .insert(attemptCounters)
      .values({
        key: `${ATTEMPT_RULES.statusFollowsPerAccount.name}:${seller.id}`,
        count: ATTEMPT_RULES.statusFollowsPerAccount.max,
      })
      .onConflictDoUpdate({ target: attemptCounters.key, set: { count: ATTEMPT_RULES.statusFollowsPerAccount.max } });
    const asked = scripted.calls.status;
    expect(await followPaymentStatus(handle.db, scripted.gateway, seller.id, paymentId)).toBe("pending");
    expect(scripted.calls.status).toBe(asked);
    // "Check status" keeps its own allowance; the page's following does not use it up.
    const [checks] = await handle.db
      .select()
      .from(attemptCounters)
      .where(eq(attemptCounters.key, `${ATTEMPT_RULES.statusChecksPerAccount.name}:${seller.id}`));
    expect(checks).toBeUndefined();
  });

  it("lets only the payer follow a payment, and leaves a cancelled one to reconciliation", async () => {
    const { seller, scripted, paymentId, orderId } = await feePayment();
    const other = await make.user();
    await expect(followPaymentStatus(handle.db, scripted.gateway, other.id, paymentId)).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(followPaymentStatus(handle.db, scripted.gateway, seller.id, "not-a-payment")).rejects.toMatchObject({
      code: "not_found",
    });
    await handle.db.update(payments).set({ paymentStatus: "cancelled" }).where(eq(payments.id, paymentId));
    scripted.set(orderId, "completed");
    const asked = scripted.calls.status;
    expect(await followPaymentStatus(handle.db, scripted.gateway, seller.id, paymentId)).toBe("cancelled");
    expect(scripted.calls.status).toBe(asked);
  });
});
