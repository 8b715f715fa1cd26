import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, FULL_CHROMIUM, HEADLESS_SHELL } from "./tests/e2e/fixtures/browsers";

const FULL_BROWSER = /@full-browser/;

const desktopChromium = (executablePath: string) => ({
  ...devices["Desktop Chrome"],
  channel: undefined,
  launchOptions: { executablePath, args: CHROMIUM_ARGS },
});

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built app.
 * Each worker starts the app on a port and a scratch DATA_DIR of its own (tests/e2e/fixtures/test.ts,
 * ports from E2E_PORT up: tests/e2e/fixtures/ports.ts), so they never touch a developer's data and
 * never share a server. Two workers keep both cores busy while a page waits on its server
 * (docs/testing.md, docs/decisions/0027-a-fast-test-loop.md); E2E_BASE_URL runs on one worker
 * against a server started by hand.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Generous: the suite shares 2 cores with the app server and PGlite.
  timeout: 60_000,
  use: { trace: "retain-on-failure" },
  projects: [
    { name: "chromium", grepInvert: FULL_BROWSER, use: desktopChromium(HEADLESS_SHELL) },
    { name: "chromium-full", grep: FULL_BROWSER, use: desktopChromium(FULL_CHROMIUM) },
  ],
});
