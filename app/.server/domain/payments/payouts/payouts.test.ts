import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { loadEnv } from "~/.server/runtime/env";
import { AppError } from "~/lib/shared/app-error";
import { createAuth } from "../../../auth/create-auth";
import {
  attemptCounters,
  deviceSightings,
  moderationLog,
  notifications,
  outboxEmails,
  payouts,
  sandboxGatewayPayouts,
  smsOutbox,
  users,
  walletEntries,
} from "../../../db/schema";
import { signMark } from "../../../http/request-facts/device-cookie";
import { createOutboxMailer } from "../../../mail/outbox-mailer";
import { payoutRulesOf } from "../../../payments/create-payments";
import { GatewayError } from "../../../payments/gateway";
import type { PayoutGateway, PayoutOutcome } from "../../../payments/payout-gateway";
import { createSandboxPayouts } from "../../../payments/sandbox-payouts";
import { createSandboxSmsGateway } from "../../../sms/sandbox-sms-gateway";
import { signInWithPassword } from "../../accounts/sign-in-with-password";
import { reviewPayout } from "../../admin/review-payout";
import { walletBalance } from "../wallet-ledger";
import { applyPayoutOutcome } from "./apply-payout-outcome";
import { freezeMoneyByLink, freezeOwnMoney } from "./freeze-money";
import { payoutFreezeToken } from "./freeze-token";
import { reconcilePayouts } from "./reconcile-payouts";
import { requestWithdrawal } from "./request-withdrawal";
import { unfreezeMoney } from "./unfreeze-money";

/**
 * Money out, exactly once (docs/payments.md#payouts): the payout row and the ledger entry that
 * takes its money commit together; the gateway is asked again under the same id, never paid
 * again; money comes back once; and a withdrawal is guarded as an account thief's first wish.
 */

const handle = testDatabase();
const { make } = handle;
const PASSWORD = "right-password";
const ORIGIN = "http://localhost:3996";
const DAY = 24 * 60 * 60 * 1000;
const env = loadEnv({ PORT: "3996", PAYOUT_DAILY_LIMIT_TZS: "100000", PAYOUT_MONTHLY_LIMIT_TZS: "300000" });
const rules = payoutRulesOf(env);
let base: Omit<Parameters<typeof requestWithdrawal>[0], "payments">;
let campusId: string;
let accounts = 0;

beforeAll(async () => {
  const mailer = createOutboxMailer(handle.db);
  base = {
    db: handle.db,
    env,
    mailer,
    deviceKey: "test-device-key",
    noticeKey: "test-notice-key",
    sms: createSandboxSmsGateway(handle.db),
    auth: createAuth({ db: handle.db, mailer, secret: "z".repeat(40), publicUrl: env.publicUrl }),
  };
  campusId = (await make.campus()).id;
});

function contextWith(gateway: PayoutGateway) {
  return { ...base, payments: { payouts: { gateway, sandbox: null, rules } } };
}

const sandbox = (mode: "manual" | "pay" | "fail") =>
  createSandboxPayouts({ db: handle.db, behaviour: { mode, feeTzs: rules.feeFlatTzs } });

/** One browser: its device mark and, once signed in, its session. */
interface Browser {
  device: string;
  cookie: string;
}

function requestFrom(browser: Browser): Request {
  return new Request(`${ORIGIN}/wallet`, {
    method: "POST",
    headers: {
      "x-chuo-client-ip": "198.51.100.7",
      origin: ORIGIN,
      cookie: `chuo.device=${browser.device}; ${browser.cookie}`,
    },
  });
}

const newDevice = () => signMark(base.deviceKey, `device${String(++accounts).padStart(16, "0")}`);

async function signIn(email: string, device = newDevice()): Promise<Browser> {
  const browser = { device, cookie: "" };
  const result = await signInWithPassword(base, requestFrom(browser), { email, password: PASSWORD });
  expect(result.ok).toBe(true);
  browser.cookie = result.headers
    .getSetCookie()
    .map((each) => each.split(";")[0])
    .join("; ");
  return browser;
}

/**
 * A student of some weeks with a confirmed number, `balance` in the wallet (a refund unless said),
 * signed in on the browser they always use.
 */
