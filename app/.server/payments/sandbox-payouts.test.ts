import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import type { GatewayError } from "./gateway";
import { createSandboxPayouts, type SandboxPayoutBehaviour } from "./sandbox-payouts";

const handle = testDatabase();
const { make } = handle;

function sandbox(behaviour: Partial<SandboxPayoutBehaviour> = {}) {
  return createSandboxPayouts({ db: handle.db, behaviour: { mode: "manual", feeTzs: 500, ...behaviour } });
}

/** A student who confirmed `number` by SMS code, as the sandbox's "SIM registry" knows them. */
async function studentWithNumber(number: string, fullName = "Neema Said") {
  const user = await make.user({ fullName });
  await make.confirmPhone(user.id, number);
  return user;
}

describe("sandbox payouts", () => {
  it("leave a payout in process until the development phone answers it, once", async () => {
    await studentWithNumber("0713 000 111");
    const payouts = sandbox();
    const request = { payoutId: randomUUID(), msisdn255: "255713000111", amountTzs: 9_000 };

    await expect(payouts.payout(request)).resolves.toMatchObject({
      state: "in_process",
      amountSentTzs: null,
      feeTzs: 500,
      registeredName: null,
    });
    expect((await payouts.listPayouts()).map((p) => p.payoutId)).toContain(request.payoutId);
    await expect(payouts.payoutStatus(request)).resolves.toMatchObject({ state: "in_process" });

    await expect(payouts.decide(request.payoutId, "paid")).resolves.toBe(true);
    await expect(payouts.decide(request.payoutId, "failed")).resolves.toBe(false);
    await expect(payouts.payoutStatus(request)).resolves.toMatchObject({
      state: "paid",
      amountSentTzs: 9_000,
      registeredName: "NEEMA SAID",
    });
  });

  it("pay a payout sent twice under one id once, answering the second as the first", async () => {
    const payouts = sandbox({ mode: "pay" });
    const request = { payoutId: randomUUID(), msisdn255: "255713000222", amountTzs: 5_000 };
    const first = await payouts.payout(request);
    expect(first.state).toBe("paid");
    await expect(payouts.payout({ ...request, amountTzs: 50_000 })).resolves.toEqual(first);
    expect((await payouts.listPayouts(100)).filter((p) => p.payoutId === request.payoutId)).toHaveLength(1);
  });

  it("answer at once when told to, know nothing of an id never sent, and refuse what no gateway takes", async () => {
    await expect(
      sandbox({ mode: "fail" }).payout({ payoutId: randomUUID(), msisdn255: "255713000333", amountTzs: 2_000 }),
    ).resolves.toMatchObject({ state: "failed", amountSentTzs: null });
    await expect(
      sandbox().payoutStatus({ payoutId: randomUUID(), msisdn255: "255713000333", amountTzs: 2_000 }),
    ).resolves.toBeNull();
    for (const bad of [
      { payoutId: randomUUID(), msisdn255: "0713000333", amountTzs: 2_000 },
      { payoutId: randomUUID(), msisdn255: "255713000333", amountTzs: 0 },
    ])
      await expect(sandbox().payout(bad)).rejects.toMatchObject({
        failure: "rejected",
      } satisfies Partial<GatewayError>);
  });

  it("look up the name of whoever confirmed a number, and no name for a number only shown", async () => {
    await studentWithNumber("+255 713 000 444", "Baraka Mushi");
    await make.user({ whatsappNumber: "0713000555" });
    await expect(sandbox().lookUpName("255713000444")).resolves.toBe("BARAKA MUSHI");
    await expect(sandbox().lookUpName("255713000555")).resolves.toBeNull();
  });
});
