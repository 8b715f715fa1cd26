import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  documentedStatusAnswer,
  type FakeZenoPay,
  notFoundStatusAnswer,
  startFakeZenoPay,
} from "#tests/fixtures/fake-zenopay";
import { constantTimeEqual } from "./constant-time-equal";
import { GatewayError, type InitiateRequest } from "./gateway";
import { createZenoPayGateway } from "./zenopay-gateway";

const API_KEY = "zp-test-key-5f1c0e9a7b2d4c6e8f0a1b3c5d7e9f1a";
const ORDER_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

/** A real HTTP server on a free local port that answers the way ZenoPay documents. */
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

function gateway(options: { apiKey?: string; baseUrl?: string; timeoutMs?: number } = {}) {
  return createZenoPayGateway({
    apiKey: options.apiKey ?? API_KEY,
    baseUrl: options.baseUrl ?? fake.baseUrl,
    timeoutMs: options.timeoutMs ?? 2_000,
  });
}

const request: InitiateRequest = {
  orderId: ORDER_ID,
  msisdn: "255754123456",
  amount: 15_000,
  payer: { name: "Asha Mussa", email: "asha@example.co.tz" },
  webhookUrl: "https://chuomarket.co.tz/webhooks/zenopay",
};

/** How `work` failed, as a GatewayError; fails the test if it succeeds or throws something else. */
async function gatewayFailure(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    expect(error).toBeInstanceOf(GatewayError);
    const { failure, message, gatewayMessage } = error as GatewayError;
    // Whatever went wrong, the API key never ends up in an error (and so in a log).
    expect(message).not.toContain(API_KEY);
    expect(message).not.toContain("wrong-key");
    return { failure, message, gatewayMessage };
  }
  throw new Error("expected the gateway call to fail");
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("ZenoPay gateway: initiate", () => {
  it("posts the documented order to ZenoPay and resolves once it is accepted", async () => {
    await expect(gateway().initiate(request)).resolves.toEqual({ reference: null });

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/api/payments/mobile_money_tanzania");
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(sent.headers["x-api-key"]).toBe(API_KEY);
    expect(sent.body).toEqual({
      order_id: ORDER_ID,
      buyer_email: "asha@example.co.tz",
      buyer_name: "Asha Mussa",
      buyer_phone: "0754123456",
      amount: 15_000,
      webhook_url: "https://chuomarket.co.tz/webhooks/zenopay",
    });
    expect(typeof (sent.body as { amount: unknown }).amount).toBe("number");
  });

  it("passes on ZenoPay's reference when the answer carries one", async () => {
    fake.setInitiateAnswer({
      json: {
        status: "success",
        resultcode: "000",
        message: "Request in progress",
        order_id: ORDER_ID,
        reference: "0936183435",
      },
    });
    await expect(gateway().initiate(request)).resolves.toEqual({ reference: "0936183435" });
  });

  it("is rejected, with ZenoPay's words, when ZenoPay answers status error", async () => {
    fake.setInitiateAnswer({ json: { status: "error", message: "Invalid phone number" } });
    expect(await gatewayFailure(gateway().initiate(request))).toMatchObject({
      failure: "rejected",
      gatewayMessage: "Invalid phone number",
    });
  });

  it("is rejected on a 4xx, keeping ZenoPay's message only when it is text", async () => {
    fake.setInitiateAnswer({ status: 400, json: { status: "error", message: "Amount below minimum" } });
    expect(await gatewayFailure(gateway().initiate(request))).toMatchObject({
      failure: "rejected",
      gatewayMessage: "Amount below minimum",
      message: expect.stringContaining("400"),
    });

    fake.setInitiateAnswer({ status: 422, json: { status: "error", message: { amount: ["too small"] } } });
    expect(await gatewayFailure(gateway().initiate(request))).toMatchObject({
      failure: "rejected",
      gatewayMessage: null,
    });

    fake.setInitiateAnswer({ status: 429, raw: "<html>Too many requests</html>" });
    expect(await gatewayFailure(gateway().initiate(request))).toMatchObject({
      failure: "rejected",
      gatewayMessage: null,
    });
  });

  it("is rejected with a message about the API key when ZenoPay refuses our key, without leaking it", async () => {
    const result = await gatewayFailure(gateway({ apiKey: "wrong-key" }).initiate(request));
    expect(result.failure).toBe("rejected");
    expect(result.message).toMatch(/API key/);
    expect(fake.requests[0]!.headers["x-api-key"]).toBe("wrong-key");
  });

  it("is unavailable on a 5xx: the order may exist", async () => {
    fake.setInitiateAnswer({ status: 500, json: { status: "error", message: "Internal error" } });
    expect(await gatewayFailure(gateway().initiate(request))).toMatchObject({
      failure: "unavailable",
      gatewayMessage: null,
    });
    fake.setInitiateAnswer({ status: 503, raw: "Service Unavailable", contentType: "text/plain" });
    expect(await gatewayFailure(gateway().initiate(request))).toMatchObject({ failure: "unavailable" });
  });

  it("is unavailable when ZenoPay does not answer in time", async () => {
    fake.setInitiateAnswer("hang");
    const started = Date.now();
    const result = await gatewayFailure(gateway({ timeoutMs: 300 }).initiate(request));
    expect(result).toMatchObject({ failure: "unavailable", message: expect.stringContaining("300 ms") });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fake.requests).toHaveLength(1);
  });

  it("is unavailable when ZenoPay cannot be reached", async () => {
    const port = await closedPort();
    expect(await gatewayFailure(gateway({ baseUrl: `http://127.0.0.1:${port}` }).initiate(request))).toMatchObject({
      failure: "unavailable",
    });
  });

  it("is unavailable when a 2xx answer is not JSON or not the documented shape", async () => {
    fake.setInitiateAnswer({ raw: "<html><body>Gateway maintenance</body></html>" });
    expect(await gatewayFailure(gateway().initiate(request))).toMatchObject({ failure: "unavailable" });
    fake.setInitiateAnswer({ raw: '{"status":"success",', contentType: "application/json" });
    expect(await gatewayFailure(gateway().initiate(request))).toMatchObject({ failure: "unavailable" });
    fake.setInitiateAnswer({ json: { ok: true } });
    expect(await gatewayFailure(gateway().initiate(request))).toMatchObject({ failure: "unavailable" });
    fake.setInitiateAnswer({ json: ["success"] });
    expect(await gatewayFailure(gateway().initiate(request))).toMatchObject({ failure: "unavailable" });
  });

  it("does not follow a redirect (it would carry the API key elsewhere)", async () => {
    fake.setInitiateAnswer({ status: 307, raw: "", headers: { Location: `${fake.baseUrl}/elsewhere` } });
    expect(await gatewayFailure(gateway().initiate(request))).toMatchObject({ failure: "unavailable" });
    expect(fake.requests.map((r) => r.path)).toEqual(["/api/payments/mobile_money_tanzania"]);
  });

  it("refuses a number or amount ZenoPay cannot take, without calling it", async () => {
    expect(await gatewayFailure(gateway().initiate({ ...request, msisdn: "0754123456" }))).toMatchObject({
      failure: "rejected",
    });
    expect(await gatewayFailure(gateway().initiate({ ...request, amount: 1500.5 }))).toMatchObject({
      failure: "rejected",
    });
    expect(await gatewayFailure(gateway().initiate({ ...request, amount: 0 }))).toMatchObject({ failure: "rejected" });
    expect(fake.requests).toHaveLength(0);
  });

  it("cannot be created without an API key", () => {
    expect(() => createZenoPayGateway({ apiKey: "" })).toThrow(/API key/);
    expect(createZenoPayGateway({ apiKey: API_KEY }).name).toBe("zenopay");
  });
});

