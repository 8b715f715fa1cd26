// Starts the built app for the e2e suite with a fresh scratch DATA_DIR (fresh demo data each run:
// the specs sign in as the demo accounts, so DEMO_DATA is asked for rather than left to its default).
// Each Playwright worker starts one (tests/e2e/fixtures/app-server.ts) on its own PORT; a developer
// may start one by hand and point a run at it (docs/testing.md):
//   PORT=3457 node tests/e2e/start-test-server.mjs
// With --until-stdin-closes it stops when its parent goes away (the pipe to its stdin closes).

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * What the tests expect of the app. Tests give each browser context its own client address
 * (x-forwarded-for), as the one trusted proxy in front of the app would. New accounts get one
 * free product, so a test reaches the listing fee quickly (demo accounts keep 5). A day's
 * withdrawals stop at TZS 15,000, so one withdrawal of the demo student's refund reaches the limit.
 */
const TEST_ENV = {
  LOG_LEVEL: "warn",
  TRUSTED_PROXY_COUNT: "1",
  CLIENT_IP_HEADER: "x-forwarded-for",
  FREE_PRODUCTS_LIMIT: "1",
  PAYOUT_DAILY_LIMIT_TZS: "15000",
};

const dataDir = mkdtempSync(path.join(tmpdir(), "chuo-e2e-"));
const child = spawn(process.execPath, ["scripts/start.mjs"], {
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    ...TEST_ENV,
    PORT: process.env.PORT ?? "3457",
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    DEMO_DATA: "1",
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
if (process.argv.includes("--until-stdin-closes")) {
  process.stdin.on("end", () => child.kill("SIGTERM"));
  process.stdin.on("error", () => child.kill("SIGTERM"));
  process.stdin.resume();
}
child.on("exit", (code) => {
  cleanup();
  process.exit(code ?? 0);
});