async function student(balance: number, options: { kind?: "refund" | "top_up"; ageDays?: number } = {}) {
  const email = `payout${++accounts}@example.test`;
  await base.auth.api.createUser({
    body: {
      email,
      password: PASSWORD,
      name: "Neema Payout",
      data: { emailVerified: true, whatsappNumber: "0754123456", campusId },
    },
  });
  const [user] = await handle.db.select().from(users).where(eq(users.email, email));
  const number = `0713${String(100000 + accounts).slice(-6)}`;
  await make.confirmPhone(user!.id, number);
  const longAgo = new Date(Date.now() - (options.ageDays ?? 30) * DAY);
  await handle.db.update(users).set({ createdAt: longAgo, phoneVerifiedAt: longAgo }).where(eq(users.id, user!.id));
  if (balance > 0) await credit(user!.id, balance, options.kind ?? "refund");
  const browser = await signIn(email);
  await handle.db.update(deviceSightings).set({ firstSeenAt: longAgo }).where(eq(deviceSightings.userId, user!.id));
  return { id: user!.id, email, browser, msisdn: `255${number.slice(1)}` };
}

/** Money in the wallet as a completed sandbox payment and its entry. */
async function credit(userId: string, amount: number, kind: "refund" | "top_up") {
  await handle.db.execute(sql`
    with payment as (
      insert into payments (user_id, order_id, payment_type, payment_status, amount, gateway, completed_at)
      values (${userId}, gen_random_uuid()::text, 'wallet_topup', 'completed', ${amount}, 'sandbox', now())
      returning id
    )
    insert into wallet_entries (user_id, amount, kind, payment_id) select ${userId}, ${amount}, ${kind}, id from payment`);
}

const balanceOf = async (userId: string) => Number(await walletBalance(handle.db, userId));
const payoutOf = async (payoutId: string) =>
  (await handle.db.select().from(payouts).where(eq(payouts.id, payoutId)))[0]!;
const entriesOf = (userId: string) =>
  handle.db
    .select({ kind: walletEntries.kind, amount: walletEntries.amount, payoutId: walletEntries.payoutId })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), sql`${walletEntries.payoutId} is not null`));

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A gateway that records every payout call, passing it to the sandbox, and says what the test scripts. */
function recording(
  inner: PayoutGateway,
  script: { payout?: "timeout" | "rejected"; status?: PayoutOutcome["state"] } = {},
) {
  const calls = { payout: 0, status: 0 };
  const gateway: PayoutGateway = {
    name: inner.name,
    lookUpName: inner.lookUpName,
    async payout(request) {
      calls.payout++;
      if (script.payout === "rejected") throw new GatewayError("rejected", "test: refused");
      const outcome = await inner.payout(request);
      if (script.payout === "timeout") throw new GatewayError("unavailable", "test: the answer never came");
      return outcome;
    },
    async payoutStatus(request) {
      calls.status++;
      if (script.status)
        return {
          payoutId: request.payoutId,
          state: script.status,
          amountSentTzs: request.amountTzs,
          feeTzs: null,
          reference: "LATE1",
          registeredName: null,
        };
      return inner.payoutStatus(request);
    },
  };
  return { gateway, calls };
}