describe("ZenoPay gateway: status", () => {
  it("maps a completed order, every field, from the documented answer", async () => {
    await expect(gateway().status(ORDER_ID)).resolves.toEqual({
      orderId: ORDER_ID,
      state: "completed",
      amount: "1000",
      transactionId: "CEJ3I3SETSN",
      reference: "0936183435",
      channel: "MPESA-TZ",
    });
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.method).toBe("GET");
    expect(sent.path).toBe(`/api/payments/order-status?order_id=${ORDER_ID}`);
    expect(sent.headers["x-api-key"]).toBe(API_KEY);
  });

  it("encodes the order id in the query", async () => {
    const odd = "a&order_id=b c/?";
    await expect(gateway().status(odd)).resolves.toMatchObject({ orderId: odd, state: "completed" });
    expect(fake.requests[0]!.path).toBe(`/api/payments/order-status?order_id=${encodeURIComponent(odd)}`);
  });

  it("takes a numeric amount as text and leaves missing fields null", async () => {
    fake.setStatusAnswer((orderId) =>
      documentedStatusAnswer(orderId, { amount: 2500, transid: undefined, reference: null, channel: "" }),
    );
    await expect(gateway().status(ORDER_ID)).resolves.toEqual({
      orderId: ORDER_ID,
      state: "completed",
      amount: "2500",
      transactionId: null,
      reference: null,
      channel: null,
    });
  });

  it.each(["PENDING", "PROCESSING", "SETTLING", "pending"])("keeps a %s order pending", async (paymentStatus) => {
    fake.setStatusAnswer((orderId) =>
      documentedStatusAnswer(orderId, { payment_status: paymentStatus, transid: null }),
    );
    await expect(gateway().status(ORDER_ID)).resolves.toMatchObject({
      orderId: ORDER_ID,
      state: "pending",
      transactionId: null,
    });
  });

  it.each(["FAILED", "CANCELLED", "CANCELED", "REJECTED", "EXPIRED", "TIMEOUT", "failed"])(
    "reports a %s order as failed",
    async (paymentStatus) => {
      fake.setStatusAnswer((orderId) => documentedStatusAnswer(orderId, { payment_status: paymentStatus }));
      await expect(gateway().status(ORDER_ID)).resolves.toMatchObject({ orderId: ORDER_ID, state: "failed" });
    },
  );

  it("is null when ZenoPay does not know the order", async () => {
    fake.setStatusAnswer((orderId) => notFoundStatusAnswer(orderId));
    await expect(gateway().status(ORDER_ID)).resolves.toBeNull();

    fake.setStatusAnswer((orderId) => notFoundStatusAnswer(orderId, 404));
    await expect(gateway().status(ORDER_ID)).resolves.toBeNull();

    fake.setStatusAnswer({
      json: { reference: null, resultcode: "000", result: "SUCCESS", message: "Order fetch successful", data: [] },
    });
    await expect(gateway().status(ORDER_ID)).resolves.toBeNull();
  });

  it("is unavailable, not null, on a 404 that is not ZenoPay's JSON (a wrong URL or a proxy page)", async () => {
    fake.setStatusAnswer({ status: 404, raw: "<html>Not Found</html>" });
    expect(await gatewayFailure(gateway().status(ORDER_ID))).toMatchObject({ failure: "unavailable" });
  });

  it("never reports on someone else's order", async () => {
    fake.setStatusAnswer(() => documentedStatusAnswer("0b6c1f5e-0000-4000-8000-000000000000"));
    expect(await gatewayFailure(gateway().status(ORDER_ID))).toMatchObject({
      failure: "unavailable",
      message: expect.stringMatching(/another order/),
    });

    fake.setStatusAnswer(() => documentedStatusAnswer(ORDER_ID, { order_id: undefined }));
    expect(await gatewayFailure(gateway().status(ORDER_ID))).toMatchObject({ failure: "unavailable" });
  });

  it("is unavailable, with a message about our API key, when ZenoPay refuses the key", async () => {
    const refused = await gatewayFailure(gateway({ apiKey: "wrong-key" }).status(ORDER_ID));
    expect(refused).toMatchObject({ failure: "unavailable", message: expect.stringMatching(/API key/) });
    expect(refused.message).toContain("401");

    fake.setStatusAnswer({ status: 403, json: { status: "error", message: "Forbidden" } });
    expect(await gatewayFailure(gateway().status(ORDER_ID))).toMatchObject({
      failure: "unavailable",
      message: expect.stringMatching(/API key/),
    });
  });

  it("is unavailable on another 4xx or a 5xx", async () => {
    fake.setStatusAnswer({ status: 400, json: { status: "error", message: "order_id is required" } });
    expect(await gatewayFailure(gateway().status(ORDER_ID))).toMatchObject({ failure: "unavailable" });
    fake.setStatusAnswer({ status: 502, raw: "Bad Gateway", contentType: "text/plain" });
    expect(await gatewayFailure(gateway().status(ORDER_ID))).toMatchObject({
      failure: "unavailable",
      message: expect.stringContaining("502"),
    });
  });

  it("is unavailable when ZenoPay does not answer in time or cannot be reached", async () => {
    fake.setStatusAnswer("hang");
    const started = Date.now();
    expect(await gatewayFailure(gateway({ timeoutMs: 300 }).status(ORDER_ID))).toMatchObject({
      failure: "unavailable",
      message: expect.stringContaining("300 ms"),
    });
    expect(Date.now() - started).toBeLessThan(5_000);

    const port = await closedPort();
    expect(await gatewayFailure(gateway({ baseUrl: `http://127.0.0.1:${port}` }).status(ORDER_ID))).toMatchObject({
      failure: "unavailable",
    });
  });

  it("is unavailable when the answer is not JSON or not the documented shape", async () => {
    const malformed = [
      { raw: "<html>maintenance</html>" },
      { raw: '{"result":"SUCCESS","data":[', contentType: "application/json" },
      { json: null },
      { json: { message: "Order fetch successful" } },
      { json: { result: "SUCCESS", message: "Order fetch successful" } },
      { json: { result: "SUCCESS", data: { order_id: ORDER_ID, payment_status: "COMPLETED" } } },
      { json: { result: "SUCCESS", data: ["COMPLETED"] } },
      { json: { result: "SUCCESS", data: [{ order_id: ORDER_ID, amount: "1000" }] } },
    ];
    for (const answer of malformed) {
      fake.setStatusAnswer(answer);
      expect(await gatewayFailure(gateway().status(ORDER_ID)), JSON.stringify(answer)).toMatchObject({
        failure: "unavailable",
      });
    }
  });
});

