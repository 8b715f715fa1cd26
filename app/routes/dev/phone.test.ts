import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { loadEnv } from "~/.server/runtime/env";
import { createSandboxSmsGateway } from "~/.server/sms/sandbox-sms-gateway";
import { loader } from "./phone";

type LoaderArgs = Parameters<typeof loader>[0];

const handle = testDatabase();

beforeAll(async () => {
  const sms = createSandboxSmsGateway(handle.db);
  await sms.send({ to: "255754000001", text: "Chuo Market code: 111111. It expires in 10 minutes." });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await sms.send({ to: "255754000002", text: "Chuo Market code: 222222. It expires in 10 minutes." });
});

interface Case {
  payments?: "sandbox" | "zenopay";
  sms?: "sandbox" | "africastalking";
  publicUrl?: string;
  directLocal?: boolean;
}

/** The loader's answer, or the status it refused with. */
async function open({
  payments = "sandbox",
  sms = "sandbox",
  publicUrl = "http://localhost:3000",
  directLocal = true,
}: Case) {
  const sandbox = { listOrders: async () => [] };
  const context = {
    db: handle.db,
    env: loadEnv({ PUBLIC_URL: publicUrl }),
    payments: { sandbox: payments === "sandbox" ? sandbox : null, payouts: { sandbox: null } },
    sms:
      sms === "sandbox" ? createSandboxSmsGateway(handle.db) : { kind: "africastalking", send: async () => undefined },
    client: { address: "127.0.0.1", directLocal },
  };
  try {
    return await loader({
      request: new Request(`${publicUrl}/dev/phone`, { headers: { host: new URL(publicUrl).host } }),
      context,
      params: {},
    } as unknown as LoaderArgs);
  } catch (thrown) {
    if (
      thrown &&
      typeof thrown === "object" &&
      "type" in thrown &&
      (thrown as { type: string }).type === "DataWithResponseInit"
    ) {
      return { status: (thrown as unknown as { init: { status: number } }).init.status };
    }
    throw thrown;
  }
}

describe("/dev/phone", () => {
  it("shows the SMS sandbox's text messages, newest first, beside the payment prompts", async () => {
    expect(await open({})).toMatchObject({
      payments: true,
      sms: true,
      texts: [{ to: "255754000002" }, { to: "255754000001" }],
    });
  });

  it("exists with either sandbox alone", async () => {
    expect(await open({ payments: "zenopay" })).toMatchObject({
      payments: false,
      pushes: [],
      sms: true,
      texts: [{}, {}],
    });
    expect(await open({ sms: "africastalking" })).toMatchObject({ payments: true, sms: false, texts: [] });
  });

  it("is 404 with no sandbox, or off a developer's machine", async () => {
    expect(await open({ payments: "zenopay", sms: "africastalking" })).toEqual({ status: 404 });
    expect(await open({ publicUrl: "https://chuomarket.co.tz" })).toEqual({ status: 404 });
    expect(await open({ directLocal: false })).toEqual({ status: 404 });
  });
});