describe("withdrawals: exactly once", () => {
  it("pays out exactly two of ten withdrawals sent at once against a balance for two", async () => {
    const asha = await student(20_000);
    const context = contextWith(sandbox("pay"));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        requestWithdrawal(context, requestFrom(asha.browser), asha, { amount: "10,000", password: PASSWORD }),
      ),
    );
    const paid = results.filter((r) => r.status === "fulfilled");
    expect(paid.map((r) => (r as PromiseFulfilledResult<{ status: string }>).value.status)).toEqual(["paid", "paid"]);
    // The others are refused by the balance, or, past the password counter's free attempts, by its
    // wait (every check of the password is counted before it is made, docs/security.md): at
    // least the three that passed the counter and found the balance spent.
    const reasons = results.flatMap((r) => (r.status === "rejected" ? [(r.reason as AppError).reason] : []));
    expect(reasons).toHaveLength(8);
    expect(new Set(reasons)).toEqual(
      new Set(
        reasons.includes("sign_in_locked")
          ? ["payout_insufficient_balance", "sign_in_locked"]
          : ["payout_insufficient_balance"],
      ),
    );
    expect(reasons.filter((reason) => reason === "payout_insufficient_balance").length).toBeGreaterThanOrEqual(3);
    expect(await balanceOf(asha.id)).toBe(0);
    const rows = await handle.db.select().from(payouts).where(eq(payouts.userId, asha.id));
    expect(rows.map((row) => [row.status, row.amount, row.sentAmount, row.fee])).toEqual([
      ["paid", "10000.00", "8500.00", "1500.00"],
      ["paid", "10000.00", "8500.00", "1500.00"],
    ]);
    const atGateway = await handle.db
      .select()
      .from(sandboxGatewayPayouts)
      .where(eq(sandboxGatewayPayouts.msisdn, asha.msisdn));
    expect(atGateway).toHaveLength(2);
    // The name the gateway looked up is the one shown before confirming, and kept.
    expect(rows[0]!.registeredName).toBe("NEEMA PAYOUT");
  });

  it("settles a payout whose call timed out by asking, never by a second payout", async () => {
    const baraka = await student(30_000);
    const { gateway, calls } = recording(sandbox("pay"), { payout: "timeout" });
    const result = await requestWithdrawal(contextWith(gateway), requestFrom(baraka.browser), baraka, {
      amount: "12000",
      password: PASSWORD,
    });
    expect(result.status).toBe("requested");
    expect(await balanceOf(baraka.id)).toBe(18_000);
    // Not yet: the first call's grace keeps reconciliation off a call still under way.
    expect((await reconcilePayouts(handle.db, gateway)).checked).toBe(0);
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await reconcilePayouts(handle.db, gateway, { now: later })).toMatchObject({ checked: 1, paid: 1 });
    await reconcilePayouts(handle.db, gateway, { now: new Date(later.getTime() + DAY) });
    expect(calls).toEqual({ payout: 1, status: 1 });
    expect((await payoutOf(result.payoutId)).status).toBe("paid");
    expect(await balanceOf(baraka.id)).toBe(18_000);
    expect(
      await handle.db.select().from(sandboxGatewayPayouts).where(eq(sandboxGatewayPayouts.payoutId, result.payoutId)),
    ).toHaveLength(1);
  });

  it("returns a payout's money once when it fails after it was sent", async () => {
    const rehema = await student(15_000);
    const phone = sandbox("manual");
    const result = await requestWithdrawal(contextWith(phone), requestFrom(rehema.browser), rehema, {
      amount: "15000",
      password: PASSWORD,
    });
    expect(result.status).toBe("sent");
    expect(await balanceOf(rehema.id)).toBe(0);
    expect(await phone.decide(result.payoutId, "failed")).toBe(true);
    const later = new Date(Date.now() + 2 * 60_000);
    await Promise.all([
      reconcilePayouts(handle.db, phone, { now: later }),
      applyPayoutOutcome(handle.db, result.payoutId, {
        payoutId: result.payoutId,
        state: "failed",
        amountSentTzs: null,
        feeTzs: null,
        reference: null,
        registeredName: null,
      }),
    ]);
    await reconcilePayouts(handle.db, phone, { now: new Date(later.getTime() + 60 * 60_000) });
    expect((await payoutOf(result.payoutId)).status).toBe("failed");
    expect(await balanceOf(rehema.id)).toBe(15_000);
    expect((await entriesOf(rehema.id)).map((e) => [e.kind, e.amount])).toEqual([
      ["payout", "-15000.00"],
      ["payout_returned", "15000.00"],
    ]);
  });

  it("moves no money and flags the payout when the gateway says paid after it had failed", async () => {
    const juma = await student(10_000);
    const refused = recording(sandbox("pay"), { payout: "rejected" });
    const result = await requestWithdrawal(contextWith(refused.gateway), requestFrom(juma.browser), juma, {
      amount: "10000",
      password: PASSWORD,
    });
    expect(result.status).toBe("failed");
    expect(await balanceOf(juma.id)).toBe(10_000);
    const changedItsMind = recording(sandbox("pay"), { status: "paid" });
    const summary = await reconcilePayouts(handle.db, changedItsMind.gateway, {
      now: new Date(Date.now() + 31 * 60_000),
    });
    expect(summary).toMatchObject({ checked: 1, paid: 0 });
    const row = await payoutOf(result.payoutId);
    expect([row.status, row.needsReview, row.reviewReason, row.nextCheckAt]).toEqual([
      "failed",
      true,
      "paid_after_failure",
      null,
    ]);
    expect(await balanceOf(juma.id)).toBe(10_000);
    expect(await entriesOf(juma.id)).toHaveLength(2);
  });
});

