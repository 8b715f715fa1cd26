import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { createOutboxMailer } from "~/.server/mail/outbox-mailer";
import { loadEnv } from "~/.server/runtime/env";
import { loader } from "./outbox";

type LoaderArgs = Parameters<typeof loader>[0];

const handle = testDatabase();

beforeAll(async () => {
  await createOutboxMailer(handle.db).send({
    to: "asha@example.co.tz",
    subject: "Reset your password",
    text: "Open http://localhost:3000/reset",
    html: "<p>reset</p>",
  });
});

interface Case {
  mail?: "outbox" | "smtp";
  publicUrl?: string;
  client?: { address: string; directLocal: boolean } | "none";
  /** The Host header the browser sent; PUBLIC_URL's own host unless said. */
  host?: string;
}

/** The loader's answer: the mail it lists, or the status it refused with. Anything else is thrown on. */
async function open({
  mail = "outbox",
  publicUrl = "http://localhost:3000",
  client = { address: "127.0.0.1", directLocal: true },
  host = new URL(publicUrl).host,
}: Case) {
  const mailer =
    mail === "outbox" ? createOutboxMailer(handle.db) : { kind: "smtp" as const, send: async () => undefined };
  const context = {
    db: handle.db,
    env: loadEnv({ PUBLIC_URL: publicUrl }),
    mailer,
    client: client === "none" ? undefined : client,
  };
  try {
    return await loader({
      request: new Request(`${publicUrl}/dev/outbox`, { headers: { host } }),
      context,
      params: {},
    } as unknown as LoaderArgs);
  } catch (thrown) {
    // React Router's data() refusal: only a 404 is an answer here; any other error fails the test.
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

describe("/dev/outbox", () => {
  it("lists the mail on a developer's machine", async () => {
    const answer = await open({});
    expect(answer).toMatchObject({ emails: [{ to: "asha@example.co.tz", subject: "Reset your password" }] });
  });

  it("is 404 anywhere else", async () => {
    expect(await open({ mail: "smtp" })).toEqual({ status: 404 });
    expect(await open({ publicUrl: "https://chuomarket.co.tz" })).toEqual({ status: 404 });
    expect(await open({ client: { address: "127.0.0.1", directLocal: false } })).toEqual({ status: 404 });
    expect(await open({ client: { address: "203.0.113.9", directLocal: false } })).toEqual({ status: 404 });
    // A page on another name pointed at this machine (DNS rebinding) says so in its Host header.
    expect(await open({ host: "evil.example:3000" })).toEqual({ status: 404 });
    expect(await open({ host: "attacker.localhost:3000" })).toEqual({ status: 404 });
    // Called without the server's word on the client (a script, a test): 404 too.
    expect(await open({ client: "none" })).toEqual({ status: 404 });
  });
});
