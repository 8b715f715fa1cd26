import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentTestDatabase, TEST_WEBHOOK } from "#tests/fixtures/payment-test-database";
import { scriptedGateway, webhook } from "#tests/fixtures/scripted-gateway";
import { notifications, payments, shops, walletEntries } from "../../db/schema";
import { handlePaymentWebhook } from "../payments/handle-payment-webhook";
import { startMobilePayment } from "../payments/start-mobile-payment";
import { walletBalance } from "../payments/wallet-ledger";
import { activateShopSubscription } from "./activate-shop-subscription";
import { getShopPage } from "./get-shop-page";
import { listManagedShops } from "./list-managed-shops";
import { runSubscriptionRenewals } from "./run-subscription-renewals";

const handle = paymentTestDatabase();
const { make } = handle;
const WEBHOOK = TEST_WEBHOOK;
const payer = { name: "Baraka", email: "baraka@example.test", msisdn: "255754123456", method: "mpesa" as const };
const DAY = 24 * 60 * 60 * 1000;
const TRIAL = { plan: "trial" } as const;
const PAY = (shownEndDate: Date | null = null) => ({ plan: "premium", shownEndDate }) as const;

async function topUp(userId: string, amount: number) {
  const scripted = scriptedGateway();
  const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, userId, {
    purpose: { type: "wallet_topup", amount },
    payer,
  });
  const [row] = await handle.db.select().from(payments).where(eq(payments.id, started.paymentId));
  scripted.set(row!.orderId, "completed");
  await handlePaymentWebhook(handle.db, scripted.gateway, webhook(row!.orderId));
}

const shopOf = async (id: string) => (await handle.db.select().from(shops).where(eq(shops.id, id)))[0]!;
const monthOn = (from: number, end: Date) => {
  const days = (end.getTime() - from) / DAY;
  expect(days).toBeGreaterThan(27.9);
  expect(days).toBeLessThan(31.1);
};

