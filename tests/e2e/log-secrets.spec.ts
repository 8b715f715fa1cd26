import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { scratchPostgresDatabase, start, stop } from "./app-instance";
import { DEMO_PASSWORD } from "./fixtures/accounts";
import { instancePort } from "./fixtures/ports";

/** This worker's own port for the instance (tests/e2e/fixtures/ports.ts). */
const PORT = instancePort(0);
const SITE = `http://localhost:${PORT}`;
const DEMO = { email: "amina.juma@demo.chuo.market", password: DEMO_PASSWORD };
const DATABASE = "e2e_log_secrets";
const WRONG_PASSWORD = "wrong-secret-5521";
const TYPED_WHILE_DOWN = "typed-while-down-7731";

/** The value of each cookie a response set (the signed session token among them). */
const cookieValues = (setCookies: string[]) =>
  setCookies.map((c) => c.split(";")[0]!.split("=").slice(1).join("=")).filter((v) => v.length > 8);

// The probe's line: while the database was down, the auth library logged a failed session query
// with its parameter, the session token, in clear. This run signs in, asks for a reset link,
// takes the database away while signed-in pages are asked for, and then reads every line the
// app wrote (at debug level, request lines included).
test("no log line of a run that loses its database carries a session token, password, reset token or cookie", async ({
  request,
}) => {
  test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL names no PostgreSQL server");
  test.setTimeout(180_000);
  const database = await scratchPostgresDatabase(DATABASE);
  const { admin } = database;
  const dataDir = mkdtempSync(path.join(tmpdir(), "chuo-log-secrets-"));
  const app = start({
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: "debug",
    PUBLIC_URL: SITE,
  });
  try {
    await app.ready();
    const headers = { origin: SITE };
    const signedIn = await request.post(`${SITE}/auth`, {
      form: { intent: "signin", email: DEMO.email, password: DEMO.password },
      headers,
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    const secrets = cookieValues(
      signedIn
        .headersArray()
        .filter((h) => h.name.toLowerCase() === "set-cookie")
        .map((h) => h.value),
    );
    // The session cookie by its name: the signed device mark carries a dot too.
    const session = signedIn
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("chuo.session_token="))
      .map((h) => h.value.split(";")[0]!.slice("chuo.session_token=".length))[0]!;
    const sessionToken = decodeURIComponent(session).split(".")[0]!;
    expect(sessionToken.length).toBeGreaterThan(16);
    const cookie = { cookie: `chuo.session_token=${session}` };

    // A reset link (its token in the path) and a confirmation-page link (its token in the query) are opened.
    expect((await request.post(`${SITE}/forgot-password`, { form: { email: DEMO.email }, headers })).status()).toBe(
      200,
    );
    const outbox = await (await request.get(`${SITE}/dev/outbox`)).text();
    const resetToken = /reset-password\/([\w-]+)/.exec(outbox)![1]!;
    await request.get(`${SITE}/api/auth/reset-password/${resetToken}?callbackURL=%2Freset-password`, {
      maxRedirects: 0,
    });
    await request.get(`${SITE}/verify-email?token=${sessionToken}`);
    // A CSP report names the page it came from, token and all; a wrong password is typed.
    const report = {
      "csp-report": {
        "document-uri": `${SITE}/reset-password?token=${resetToken}`,
        "violated-directive": "script-src",
        "blocked-uri": "inline",
      },
    };
    await request.post(`${SITE}/csp-report`, {
      data: JSON.stringify(report),
      headers: { "content-type": "application/csp-report" },
    });
    await request.post(`${SITE}/auth`, {
      form: { intent: "signin", email: DEMO.email, password: WRONG_PASSWORD },
      headers,
      maxRedirects: 0,
    });

    // The database goes away: every connection is cut and no new one is let in.
    await admin.query(`alter database ${database.name} with allow_connections false`);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [database.name]);
    for (const page of ["/dashboard", "/wallet", "/profile", "/api/auth/jwks"]) {
      expect(
        (await request.get(`${SITE}${page}`, { headers: cookie, maxRedirects: 0 })).status(),
        page,
      ).toBeGreaterThanOrEqual(500);
    }
    await request.post(`${SITE}/auth`, {
      form: { intent: "signin", email: DEMO.email, password: TYPED_WHILE_DOWN },
      headers,
      maxRedirects: 0,
    });
    await admin.query(`alter database ${database.name} with allow_connections true`);
    expect(await stop(app.child, app.exited)).toBe(0);

    const output = app.output();
    // The failures were told (as JSON lines), or this test would prove nothing.
    expect(output).toMatch(/"level":50.*"msg":"(request failed|[^"]*session[^"]*)"/i);
    // (The demo accounts' shared password is printed at start on purpose: it is in the README.)
    for (const secret of [
      sessionToken,
      session,
      decodeURIComponent(session),
      WRONG_PASSWORD,
      TYPED_WHILE_DOWN,
      resetToken,
      ...secrets,
    ]) {
      expect(output.includes(secret), `a log line carries ${secret.slice(0, 6)}…`).toBe(false);
    }
  } finally {
    if (app.child.exitCode === null) await stop(app.child, app.exited);
    await admin.query(`alter database ${database.name} with allow_connections true`).catch(() => undefined);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
