import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3457);

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built app,
 * started on its own port with a scratch DATA_DIR, so they never touch a developer's data.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Generous: the suite shares 2 cores with the app server and PGlite.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node tests/e2e/start-test-server.mjs",
    url: `http://localhost:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Tests give each browser context its own client address (x-forwarded-for), as the one trusted
    // proxy in front of the app would.
    // New accounts get one free product, so a test reaches the listing fee quickly (demo accounts keep 5).
    env: {
      PORT: String(PORT),
      LOG_LEVEL: "warn",
      TRUSTED_PROXY_COUNT: "1",
      CLIENT_IP_HEADER: "x-forwarded-for",
      FREE_PRODUCTS_LIMIT: "1",
    },
  },
});
