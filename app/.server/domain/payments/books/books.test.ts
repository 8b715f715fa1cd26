import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { type PayoutRules, quotePayout } from "~/lib/payments/payouts";
import { AppError } from "~/lib/shared/app-error";
import { payments, users } from "../../../db/schema";
import { getBooks } from "../../admin/get-books";
import { applyGatewayStatus } from "../apply-gateway-status";
import { payListingFeeFromWallet } from "../pay-listing-fee-from-wallet";
import { applyPayoutOutcome } from "../payouts/apply-payout-outcome";
import { writeWithdrawal } from "../payouts/write-withdrawal";
import { walletBalance } from "../wallet-ledger";
import { computeBooks, eastAfricanDay, eastAfricanDayOf } from "./compute-books";

/**
 * The books balance (docs/payments.md#the-books): a month of random money moving through the real
 * domain functions (top-ups completed twice at once, failed and late ones, listing fees, withdrawals
 * paid, failed and raced), then every balance equals the sum of its entries and money in minus
 * money out equals the sum of balances plus earnings, for the month and day by day.
 */

const handle = testDatabase();
const { make } = handle;
const DAY = 24 * 60 * 60 * 1000;
const rules: PayoutRules = {
  minTzs: 5000,
  feeFlatTzs: 1500,
  feePercent: 1,
  feePaidBy: "student",
  dailyLimitTzs: 60_000,
  monthlyLimitTzs: 400_000,
};

/** A small seeded generator (mulberry32): the same month every run, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Moves what one step wrote onto its day, so the month's rows spread over the month. The ledger
 * refuses every update (its append-only trigger); this test's own database lets its rows be
 * moved in time with the trigger off for that one statement, as nothing but a test may.
 */
async function backdate(since: Date, at: Date) {
  const when = at.toISOString();
  const after = since.toISOString();
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`alter table wallet_entries disable trigger wallet_entries_append_only`);
    await tx.execute(
      sql`update wallet_entries set created_at = ${when}::timestamptz where created_at >= ${after}::timestamptz and created_at < '2100-01-01'`,
    );
    await tx.execute(sql`alter table wallet_entries enable trigger wallet_entries_append_only`);
  });
  await handle.db.execute(sql`update payments set created_at = ${when}::timestamptz,
    completed_at = case when completed_at is null then null else ${when}::timestamptz end
    where created_at >= ${after}::timestamptz and created_at < '2100-01-01'`);
  await handle.db.execute(sql`update payouts set created_at = ${when}::timestamptz,
    paid_at = case when paid_at is null then null else ${when}::timestamptz end,
    returned_at = case when returned_at is null then null else ${when}::timestamptz end
    where created_at >= ${after}::timestamptz and created_at < '2100-01-01'`);
}

async function pendingPayment(userId: string, amount: number, listingId: string | null = null) {
  const [row] = await handle.db
    .insert(payments)
    .values({
      userId,
      orderId: crypto.randomUUID(),
      paymentType: listingId ? "listing_fee" : "wallet_topup",
      paymentStatus: "pending",
      amount: String(amount),
      gateway: "sandbox",
      listingId,
    })
    .returning();
  return row!;
}

const gatewaySays = (orderId: string, state: "completed" | "failed", amount: string) => ({
  orderId,
  state,
  amount,
  transactionId: state === "completed" ? `TX-${orderId.slice(0, 6)}` : null,
  reference: null,
  channel: "MPESA-TZ",
});