describe("ZenoPay gateway: verifyWebhook", () => {
  /** The documented webhook body. */
  const documentedBody = {
    order_id: ORDER_ID,
    payment_status: "COMPLETED",
    reference: "0936183435",
    metadata: { listing: "abc" },
  };

  it("names the order when the webhook carries our API key", () => {
    expect(
      gateway().verifyWebhook({
        headers: new Headers({ "x-api-key": API_KEY, "content-type": "application/json" }),
        body: documentedBody,
      }),
    ).toEqual({ orderId: ORDER_ID });
    expect(
      gateway().verifyWebhook({ headers: new Headers({ "X-API-KEY": API_KEY }), body: { order_id: ORDER_ID } }),
    ).toEqual({ orderId: ORDER_ID });
  });

  it("ignores a webhook with a wrong or missing key", () => {
    const wrongKeys = ["wrong-key", `${API_KEY}x`, API_KEY.slice(0, -1), API_KEY.toUpperCase()];
    for (const key of wrongKeys) {
      expect(
        gateway().verifyWebhook({ headers: new Headers({ "x-api-key": key }), body: documentedBody }),
        key,
      ).toBeNull();
    }
    expect(gateway().verifyWebhook({ headers: new Headers(), body: documentedBody })).toBeNull();
    expect(gateway().verifyWebhook({ headers: new Headers({ "x-api-key": "" }), body: documentedBody })).toBeNull();
    expect(
      gateway().verifyWebhook({ headers: new Headers({ authorization: `Bearer ${API_KEY}` }), body: documentedBody }),
    ).toBeNull();
  });

  it("ignores a webhook whose body names no order, even with the right key", () => {
    const headers = new Headers({ "x-api-key": API_KEY });
    const badBodies: unknown[] = [
      undefined,
      null,
      "order_id=abc",
      42,
      [documentedBody],
      {},
      { order_id: "" },
      { order_id: 12345 },
      { order_id: null },
      { order_id: [ORDER_ID] },
      { orderId: ORDER_ID },
      { order_id: "x".repeat(201) },
    ];
    for (const body of badBodies) {
      expect(gateway().verifyWebhook({ headers, body }), JSON.stringify(body) ?? "undefined").toBeNull();
    }
    expect(gateway().verifyWebhook({ headers, body: { order_id: "x".repeat(200) } })).toEqual({
      orderId: "x".repeat(200),
    });
  });

  it("never throws, even on headers that do not behave", () => {
    const headers = {
      get() {
        throw new Error("boom");
      },
    } as unknown as Headers;
    expect(gateway().verifyWebhook({ headers, body: documentedBody })).toBeNull();
  });
});

describe("constantTimeEqual", () => {
  it("is true only for equal strings, whatever their lengths", () => {
    expect(constantTimeEqual(API_KEY, API_KEY)).toBe(true);
    expect(constantTimeEqual("", "")).toBe(true);
    expect(constantTimeEqual(API_KEY, `${API_KEY}!`)).toBe(false);
    expect(constantTimeEqual("a", "b")).toBe(false);
    expect(constantTimeEqual("", "a")).toBe(false);
    expect(constantTimeEqual("é", "e\u0301")).toBe(false);
  });
});