describe("shop subscriptions", () => {
  it("gives an owner one free trial, and their second shop pays TShs 50,000 from the wallet", async () => {
    const owner = await make.user();
    const first = await make.shop(owner.id);
    const second = await make.shop(owner.id);
    const trial = await activateShopSubscription(handle.db, owner.id, first.id, TRIAL);
    expect(trial.plan).toBe("trial");
    monthOn(Date.now(), trial.endDate);
    expect(await shopOf(first.id)).toMatchObject({
      subscriptionActive: true,
      subscriptionPlan: "trial",
      freeTrialUsed: true,
    });

    // The second shop cannot start a trial, and a page still offering one charges nothing.
    await expect(activateShopSubscription(handle.db, owner.id, second.id, TRIAL)).rejects.toMatchObject({
      reason: "shop_trial_used",
    });
    await expect(activateShopSubscription(handle.db, owner.id, second.id, PAY())).rejects.toMatchObject({
      reason: "wallet_insufficient_balance",
    });
    expect(await shopOf(second.id)).toMatchObject({ subscriptionActive: false, freeTrialUsed: false });
    await topUp(owner.id, 60_000);
    const premium = await activateShopSubscription(handle.db, owner.id, second.id, PAY());
    expect(premium.plan).toBe("premium");
    monthOn(Date.now(), premium.endDate);
    expect(await shopOf(second.id)).toMatchObject({
      subscriptionActive: true,
      subscriptionPlan: "premium",
      freeTrialUsed: false,
    });
    expect(await walletBalance(handle.db, owner.id)).toBe("10000.00");
    const entries = await handle.db
      .select({ kind: walletEntries.kind, amount: walletEntries.amount, shopId: walletEntries.shopId })
      .from(walletEntries)
      .where(eq(walletEntries.userId, owner.id));
    expect(entries).toContainEqual({ kind: "subscription", amount: "-50000.00", shopId: second.id });
  });

  it("tells the owner, before the trial starts, the end date starting it gives", async () => {
    const owner = await make.user();
    const shop = await make.shop(owner.id);
    const before = await listManagedShops(handle.db, owner.id);
    expect(before.trialAvailable).toBe(true);
    const shown = before.shops[0]!.trialEndDate;
    expect(shown).toBeInstanceOf(Date);
    const trial = await activateShopSubscription(handle.db, owner.id, shop.id, TRIAL);
    // The same Tanzanian calendar month on; only the seconds between the two calls apart.
    expect(Math.abs(trial.endDate.getTime() - shown.getTime())).toBeLessThan(60_000);
  });

  it("gives one trial when two shops are activated at the same moment", async () => {
    const owner = await make.user();
    const [a, b] = [await make.shop(owner.id), await make.shop(owner.id)];
    const results = await Promise.allSettled([
      activateShopSubscription(handle.db, owner.id, a.id, TRIAL),
      activateShopSubscription(handle.db, owner.id, b.id, TRIAL),
    ]);
    const trials = results.filter((r) => r.status === "fulfilled" && r.value.plan === "trial");
    expect(trials).toHaveLength(1);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(1);
    // The second tab showed the trial too: it is told so, and nothing is charged.
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ reason: "shop_trial_used" });
  });

  it("charges once when the owner pays twice at the same moment, and renews early from the current end date", async () => {
    const owner = await make.user();
    const shop = await make.shop(owner.id);
    await activateShopSubscription(handle.db, owner.id, (await make.shop(owner.id)).id, TRIAL);
    await topUp(owner.id, 200_000);
    const results = await Promise.allSettled([
      activateShopSubscription(handle.db, owner.id, shop.id, PAY()),
      activateShopSubscription(handle.db, owner.id, shop.id, PAY()),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({
      reason: "subscription_changed",
    });
    expect(await walletBalance(handle.db, owner.id)).toBe("150000.00");

    const firstEnd = (await shopOf(shop.id)).subscriptionEndDate!;
    const renewed = await activateShopSubscription(handle.db, owner.id, shop.id, PAY(firstEnd));
    monthOn(firstEnd.getTime(), renewed.endDate);
    expect(await walletBalance(handle.db, owner.id)).toBe("100000.00");
  });

  it("lets nobody but the owner activate a shop", async () => {
    const owner = await make.user();
    const other = await make.user();
    const shop = await make.shop(owner.id);
    await expect(activateShopSubscription(handle.db, other.id, shop.id, TRIAL)).rejects.toMatchObject({
      code: "not_found",
      reason: "shop_not_yours",
    });
    await expect(activateShopSubscription(handle.db, other.id, "not-a-shop", TRIAL)).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await shopOf(shop.id)).toMatchObject({ subscriptionActive: false });
    expect(await handle.db.select().from(shops).where(eq(shops.ownerId, other.id))).toHaveLength(0);
  });

  it("pays a month by mobile money once the trial is used, and only then", async () => {
    const owner = await make.user();
    const shop = await make.shop(owner.id);
    const scripted = scriptedGateway();
    await expect(
      startMobilePayment(handle.db, scripted.gateway, WEBHOOK, owner.id, {
        purpose: { type: "shop_subscription", shopId: shop.id },
        payer,
      }),
    ).rejects.toMatchObject({
      reason: "shop_trial_available",
    });
    await activateShopSubscription(handle.db, owner.id, (await make.shop(owner.id)).id, TRIAL);
    const started = await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, owner.id, {
      purpose: { type: "shop_subscription", shopId: shop.id },
      payer,
    });
    expect(started.amount).toBe("50000.00");
    const [row] = await handle.db.select().from(payments).where(eq(payments.id, started.paymentId));
    scripted.set(row!.orderId, "completed");
    await Promise.all([1, 2, 3].map(() => handlePaymentWebhook(handle.db, scripted.gateway, webhook(row!.orderId))));
    const after = await shopOf(shop.id);
    expect(after).toMatchObject({ subscriptionActive: true, subscriptionPlan: "premium" });
    monthOn(Date.now(), after.subscriptionEndDate!);
    expect(await walletBalance(handle.db, owner.id)).toBe("0.00");
  });
});

