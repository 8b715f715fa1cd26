import { randomBytes } from "node:crypto";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sandboxGatewayPayouts, users } from "../db/schema";
import { GatewayError } from "./gateway";
import type { PayoutGateway, PayoutOutcome, PayoutRequest } from "./payout-gateway";

/**
 * How the sandbox answers a payout: `manual` leaves it in process until the development phone
 * (/dev/phone) says paid or failed, as a slow operator does; `pay` and `fail` answer at once.
 * `feeTzs` is what it charges the merchant balance for each payout.
 */
export interface SandboxPayoutBehaviour {
  mode: "manual" | "pay" | "fail";
  feeTzs: number;
}

export type SandboxPayout = typeof sandboxGatewayPayouts.$inferSelect;

export interface SandboxPayouts extends PayoutGateway {
  readonly name: "sandbox";
  /** The phone's answer to a payout in process. False when it was already answered or is unknown. */
  decide(payoutId: string, outcome: "paid" | "failed"): Promise<boolean>;
  /** The payouts the development phone shows, newest first. */
  listPayouts(limit?: number): Promise<SandboxPayout[]>;
}

/** A stored number in 255 form, as lib/shared/whatsapp.ts normalises it, in SQL. */
function inTwoFiftyFiveForm(column: typeof users.whatsappNumber) {
  const digits = sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
  return sql`case when ${digits} like '255%' then ${digits} when ${digits} like '0%' then '255' || substr(${digits}, 2) when length(${digits}) = 9 then '255' || ${digits} else ${digits} end`;
}

function outcomeOf(payout: SandboxPayout): PayoutOutcome {
  return {
    payoutId: payout.payoutId,
    state: payout.status as PayoutOutcome["state"],
    amountSentTzs: payout.status === "paid" ? Number(payout.amount) : null,
    feeTzs: Number(payout.fee),
    reference: payout.reference,
    registeredName: payout.status === "paid" ? payout.registeredName : null,
  };
}

/**
 * A payout gateway that needs no network and behaves like a real one: a payout is recorded under
 * its id (the same id sent again finds the first and pays nothing more), answered on the
 * development phone, and asked about from its own table. Its "SIM registry" is the accounts'
 * confirmed numbers, so the name it looks up is the name of whoever confirmed that number.
 */
export function createSandboxPayouts(options: { db: Database; behaviour: SandboxPayoutBehaviour }): SandboxPayouts {
  const { db, behaviour } = options;

  async function find(payoutId: string): Promise<SandboxPayout | null> {
    const [found] = await db.select().from(sandboxGatewayPayouts).where(eq(sandboxGatewayPayouts.payoutId, payoutId));
    return found ?? null;
  }

  async function lookUpName(msisdn255: string): Promise<string | null> {
    const [owner] = await db
      .select({ fullName: users.fullName })
      .from(users)
      .where(and(isNotNull(users.phoneVerifiedAt), sql`${inTwoFiftyFiveForm(users.whatsappNumber)} = ${msisdn255}`))
      .limit(1);
    return owner ? owner.fullName.toUpperCase() : null;
  }

  async function decide(payoutId: string, outcome: "paid" | "failed"): Promise<boolean> {
    const registeredName = outcome === "paid" ? await lookUpNameOf(payoutId) : null;
    const [decided] = await db
      .update(sandboxGatewayPayouts)
      .set({ status: outcome, decidedAt: sql`now()`, registeredName })
      .where(and(eq(sandboxGatewayPayouts.payoutId, payoutId), eq(sandboxGatewayPayouts.status, "in_process")))
      .returning({ payoutId: sandboxGatewayPayouts.payoutId });
    return decided !== undefined;
  }

  async function lookUpNameOf(payoutId: string): Promise<string | null> {
    const payout = await find(payoutId);
    return payout ? lookUpName(payout.msisdn) : null;
  }

  return {
    name: "sandbox",
    async payout(request: PayoutRequest) {
      if (!/^255\d{9}$/.test(request.msisdn255) || !Number.isSafeInteger(request.amountTzs) || request.amountTzs <= 0)
        throw new GatewayError("rejected", "sandbox payout: the number or the amount is not one a gateway takes");
      await db
        .insert(sandboxGatewayPayouts)
        .values({
          payoutId: request.payoutId,
          msisdn: request.msisdn255,
          amount: String(request.amountTzs),
          fee: String(behaviour.feeTzs),
          reference: randomBytes(5).toString("hex").toUpperCase(),
        })
        // The same id again is the same payout: answer as before, never pay twice.
        .onConflictDoNothing({ target: sandboxGatewayPayouts.payoutId });
      if (behaviour.mode !== "manual") await decide(request.payoutId, behaviour.mode === "pay" ? "paid" : "failed");
      const payout = await find(request.payoutId);
      if (!payout) throw new GatewayError("unavailable", "sandbox payout: the payout was not recorded");
      return outcomeOf(payout);
    },
    async payoutStatus(request: PayoutRequest) {
      const payout = await find(request.payoutId);
      return payout ? outcomeOf(payout) : null;
    },
    lookUpName,
    decide,
    async listPayouts(limit = 20) {
      return db.select().from(sandboxGatewayPayouts).orderBy(desc(sandboxGatewayPayouts.createdAt)).limit(limit);
    },
  };
}
