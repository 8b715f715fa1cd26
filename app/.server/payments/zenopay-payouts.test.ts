import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { documentedCashInAnswer, type FakeZenoPay, startFakeZenoPay } from "#tests/fixtures/fake-zenopay";
import { GatewayError } from "./gateway";
import type { PayoutRequest } from "./payout-gateway";
import { createZenoPayPayouts } from "./zenopay-payouts";

const API_KEY = "zp-test-key-0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d";
const PIN = "0427";
const PAYOUT_ID = "0d6f1c8e-2b4a-4e7f-9c3d-5a1b2c3d4e5f";

/** A real HTTP server on a free local port that answers cash-ins the way ZenoPay documents. */
let fake: FakeZenoPay;

beforeAll(async () => {
  fake = await startFakeZenoPay({ apiKey: API_KEY });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

function payouts(options: { apiKey?: string; timeoutMs?: number } = {}) {
  return createZenoPayPayouts({
    apiKey: options.apiKey ?? API_KEY,
    baseUrl: fake.baseUrl,
    timeoutMs: options.timeoutMs ?? 2_000,
    pin: PIN,
  });
}

const request: PayoutRequest = { payoutId: PAYOUT_ID, msisdn255: "255744963858", amountTzs: 9_000 };

/** How `work` failed, as a GatewayError; fails the test if it succeeds or throws something else. */
async function gatewayFailure(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    expect(error).toBeInstanceOf(GatewayError);
    const { failure, message, gatewayMessage } = error as GatewayError;
    // Whatever went wrong, neither the API key nor the PIN ends up in an error (and so in a log).
    expect(message).not.toContain(API_KEY);
    expect(message).not.toContain(PIN);
    return { failure, message, gatewayMessage };
  }
  throw new Error("expected the gateway call to fail");
}

describe("ZenoPay payouts: payout", () => {
  it("posts the documented cash-in and reads the fee, the amount sent and the registered name", async () => {
    await expect(payouts().payout(request)).resolves.toEqual({
      payoutId: PAYOUT_ID,
      state: "paid",
      amountSentTzs: 9_000,
      feeTzs: 1_500,
      reference: "0949694808",
      registeredName: "JUMA SHABANI",
    });

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/api/payments/walletcashin/process/");
    expect(sent.headers["x-api-key"]).toBe(API_KEY);
    expect(sent.body).toEqual({
      transid: PAYOUT_ID,
      utilitycode: "CASHIN",
      utilityref: "0744963858",
      amount: 9_000,
      pin: PIN,
    });
    expect(fake.cashIns.get(PAYOUT_ID)).toBe(1);
  });

  it("is rejected, with ZenoPay's words, when ZenoPay refuses: nothing was sent", async () => {
    for (const message of ["Invalid PIN. Please try again.", "Insufficient wallet balance."]) {
      fake.reset();
      fake.setCashInAnswer({ json: { status: "error", message } });
      expect(await gatewayFailure(payouts().payout(request))).toMatchObject({
        failure: "rejected",
        gatewayMessage: message,
      });
      expect(fake.cashIns.size).toBe(0);
    }
    fake.reset();
    fake.setCashInAnswer({
      status: 400,
      json: { status: "error", message: "Validation failed", errors: { utilityref: ["This field is required."] } },
    });
    expect(await gatewayFailure(payouts().payout(request))).toMatchObject({
      failure: "rejected",
      gatewayMessage: "Validation failed",
      message: expect.stringContaining("400"),
    });
  });

  it("refuses a number or an amount ZenoPay cannot take without calling it", async () => {
    for (const bad of [
      { ...request, msisdn255: "0744963858" },
      { ...request, amountTzs: 0 },
      { ...request, amountTzs: 9_000.5 },
    ])
      expect(await gatewayFailure(payouts().payout(bad))).toMatchObject({ failure: "rejected" });
    expect(fake.requests).toHaveLength(0);
  });

  it("is rejected when ZenoPay refuses our key, which it names without leaking", async () => {
    const result = await gatewayFailure(payouts({ apiKey: "wrong-key" }).payout(request));
    expect(result).toMatchObject({ failure: "rejected", message: expect.stringMatching(/API key/) });
    expect(result.message).not.toContain("wrong-key");
  });

  it("is unavailable, so the payout stays in process, on a 5xx, a proxy's page, broken JSON or silence", async () => {
    for (const answer of [
      { status: 502, json: { status: "error", message: "Bad gateway" } },
      { status: 200, raw: "<html>Welcome</html>" },
      { status: 200, raw: '{"status": "succ' },
      { status: 200, json: { result: "SUCCESS" } },
    ]) {
      fake.reset();
      fake.setCashInAnswer(answer);
      expect(await gatewayFailure(payouts().payout(request))).toMatchObject({ failure: "unavailable" });
    }
    fake.reset();
    fake.setCashInAnswer("hang");
    expect(await gatewayFailure(payouts({ timeoutMs: 200 }).payout(request))).toMatchObject({
      failure: "unavailable",
      message: expect.stringContaining("200 ms"),
    });
  });

  it("reads an accepted cash-in the operator has not confirmed as in process, and a failed result as failed", async () => {
    fake.setCashInAnswer((body) => {
      const answer = documentedCashInAnswer(body) as { json: { zenopay_response: Record<string, unknown> } };
      return { json: { ...answer.json, zenopay_response: { resultcode: "111", result: "PENDING", message: "" } } };
    });
    await expect(payouts().payout(request)).resolves.toMatchObject({ state: "in_process", registeredName: null });

    fake.reset();
    fake.setCashInAnswer({ json: { status: "success", zenopay_response: { resultcode: "999", result: "FAIL" } } });
    await expect(payouts().payout(request)).resolves.toMatchObject({ state: "failed", feeTzs: null });
  });
});

describe("ZenoPay payouts: payoutStatus", () => {
  it("asks by sending the same cash-in again, which ZenoPay answers alike and never pays twice", async () => {
    const first = await payouts().payout(request);
    const asked = await payouts().payoutStatus(request);
    expect(asked).toEqual(first);
    expect(fake.requests.map((r) => (r.body as { transid: string }).transid)).toEqual([PAYOUT_ID, PAYOUT_ID]);
    expect(fake.cashIns.get(PAYOUT_ID)).toBe(1);
  });

  it("settles a payout whose first call got no answer, paying it once", async () => {
    fake.setCashInAnswer("hang");
    expect(await gatewayFailure(payouts({ timeoutMs: 200 }).payout(request))).toMatchObject({
      failure: "unavailable",
    });
    fake.setCashInAnswer((body) => documentedCashInAnswer(body));
    await expect(payouts().payoutStatus(request)).resolves.toMatchObject({ state: "paid" });
    await expect(payouts().payoutStatus(request)).resolves.toMatchObject({ state: "paid" });
    expect(fake.cashIns.get(PAYOUT_ID)).toBe(1);
  });

  it("says failed for a payout ZenoPay refused, and stays unknown when it cannot be asked", async () => {
    fake.setCashInAnswer({ json: { status: "error", message: "Insufficient wallet balance." } });
    await gatewayFailure(payouts().payout(request));
    await expect(payouts().payoutStatus(request)).resolves.toMatchObject({ state: "failed" });

    fake.reset();
    fake.setCashInAnswer({ status: 503, raw: "Service Unavailable" });
    expect(await gatewayFailure(payouts().payoutStatus(request))).toMatchObject({ failure: "unavailable" });
    // A refused key tells nothing about the payout: still unknown, never failed.
    expect(await gatewayFailure(payouts({ apiKey: "wrong-key" }).payoutStatus(request))).toMatchObject({
      failure: "unavailable",
    });
  });
});

describe("ZenoPay payouts: set-up", () => {
  it("needs a key and a 4-digit PIN, and looks up no names", async () => {
    expect(() => createZenoPayPayouts({ apiKey: "", pin: PIN })).toThrow(/API key/);
    expect(() => createZenoPayPayouts({ apiKey: API_KEY, pin: "12345" })).toThrow(/PIN/);
    await expect(payouts().lookUpName("255744963858")).resolves.toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});