describe("the books", () => {
  it("balance after a month of random top-ups, fees, refunds and withdrawals, some failing, some raced", async () => {
    const next = random(47);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const campus = await make.campus();
    const students = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const user = await make.user({ campusId: campus.id, createdAt: new Date(Date.now() - 90 * DAY) });
        await make.confirmPhone(user.id);
        const [row] = await handle.db.select({ number: users.whatsappNumber }).from(users).where(eq(users.id, user.id));
        return { id: user.id, msisdn: `255${row!.number!.slice(1)}`, createdAt: new Date(Date.now() - 90 * DAY) };
      }),
    );
    const monthStart = eastAfricanDay(eastAfricanDayOf(new Date(Date.now() - 40 * DAY)))!.from;
    const moved = { topUps: 0, failed: 0, late: 0, fees: 0, payouts: 0, payoutsFailed: 0, refused: 0 };

    for (let day = 0; day < 30; day++) {
      for (let step = 0; step < 3; step++) {
        const student = pick(students);
        const at = new Date(monthStart.getTime() + day * DAY + (step + 1) * 3 * 60 * 60 * 1000);
        const since = new Date();
        const roll = next();
        if (roll < 0.35) {
          // A top-up; a third of them answered twice at once (webhook and poll).
          const payment = await pendingPayment(student.id, 1000 * (5 + Math.floor(next() * 40)));
          const said = gatewaySays(payment.orderId, "completed", payment.amount);
          await Promise.all(
            Array.from({ length: next() < 0.33 ? 2 : 1 }, () => applyGatewayStatus(handle.db, payment.id, said)),
          );
          moved.topUps++;
        } else if (roll < 0.45) {
          const payment = await pendingPayment(student.id, 7000);
          await applyGatewayStatus(handle.db, payment.id, gatewaySays(payment.orderId, "failed", payment.amount));
          moved.failed++;
        } else if (roll < 0.55) {
          // Given up on, then taken after all: the money is a refund in the wallet.
          const payment = await pendingPayment(student.id, 4000);
          await handle.db.update(payments).set({ paymentStatus: "cancelled" }).where(eq(payments.id, payment.id));
          await applyGatewayStatus(handle.db, payment.id, gatewaySays(payment.orderId, "completed", payment.amount));
          moved.late++;
        } else if (roll < 0.7) {
          const listing = await make.product(student.id, {
            price: "10000",
            feeAmount: "3000.00",
            feePaid: false,
            status: "pending_fee",
          });
          const paid = await payListingFeeFromWallet(handle.db, student.id, listing.id).catch((error: unknown) => {
            if (error instanceof AppError && error.reason === "wallet_insufficient_balance") return null;
            throw error;
          });
          if (paid) moved.fees++;
        } else {
          // Withdrawals, sometimes three at once; each paid or failed by the gateway.
          const amount = 5000 + 1000 * Math.floor(next() * 20);
          const tries = next() < 0.3 ? 3 : 1;
          const written = await Promise.allSettled(
            Array.from({ length: tries }, () =>
              writeWithdrawal(handle.db, {
                userId: student.id,
                accountCreatedAt: student.createdAt,
                quote: quotePayout(amount, rules),
                rules,
                msisdn: student.msisdn,
                registeredName: null,
                gatewayName: "sandbox",
                noticeKey: "test-notice-key",
                at,
              }),
            ),
          );
          for (const result of written) {
            if (result.status === "rejected") {
              expect(result.reason).toBeInstanceOf(AppError);
              moved.refused++;
              continue;
            }
            const failed = next() < 0.25;
            const outcome = {
              payoutId: result.value.payoutId,
              state: failed ? ("failed" as const) : ("paid" as const),
              amountSentTzs: failed ? null : quotePayout(amount, rules).sentTzs,
              feeTzs: failed ? null : rules.feeFlatTzs,
              reference: null,
              registeredName: null,
            };
            // The answer and a reconciliation's at once: applied once.
            await Promise.all([
              applyPayoutOutcome(handle.db, result.value.payoutId, outcome, at),
              applyPayoutOutcome(handle.db, result.value.payoutId, outcome, at),
            ]);
            if (failed) moved.payoutsFailed++;
            else moved.payouts++;
          }
        }
        await backdate(since, at);
      }
    }
    // The month did all of it.
    for (const count of Object.values(moved)) expect(count).toBeGreaterThan(0);

    // Every balance is the sum of its own entries, and never below zero.
    for (const student of students) {
      const [row] = await handle.db
        .execute<{ sum: string }>(
          sql`select coalesce(sum(amount), 0)::numeric(14, 2)::text as sum from wallet_entries where user_id = ${student.id}`,
        )
        .then((result) => (result as unknown as { rows: { sum: string }[] }).rows);
      expect(await walletBalance(handle.db, student.id)).toBe(row!.sum);
      expect(Number(row!.sum)).toBeGreaterThanOrEqual(0);
    }

    const monthEnd = new Date(monthStart.getTime() + 30 * DAY);
    const month = await computeBooks(handle.db, { from: monthStart, to: monthEnd });
    expect(month.discrepancies).toEqual([]);
    expect(month.toDate.differenceTzs).toBe("0.00");
    const cents = (value: string) => Math.round(Number(value) * 100);
    expect(cents(month.period.moneyInTzs) - cents(month.period.moneyOutTzs)).toBe(
      cents(month.toDate.balancesTzs) + cents(month.period.earningsTzs),
    );
    expect(cents(month.period.moneyInTzs)).toBeGreaterThan(0);
    expect(cents(month.period.moneyOutTzs)).toBeGreaterThan(0);

    // Day by day: each day's opening plus its flows is its closing, and the days add up to the month.
    const sums = { in: 0, out: 0, earnings: 0 };
    for (let day = 0; day < 30; day++) {
      const name = eastAfricanDayOf(new Date(monthStart.getTime() + day * DAY + 60_000));
      const books = await computeBooks(handle.db, eastAfricanDay(name)!);
      expect(books.toDate.differenceTzs).toBe("0.00");
      expect(
        cents(books.openingBalancesTzs) +
          cents(books.period.moneyInTzs) -
          cents(books.period.moneyOutTzs) -
          cents(books.period.earningsTzs),
      ).toBe(cents(books.toDate.balancesTzs));
      sums.in += cents(books.period.moneyInTzs);
      sums.out += cents(books.period.moneyOutTzs);
      sums.earnings += cents(books.period.earningsTzs);
    }
    expect(sums).toEqual({
      in: cents(month.period.moneyInTzs),
      out: cents(month.period.moneyOutTzs),
      earnings: cents(month.period.earningsTzs),
    });
  });

  it("names what makes a difference: money in a wallet that the gateway never took", async () => {
    const student = await make.user();
    const payment = await pendingPayment(student.id, 10_000);
    await applyGatewayStatus(handle.db, payment.id, gatewaySays(payment.orderId, "completed", payment.amount));
    const before = await computeBooks(handle.db, { from: new Date(Date.now() - DAY), to: new Date(Date.now() + DAY) });
    expect([before.toDate.differenceTzs, before.discrepancies]).toEqual(["0.00", []]);
    // A credit written for a payment the gateway failed: money the gateway never took.
    const failed = await pendingPayment(student.id, 2500);
    await applyGatewayStatus(handle.db, failed.id, gatewaySays(failed.orderId, "failed", failed.amount));
    await handle.db.execute(
      sql`insert into wallet_entries (user_id, amount, kind, payment_id) values (${student.id}, 2500, 'top_up', ${failed.id})`,
    );
    const after = await computeBooks(handle.db, { from: new Date(Date.now() - DAY), to: new Date(Date.now() + DAY) });
    expect(after.toDate.differenceTzs).toBe("-2500.00");
    expect(after.discrepancies).toEqual([{ kind: "credit_without_payment", count: 1, amountTzs: "2500.00" }]);
  });

  it("is for admins only, and reads a calendar day or refuses it", async () => {
    const student = await make.user();
    const admin = await make.user({ role: "admin" });
    await expect(getBooks(handle.db, student.id, "2026-12-01")).rejects.toMatchObject({ reason: "not_admin" });
    for (const bad of ["2026-02-30", "yesterday", "2026-1-1"])
      await expect(getBooks(handle.db, admin.id, bad)).rejects.toMatchObject({ reason: "books_day_invalid" });
    const books = await getBooks(handle.db, admin.id, null, new Date("2026-12-04T10:00:00Z"));
    expect(books.day).toBe("2026-12-03");
    expect([books.from.toISOString(), books.to.toISOString()]).toEqual([
      "2026-12-02T21:00:00.000Z",
      "2026-12-03T21:00:00.000Z",
    ]);
  });
});
