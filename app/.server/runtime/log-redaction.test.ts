import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { loggablePath } from "./log-redaction";
import { createLogger } from "./logger";

/** A logger whose lines land in an array. */
function listen() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger(stream), text: () => lines.join("") };
}

const TOKEN = "Jd8s0Qx9PZ3kq4Vb7nRt2WmYc5Lh1Fg6";

describe("log lines carry no secret", () => {
  it("censors fields named like credentials, however deep, and keeps error codes", () => {
    const { log, text } = listen();
    log.warn(
      {
        password: "hunter22",
        body: { newPassword: "n3w-pass", currentPassword: "0ld-pass", backupCodes: ["abcde-12345"] },
        headers: { cookie: `chuo.session_token=${TOKEN}.sig`, authorization: `Bearer ${TOKEN}` },
        apiKey: "zp-live-key",
        code: "INVALID_PASSWORD",
      },
      "refused",
    );
    expect(text()).not.toMatch(/hunter22|n3w-pass|0ld-pass|abcde-12345|zp-live-key/);
    expect(text()).not.toContain(TOKEN);
    expect(JSON.parse(text())).toMatchObject({ code: "INVALID_PASSWORD", msg: "refused" });
  });

  // The probe's line: a failed session query, quoted with its parameter, the session token.
  it("drops a failed query's parameters and a constraint's key values from an error, its causes and the message", () => {
    const { log, text } = listen();
    const cause = Object.assign(new Error(`duplicate key value violates unique constraint "sessions_token_unique"`), {
      code: "23505",
      detail: `Key (token)=(${TOKEN}) already exists.`,
    });
    const failed = Object.assign(
      new Error(`Failed query: select "id" from "sessions" where "token" = $1\nparams: ${TOKEN}`),
      {
        params: [TOKEN],
        query: 'select "id" from "sessions" where "token" = $1',
        cause,
      },
    );
    log.error({ err: failed }, `Failed query: select 1\nparams: ${TOKEN}`);
    expect(text()).not.toContain(TOKEN);
    const line = JSON.parse(text());
    expect(line.err.message).toContain("params: [redacted]");
    expect(line.err.query).toContain('"token" = $1');
    expect(line.err.cause).toMatchObject({ code: "23505", detail: "Key (token)=([redacted]) already exists." });
  });

  it("writes a live object hung on an error as its class name, never its fields (a database client's cancel key)", () => {
    const { log, text } = listen();
    class Client {
      secretKey = 885999913;
      processID = 29437;
    }
    log.warn(
      { err: Object.assign(new Error("terminating connection"), { client: new Client() }) },
      "a database connection was closed",
    );
    expect(text()).not.toContain("885999913");
    expect(JSON.parse(text()).err.client).toBe("[Client]");
  });

  it("writes an error inside an object or among a message's arguments as an error, without its query's parameters", () => {
    const { log, text } = listen();
    const failed = Object.assign(new Error(`Failed query: select 1\nparams: ${TOKEN}`), { params: [TOKEN] });
    log.error({ details: [new Error("first"), failed], failure: { error: failed } }, "failed %j", {
      headers: { cookie: `chuo.session_token=${TOKEN}` },
    });
    expect(text()).not.toContain(TOKEN);
    expect(JSON.parse(text()).failure.error.message).toBe("Failed query: select 1\nparams: [redacted]");
  });

  it("scrubs a failing row, every cookie of ours, tokens in addresses, and what hides too deep", () => {
    const { log, text } = listen();
    const deep = { a: { b: { c: { d: { e: { f: { g: { password: "hidden-deep-pass" } } } } } } } };
    log.warn(
      {
        detail: `Failing row contains (id1, ${TOKEN}, 2026-11-25).`,
        cookies: `chuo.admin_session=${TOKEN}; __Secure-chuo.two_factor=${TOKEN}; chuo.trust_device=${TOKEN}`,
        // A CSP report names the page it came from.
        cspViolation: {
          page: `http://localhost:3000/verify-email?token=${TOKEN}`,
          blocked: `http://localhost:3000/api/auth/reset-password/${TOKEN}?callbackURL=%2F`,
        },
        deep,
      },
      "violation",
    );
    expect(text()).not.toContain(TOKEN);
    expect(text()).not.toContain("hidden-deep-pass");
    expect(JSON.parse(text()).cspViolation.page).toBe("http://localhost:3000/verify-email?token=[redacted]");
  });

  it("writes no phone number, in any of its forms, and leaves other numbers alone", () => {
    const { log, text } = listen();
    log.warn(
      {
        detail: "Key (phone)=(255712345678) already exists.",
        note: "prompt to +255 712 345 679, 0712-345-680 and 0754123456 failed",
      },
      "payment to 255712345681 refused",
    );
    expect(text()).not.toMatch(/71234567[89]|712-?345-?6[78][01]|754123456|712345681/);
    log.info({ amount: 1732550400, order: "0b7c1e2a-5f3d-4c2b-9a1e-2f3a4b5c6d7e", bytes: 6712345678 }, "kept");
    expect(text()).toContain("1732550400");
    expect(text()).toContain("6712345678");
  });

  it("keeps fields that only sound alike, and error codes", () => {
    const { log, text } = listen();
    log.info({ tokenCount: 3, bypass: "cache", code: "FAILED_TO_GET_SESSION", sqlState: "57P01" }, "kept");
    expect(JSON.parse(text())).toMatchObject({
      tokenCount: 3,
      bypass: "cache",
      code: "FAILED_TO_GET_SESSION",
      sqlState: "57P01",
    });
  });

  it("writes a request's path without its query or the reset link's token", () => {
    expect(loggablePath(`/verify-email?token=${TOKEN}`)).toBe("/verify-email");
    expect(loggablePath(`/api/auth/reset-password/${TOKEN}?callbackURL=%2Freset-password`)).toBe(
      "/api/auth/reset-password/[redacted]",
    );
    expect(loggablePath(`http://localhost:3000/api/auth/reset-password/${TOKEN}`)).toBe(
      "/api/auth/reset-password/[redacted]",
    );
    expect(loggablePath("/products/abc")).toBe("/products/abc");
  });
});
