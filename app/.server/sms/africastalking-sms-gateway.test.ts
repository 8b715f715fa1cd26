import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  documentedSendAnswer,
  type FakeAfricasTalking,
  startFakeAfricasTalking,
} from "#tests/fixtures/fake-africastalking";
import { loadEnv } from "../runtime/env";
import { createAfricasTalkingSmsGateway } from "./africastalking-sms-gateway";
import { createSmsGateway } from "./create-sms-gateway";
import { SmsSendError } from "./sms-gateway";

const API_KEY = "atsk_test_5f1c0e9a7b2d4c6e8f0a1b3c5d7e9f1a";
const NUMBER = "255754123456";
const TEXT = "Chuo Market code: 482913. It expires in 10 minutes.";

let fake: FakeAfricasTalking;
beforeAll(async () => {
  fake = await startFakeAfricasTalking({ apiKey: API_KEY });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

function gateway(options: { apiKey?: string; baseUrl?: string; timeoutMs?: number; senderId?: string } = {}) {
  return createAfricasTalkingSmsGateway({
    apiKey: options.apiKey ?? API_KEY,
    username: "chuomarket",
    senderId: options.senderId,
    baseUrl: options.baseUrl ?? fake.baseUrl,
    timeoutMs: options.timeoutMs ?? 2_000,
  });
}

/** How a send failed; the error never carries the key, the number or the text (so neither does a log). */
async function failure(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    expect(error).toBeInstanceOf(SmsSendError);
    const { reason, message } = error as SmsSendError;
    for (const secret of [API_KEY, "wrong-key", NUMBER, "754123456", "482913"]) expect(message).not.toContain(secret);
    return { reason, message };
  }
  throw new Error("expected the send to fail");
}

describe("Africa's Talking SMS gateway", () => {
  it("posts the documented form and resolves once the recipient is accepted", async () => {
    await expect(gateway({ senderId: "CHUOMARKET" }).send({ to: NUMBER, text: TEXT })).resolves.toBeUndefined();
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/version1/messaging");
    expect(sent.headers.apikey).toBe(API_KEY);
    expect(sent.headers.accept).toBe("application/json");
    expect(sent.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(sent.form).toEqual({ username: "chuomarket", to: `+${NUMBER}`, message: TEXT, from: "CHUOMARKET" });
  });

  it("leaves the sender to the account's default when none is configured", async () => {
    await gateway().send({ to: NUMBER, text: TEXT });
    expect(fake.requests[0]!.form.from).toBeUndefined();
  });

  it("takes Processed and Queued as accepted too", async () => {
    fake.setAnswer(documentedSendAnswer(100, "Processed"));
    await expect(gateway().send({ to: NUMBER, text: TEXT })).resolves.toBeUndefined();
    fake.setAnswer(documentedSendAnswer(102, "Queued"));
    await expect(gateway().send({ to: NUMBER, text: TEXT })).resolves.toBeUndefined();
  });

  it("is rejected when the recipient is refused (invalid number, blacklisted, no balance)", async () => {
    fake.setAnswer(documentedSendAnswer(403, "InvalidPhoneNumber"));
    expect(await failure(gateway().send({ to: NUMBER, text: TEXT }))).toMatchObject({
      reason: "rejected",
      message: expect.stringContaining("InvalidPhoneNumber"),
    });
    fake.setAnswer(documentedSendAnswer(406, "UserInBlacklist"));
    expect(await failure(gateway().send({ to: NUMBER, text: TEXT }))).toMatchObject({ reason: "rejected" });
    fake.setAnswer(documentedSendAnswer(405, "InsufficientBalance"));
    expect(await failure(gateway().send({ to: NUMBER, text: TEXT }))).toMatchObject({ reason: "rejected" });
    fake.setAnswer({ status: 201, json: { SMSMessageData: { Message: "InvalidPhoneNumber", Recipients: [] } } });
    expect(await failure(gateway().send({ to: NUMBER, text: TEXT }))).toMatchObject({ reason: "rejected" });
  });

  it("is rejected with a word about the credentials when the key is wrong, without leaking it", async () => {
    const result = await failure(gateway({ apiKey: "wrong-key" }).send({ to: NUMBER, text: TEXT }));
    expect(result).toMatchObject({ reason: "rejected", message: expect.stringContaining("AFRICASTALKING_API_KEY") });
    expect(fake.requests[0]!.headers.apikey).toBe("wrong-key");
  });

  it("is unreachable on a server error or their gateway's error, and unanswered on a success of no documented shape", async () => {
    fake.setAnswer({ status: 500, raw: "Internal Server Error" });
    expect(await failure(gateway().send({ to: NUMBER, text: TEXT }))).toMatchObject({
      reason: "unreachable",
      message: expect.stringContaining("500"),
    });
    fake.setAnswer(documentedSendAnswer(501, "GatewayError"));
    expect(await failure(gateway().send({ to: NUMBER, text: TEXT }))).toMatchObject({ reason: "unreachable" });
    fake.setAnswer({ status: 201, raw: "<html>maintenance</html>", contentType: "text/html" });
    expect(await failure(gateway().send({ to: NUMBER, text: TEXT }))).toMatchObject({ reason: "unanswered" });
  });

  it("is unanswered when no answer comes in time (it may have gone), and unreachable when nothing listens", async () => {
    fake.setAnswer("hang");
    const started = Date.now();
    expect(await failure(gateway({ timeoutMs: 300 }).send({ to: NUMBER, text: TEXT }))).toMatchObject({
      reason: "unanswered",
      message: expect.stringContaining("300 ms"),
    });
    expect(Date.now() - started).toBeLessThan(5_000);

    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(
      await failure(gateway({ baseUrl: `http://127.0.0.1:${port}` }).send({ to: NUMBER, text: TEXT })),
    ).toMatchObject({ reason: "unreachable" });
  });

  it("refuses a number not in international digits without calling them", async () => {
    expect(await failure(gateway().send({ to: "0754123456x", text: TEXT }))).toMatchObject({ reason: "rejected" });
    expect(fake.requests).toHaveLength(0);
  });
});

describe("Africa's Talking configuration", () => {
  const base = { SMS_GATEWAY: "africastalking", AUTH_SECRET: "x".repeat(40) };

  it("is refused without a key or a username, never echoing the key", () => {
    expect(() => loadEnv({ ...base, AFRICASTALKING_USERNAME: "chuomarket" })).toThrow(
      /AFRICASTALKING_API_KEY: required/,
    );
    expect(() => loadEnv({ ...base, AFRICASTALKING_API_KEY: API_KEY })).toThrow(/AFRICASTALKING_USERNAME: required/);
    expect(() => loadEnv({ ...base, AFRICASTALKING_API_KEY: "short", AFRICASTALKING_USERNAME: "chuomarket" })).toThrow(
      /^(?!.*short).*AFRICASTALKING_API_KEY/,
    );
  });

  it("sends the key only over https or to this machine", () => {
    const env = { ...base, AFRICASTALKING_API_KEY: API_KEY, AFRICASTALKING_USERNAME: "chuomarket" };
    expect(() => loadEnv({ ...env, AFRICASTALKING_BASE_URL: "http://sms.example.com" })).toThrow(
      /AFRICASTALKING_BASE_URL/,
    );
    expect(loadEnv({ ...env, AFRICASTALKING_BASE_URL: "http://127.0.0.1:9999" }).SMS_GATEWAY).toBe("africastalking");
  });

  it("picks the adapter when configured and the sandbox by default", () => {
    const db = {} as never;
    expect(
      createSmsGateway(loadEnv({ ...base, AFRICASTALKING_API_KEY: API_KEY, AFRICASTALKING_USERNAME: "chuomarket" }), db)
        .kind,
    ).toBe("africastalking");
    expect(createSmsGateway(loadEnv({ AUTH_SECRET: "x".repeat(40) }), db).kind).toBe("sandbox");
    expect(() => createSmsGateway({ SMS_GATEWAY: "africastalking" }, db)).toThrow(/AFRICASTALKING_API_KEY/);
  });
});