describe("withdrawals: guarded against a stolen session", () => {
  it("refuses a wrong password, counting it with the account's other password checks", async () => {
    const amina = await student(20_000);
    const error = await refusal(
      requestWithdrawal(contextWith(sandbox("pay")), requestFrom(amina.browser), amina, {
        amount: "10000",
        password: "guess",
      }),
    );
    expect(error.reason).toBe("payout_password_wrong");
    const counted = await handle.db
      .select()
      .from(attemptCounters)
      .where(sql`${attemptCounters.key} like ${`sign-in-device-failures:${amina.email}:%`}`);
    // The same count a wrong password at the sign-in form on this browser adds to.
    expect(counted.map((row) => row.count)).toEqual([1]);
    expect(await balanceOf(amina.id)).toBe(20_000);
  });

  it("holds withdrawals for a day after a password change, on any device", async () => {
    const kelvin = await student(20_000);
    const changed = await base.auth.api.changePassword({
      body: { currentPassword: PASSWORD, newPassword: "a-new-password", revokeOtherSessions: false },
      headers: requestFrom(kelvin.browser).headers,
    });
    expect(changed.user.id).toBe(kelvin.id);
    const error = await refusal(
      requestWithdrawal(contextWith(sandbox("pay")), requestFrom(kelvin.browser), kelvin, {
        amount: "10000",
        password: "a-new-password",
      }),
    );
    expect(error).toMatchObject({ reason: "payout_recent_change", values: { change: "password", hours: 24 } });
    // A day later it goes through.
    const tomorrow = () => new Date(Date.now() + DAY + 60_000);
    const result = await requestWithdrawal(
      contextWith(sandbox("pay")),
      requestFrom(kelvin.browser),
      kelvin,
      { amount: "10000", password: "a-new-password" },
      tomorrow,
    );
    expect(result.status).toBe("paid");
  });

  it("holds withdrawals from a browser new to the account, and after two-factor changes", async () => {
    const zawadi = await student(20_000);
    const thief = await signIn(zawadi.email);
    const error = await refusal(
      requestWithdrawal(contextWith(sandbox("pay")), requestFrom(thief), zawadi, {
        amount: "10000",
        password: PASSWORD,
      }),
    );
    expect(error).toMatchObject({ reason: "payout_recent_change", values: { change: "device" } });
    await handle.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, zawadi.id));
    const [stamped] = await handle.db
      .select({ at: users.twoFactorChangedAt })
      .from(users)
      .where(eq(users.id, zawadi.id));
    expect(stamped?.at).not.toBeNull();
    const owner = await refusal(
      requestWithdrawal(contextWith(sandbox("pay")), requestFrom(zawadi.browser), zawadi, {
        amount: "10000",
        password: PASSWORD,
      }),
    );
    expect(owner).toMatchObject({ reason: "payout_recent_change", values: { change: "two_factor" } });
    expect(await balanceOf(zawadi.id)).toBe(20_000);
  });

  it("pays only to a confirmed number, never while the money is frozen, and within the daily limit", async () => {
    const musa = await student(200_000);
    const context = contextWith(sandbox("pay"));
    await handle.db.update(users).set({ moneyFrozenAt: new Date() }).where(eq(users.id, musa.id));
    expect(
      (
        await refusal(
          requestWithdrawal(context, requestFrom(musa.browser), musa, { amount: "10000", password: PASSWORD }),
        )
      ).reason,
    ).toBe("payout_money_frozen");
    await handle.db.update(users).set({ moneyFrozenAt: null }).where(eq(users.id, musa.id));
    expect(
      (await requestWithdrawal(context, requestFrom(musa.browser), musa, { amount: "90000", password: PASSWORD }))
        .status,
    ).toBe("paid");
    const over = await refusal(
      requestWithdrawal(context, requestFrom(musa.browser), musa, { amount: "20000", password: PASSWORD }),
    );
    expect(over).toMatchObject({ reason: "payout_daily_limit", values: { limit: 100_000, left: 10_000 } });
    expect(
      (
        await refusal(
          requestWithdrawal(context, requestFrom(musa.browser), musa, { amount: "4000", password: PASSWORD }),
        )
      ).reason,
    ).toBe("payout_amount_invalid");
    await handle.db.update(users).set({ whatsappNumber: "0754999888" }).where(eq(users.id, musa.id));
    expect(
      (
        await refusal(
          requestWithdrawal(context, requestFrom(musa.browser), musa, { amount: "5000", password: PASSWORD }),
        )
      ).reason,
    ).toBe("payout_phone_not_confirmed");
    expect(await balanceOf(musa.id)).toBe(110_000);
  });

  it("refuses every withdrawal, moving nothing, where no gateway is set up to pay out", async () => {
    const off = await student(20_000);
    const error = await refusal(
      requestWithdrawal({ ...base, payments: { payouts: null } }, requestFrom(off.browser), off, {
        amount: "10000",
        password: PASSWORD,
      }),
    );
    expect([error.reason, error.status]).toEqual(["payout_unavailable", 503]);
    expect(await balanceOf(off.id)).toBe(20_000);
  });

  it("holds a young account's first withdrawal of topped-up money for review, its money already out of the balance", async () => {
    const fresh = await student(20_000, { kind: "top_up", ageDays: 2 });
    const phone = sandbox("pay");
    const result = await requestWithdrawal(contextWith(phone), requestFrom(fresh.browser), fresh, {
      amount: "10000",
      password: PASSWORD,
    });
    expect(result.status).toBe("in_review");
    expect(await balanceOf(fresh.id)).toBe(10_000);
    expect(await phone.listPayouts()).not.toContainEqual(expect.objectContaining({ payoutId: result.payoutId }));
  });
});

