import { Writable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { loadEnv } from "~/.server/runtime/env";
import { createOutboxMailer } from "../mail/outbox-mailer";
import { createLogger } from "../runtime/logger";
import { createAuth } from "./create-auth";

const PASSWORD = "kept-out-of-logs-2026";
const handle = testDatabase();
const lines: string[] = [];
const logger = createLogger(
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);

describe("the auth library's log lines", () => {
  // The probe's line: with the database down, the library logged its failed session query, and
  // the query's parameter was the session token, in clear, on the console past our logger.
  it("go through our logger, and a failed session query names no token, cookie or password", async () => {
    const env = loadEnv({ PORT: "3996" });
    const auth = createAuth({
      db: handle.db,
      mailer: createOutboxMailer(handle.db),
      secret: "l".repeat(40),
      publicUrl: env.publicUrl,
      logger,
    });
    const campusId = (await fixtures(handle.db).campus()).id;
    const email = "logged@example.co.tz";
    await auth.api.createUser({
      body: {
        email,
        password: PASSWORD,
        name: "Student",
        data: { emailVerified: true, whatsappNumber: "0754123456", campusId },
      },
    });
    const headers = { "content-type": "application/json", origin: env.publicUrl };
    const signedIn = await auth.handler(
      new Request(`${env.publicUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    const token = /session_token=([^.;]+)/.exec(cookie)![1]!;

    const console = [
      vi.spyOn(globalThis.console, "error"),
      vi.spyOn(globalThis.console, "warn"),
      vi.spyOn(globalThis.console, "log"),
    ].map((spy) => spy.mockImplementation(() => undefined));
    // Closed early on purpose: testDatabase closes it only once.
    await handle.close();
    // Pages ask through the API, the browser's own calls through the handler: both fail, neither loudly.
    await expect(auth.api.getSession({ headers: new Headers({ cookie }) })).rejects.toThrow();
    await expect(
      auth.handler(new Request(`${env.publicUrl}/api/auth/get-session`, { headers: { cookie } })),
    ).rejects.toThrow();
    const consoleText = console.flatMap((spy) => spy.mock.calls.flat().map(String)).join("\n");
    for (const spy of console) spy.mockRestore();

    const logged = lines.join("");
    // The failed session query is told as JSON through our logger, and the console is never written to.
    expect(logged).toMatch(/"module":"auth".*from \\"sessions\\" where .*params: \[redacted\]/);
    expect(consoleText).toBe("");
    for (const secret of [token, cookie, PASSWORD]) expect(logged).not.toContain(secret);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