describe("the subscription job, with the clock moved", () => {
  const kindsFor = async (shopId: string) =>
    (await handle.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.shopId, shopId)))
      .map((n) => n.kind)
      .sort();

  it("warns once 3 days before, renews from a sufficient balance, and otherwise ends the subscription", async () => {
    const owner = await make.user();
    await activateShopSubscription(handle.db, owner.id, (await make.shop(owner.id)).id, TRIAL);
    const paying = await make.shop(owner.id, { name: "Paying shop" });
    await topUp(owner.id, 60_000);
    const { endDate } = await activateShopSubscription(handle.db, owner.id, paying.id, PAY());
    await topUp(owner.id, 50_000);
    const end = endDate.getTime();

    // Three days before: the warning, once, however often the job runs.
    expect(
      (await runSubscriptionRenewals(handle.db, { now: new Date(end - 2.5 * DAY) })).warned,
    ).toBeGreaterThanOrEqual(1);
    await runSubscriptionRenewals(handle.db, { now: new Date(end - 2 * DAY) });
    expect(await kindsFor(paying.id)).toEqual(["subscription_expiring"]);

    // In the last day: renewed from the wallet, a month from the old end, billed once.
    await Promise.all([
      runSubscriptionRenewals(handle.db, { now: new Date(end - DAY / 2) }),
      runSubscriptionRenewals(handle.db, { now: new Date(end - DAY / 2) }),
    ]);
    const renewed = await shopOf(paying.id);
    monthOn(end, renewed.subscriptionEndDate!);
    expect(renewed).toMatchObject({ subscriptionActive: true, subscriptionPlan: "premium" });
    expect(await walletBalance(handle.db, owner.id)).toBe("10000.00");
    expect(await kindsFor(paying.id)).toEqual(["subscription_expiring", "subscription_renewed"]);

    // The next month the wallet holds too little: warned, then ended once the date passes.
    const nextEnd = renewed.subscriptionEndDate!.getTime();
    await runSubscriptionRenewals(handle.db, { now: new Date(nextEnd - 2 * DAY) });
    await runSubscriptionRenewals(handle.db, { now: new Date(nextEnd - DAY / 2) });
    expect((await shopOf(paying.id)).subscriptionActive).toBe(true);
    await runSubscriptionRenewals(handle.db, { now: new Date(nextEnd + 60_000) });
    await runSubscriptionRenewals(handle.db, { now: new Date(nextEnd + 2 * 60_000) });
    expect((await shopOf(paying.id)).subscriptionActive).toBe(false);
    expect(await kindsFor(paying.id)).toEqual([
      "subscription_expired",
      "subscription_expiring",
      "subscription_expiring",
      "subscription_renewed",
    ]);
    expect(await walletBalance(handle.db, owner.id)).toBe("10000.00");
  });

  it("ends a trial at its end date (a trial never bills), and its promotions, events and services leave the shop page", async () => {
    const owner = await make.user();
    const shop = await make.shop(owner.id);
    const { endDate } = await activateShopSubscription(handle.db, owner.id, shop.id, TRIAL);
    await topUp(owner.id, 100_000);
    await make.promotion(shop.id, { title: "Half price", endDate: new Date(Date.now() + 60 * DAY) });
    await make.event(shop.id, { title: "Open day", eventDate: new Date(Date.now() + 20 * DAY) });
    await make.service(shop.id, { name: "Binding" });
    const before = await getShopPage(handle.db, shop.id);
    expect([before.promotions.length, before.events.length, before.services.length]).toEqual([1, 1, 1]);

    await runSubscriptionRenewals(handle.db, { now: new Date(endDate.getTime() + 60_000) });
    expect(await shopOf(shop.id)).toMatchObject({ subscriptionActive: false, subscriptionPlan: "trial" });
    expect(await walletBalance(handle.db, owner.id)).toBe("100000.00");
    expect(await kindsFor(shop.id)).toEqual(["subscription_expired"]);
    const after = await getShopPage(handle.db, shop.id);
    expect(after.shop.isPremium).toBe(false);
    expect([after.promotions.length, after.events.length, after.services.length]).toEqual([0, 0, 0]);
  });

  it("charges the wallet once however many runs meet in the last day, and never for a month already past", async () => {
    const owner = await make.user();
    await activateShopSubscription(handle.db, owner.id, (await make.shop(owner.id)).id, TRIAL);
    const shop = await make.shop(owner.id);
    await topUp(owner.id, 300_000);
    const { endDate } = await activateShopSubscription(handle.db, owner.id, shop.id, PAY());
    const end = endDate.getTime();
    await Promise.all([1, 2, 3].map(() => runSubscriptionRenewals(handle.db, { now: new Date(end - DAY / 2) })));
    expect(await walletBalance(handle.db, owner.id)).toBe("200000.00");
    // The renewed month runs from the old end, on Tanzanian calendar months: a whole number of days.
    const renewedEnd = (await shopOf(shop.id)).subscriptionEndDate!.getTime();
    expect(Number.isInteger((renewedEnd - end) / DAY)).toBe(true);

    // The job was down for two months: one month is billed, from now, not months nobody had.
    const late = renewedEnd + 60 * DAY;
    await runSubscriptionRenewals(handle.db, { now: new Date(late) });
    await runSubscriptionRenewals(handle.db, { now: new Date(late + 60 * 60 * 1000) });
    expect(await walletBalance(handle.db, owner.id)).toBe("150000.00");
    expect((await shopOf(shop.id)).subscriptionEndDate!.getTime()).toBeGreaterThan(late + 27 * DAY);
  });

  it("leaves the renewal to a mobile-money payment the owner is making, and refuses a second one", async () => {
    const owner = await make.user();
    await activateShopSubscription(handle.db, owner.id, (await make.shop(owner.id)).id, TRIAL);
    const shop = await make.shop(owner.id);
    await topUp(owner.id, 150_000);
    const { endDate } = await activateShopSubscription(handle.db, owner.id, shop.id, PAY());
    const scripted = scriptedGateway();
    await startMobilePayment(handle.db, scripted.gateway, WEBHOOK, owner.id, {
      purpose: { type: "shop_subscription", shopId: shop.id },
      payer,
    });
    await expect(
      startMobilePayment(handle.db, scripted.gateway, WEBHOOK, owner.id, {
        purpose: { type: "shop_subscription", shopId: shop.id },
        payer,
      }),
    ).rejects.toMatchObject({
      reason: "subscription_payment_pending",
    });
    await runSubscriptionRenewals(handle.db, { now: new Date(endDate.getTime() - DAY / 2) });
    expect(await walletBalance(handle.db, owner.id)).toBe("100000.00");
    expect((await shopOf(shop.id)).subscriptionEndDate!.getTime()).toBe(endDate.getTime());
  });

  it("never pays one month twice: not from the wallet while mobile money waits, not by mobile money after a month the page did not show", async () => {
    const owner = await make.user();
    await activateShopSubscription(handle.db, owner.id, (await make.shop(owner.id)).id, TRIAL);
    const shop = await make.shop(owner.id);
    await topUp(owner.id, 150_000);
    const scripted = scriptedGateway();
    const subscribe = (shownEndDate?: Date | null) =>
      startMobilePayment(handle.db, scripted.gateway, WEBHOOK, owner.id, {
        purpose: { type: "shop_subscription", shopId: shop.id, shownEndDate },
        payer,
      });

    // Three taps at once start one payment.
    const taps = await Promise.allSettled([subscribe(null), subscribe(null), subscribe(null)]);
    expect(taps.filter((t) => t.status === "fulfilled")).toHaveLength(1);
    expect(taps.flatMap((t) => (t.status === "rejected" ? [t.reason.reason] : []))).toEqual([
      "subscription_payment_pending",
      "subscription_payment_pending",
    ]);
    // A page loaded before it (the back button) cannot pay the same month from the wallet.
    await expect(activateShopSubscription(handle.db, owner.id, shop.id, PAY(null))).rejects.toMatchObject({
      reason: "subscription_payment_pending",
    });
    expect(await walletBalance(handle.db, owner.id)).toBe("150000.00");

    // Once that payment has failed, the month paid from the wallet moves the end date, and a mobile
    // payment from a page still showing the old one is refused.
    await handle.db
      .update(payments)
      .set({ paymentStatus: "failed", nextCheckAt: null })
      .where(eq(payments.shopId, shop.id));
    const { endDate } = await activateShopSubscription(handle.db, owner.id, shop.id, PAY(null));
    await expect(subscribe(null)).rejects.toMatchObject({ reason: "subscription_changed" });
    await expect(subscribe(endDate)).resolves.toMatchObject({ amount: "50000.00" });
    expect(await walletBalance(handle.db, owner.id)).toBe("100000.00");
  });
});