describe("withdrawals: announced, and frozen by their owner", () => {
  it("tells the owner by e-mail, SMS and notification, each with a link that freezes the money", async () => {
    const halima = await student(20_000);
    const result = await requestWithdrawal(contextWith(sandbox("pay")), requestFrom(halima.browser), halima, {
      amount: "10000",
      password: PASSWORD,
    });
    const token = payoutFreezeToken(base.noticeKey, result.payoutId);
    const [mail] = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.to, halima.email));
    expect(mail?.text).toContain("TZS 10,000");
    expect(mail?.text).toContain(`/wallet/freeze?token=${token}`);
    // The e-mail names the number by its last digits only.
    expect(mail?.text).toContain(`ending in ${halima.msisdn.slice(-3)}`);
    expect(mail?.text).not.toContain(halima.msisdn.slice(3));
    const texts = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.to, halima.msisdn));
    expect(texts.map((t) => t.text)).toEqual([expect.stringContaining(`/wallet/freeze?token=${token}`)]);
    const told = await handle.db
      .select({ kind: notifications.kind, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.payoutId, result.payoutId))
      .orderBy(notifications.createdAt);
    expect(told.map((n) => n.kind).sort()).toEqual(["payout_paid", "payout_requested"]);
    expect(told.find((n) => n.kind === "payout_requested")?.link).toBe(
      `/wallet/freeze?token=${encodeURIComponent(token)}`,
    );
  });

  it("freezes from the link without a session: a withdrawal under review stops, its money back, and none leaves until unfrozen a day ago", async () => {
    const rose = await student(30_000, { kind: "top_up", ageDays: 2 });
    const context = contextWith(sandbox("pay"));
    const held = await requestWithdrawal(context, requestFrom(rose.browser), rose, {
      amount: "10000",
      password: PASSWORD,
    });
    expect(held.status).toBe("in_review");
    for (const forged of [null, "x", `${held.payoutId}.bad`, payoutFreezeToken("another-key", held.payoutId)])
      expect((await refusal(freezeMoneyByLink(handle.db, base.noticeKey, forged))).reason).toBe(
        "payout_freeze_link_invalid",
      );
    const token = payoutFreezeToken(base.noticeKey, held.payoutId);
    expect(await freezeMoneyByLink(handle.db, base.noticeKey, token)).toEqual({ stopped: 1 });
    // Twice is the same as once: the money came back once.
    expect(await freezeMoneyByLink(handle.db, base.noticeKey, token)).toEqual({ stopped: 0 });
    expect((await payoutOf(held.payoutId)).status).toBe("refused");
    expect(await balanceOf(rose.id)).toBe(30_000);
    const [refusedNotice] = await handle.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.payoutId, held.payoutId), eq(notifications.kind, "payout_refused")));
    expect(refusedNotice).toBeDefined();
    expect(
      (
        await refusal(
          requestWithdrawal(context, requestFrom(rose.browser), rose, { amount: "5000", password: PASSWORD }),
        )
      ).reason,
    ).toBe("payout_money_frozen");

    // Unfreezing asks for the password, counted; then withdrawals wait a day.
    expect((await refusal(unfreezeMoney(base, requestFrom(rose.browser), rose, { password: "guess" }))).reason).toBe(
      "payout_password_wrong",
    );
    await unfreezeMoney(base, requestFrom(rose.browser), rose, { password: PASSWORD });
    const waiting = await refusal(
      requestWithdrawal(context, requestFrom(rose.browser), rose, { amount: "5000", password: PASSWORD }),
    );
    expect(waiting).toMatchObject({ reason: "payout_recent_change", values: { change: "unfrozen", hours: 24 } });
    // Signed in, the owner freezes again with one press.
    await freezeOwnMoney(handle.db, rose);
    const [row] = await handle.db.select({ frozenAt: users.moneyFrozenAt }).from(users).where(eq(users.id, rose.id));
    expect(row?.frozenAt).not.toBeNull();
  });
});

describe("withdrawals: reviewed by an admin", () => {
  async function waitingPayout() {
    const fresh = await student(20_000, { kind: "top_up", ageDays: 1 });
    const context = contextWith(sandbox("pay"));
    const result = await requestWithdrawal(context, requestFrom(fresh.browser), fresh, {
      amount: "10000",
      password: PASSWORD,
    });
    expect(result.status).toBe("in_review");
    return { fresh, context, payoutId: result.payoutId };
  }

  it("approves and sends once, refuses with the money back, and logs each with its note", async () => {
    const admin = await make.user({ role: "admin" });
    const approved = await waitingPayout();
    expect(
      await reviewPayout(approved.context, admin.id, {
        payoutId: approved.payoutId,
        decision: "approve",
        note: "Student id seen",
      }),
    ).toEqual({ status: "paid" });
    expect(await balanceOf(approved.fresh.id)).toBe(10_000);
    // A second decision finds it decided.
    const again = await refusal(
      reviewPayout(approved.context, admin.id, { payoutId: approved.payoutId, decision: "refuse", note: "late" }),
    );
    expect(again.reason).toBe("payout_not_in_review");

    const refused = await waitingPayout();
    expect(
      await reviewPayout(refused.context, admin.id, {
        payoutId: refused.payoutId,
        decision: "refuse",
        note: "Stolen card",
      }),
    ).toEqual({ status: "refused" });
    expect(await balanceOf(refused.fresh.id)).toBe(20_000);
    const log = await handle.db
      .select({ action: moderationLog.action, note: moderationLog.note, details: moderationLog.details })
      .from(moderationLog)
      .where(eq(moderationLog.actorId, admin.id))
      .orderBy(moderationLog.id);
    expect(log.map((entry) => [entry.action, entry.note])).toEqual([
      ["payout_approved", "Student id seen"],
      ["payout_refused", "Stolen card"],
    ]);
    expect(log[1]!.details).toMatchObject({ payoutId: refused.payoutId });
  });

  it("refuses a student, a moderator, an admin deciding on their own payout, and a missing note", async () => {
    const { fresh, context, payoutId } = await waitingPayout();
    const moderator = await make.user({ role: "moderator" });
    for (const actor of [fresh.id, moderator.id])
      expect((await refusal(reviewPayout(context, actor, { payoutId, decision: "approve", note: "ok" }))).reason).toBe(
        "not_admin",
      );
    const admin = await make.user({ role: "admin" });
    expect((await refusal(reviewPayout(context, admin.id, { payoutId, decision: "approve", note: "  " }))).reason).toBe(
      "moderation_input_invalid",
    );
    await handle.db.update(users).set({ role: "admin" }).where(eq(users.id, fresh.id));
    expect(
      (await refusal(reviewPayout(context, fresh.id, { payoutId, decision: "approve", note: "mine" }))).reason,
    ).toBe("admin_not_yourself");
    expect((await payoutOf(payoutId)).status).toBe("in_review");
  });
});
