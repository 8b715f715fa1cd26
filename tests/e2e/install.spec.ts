import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { expect, notTheApp, signInThroughTheForm, test, unnamedControls } from "./fixtures";
import { CHROMIUM_ARGS, FULL_CHROMIUM } from "./fixtures/browsers";

/**
 * Waits for the service worker, then loads the page again through it: the first visit came before
 * the worker existed, so only the second is saved (as on a phone, from the second visit on).
 */
async function throughServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.reload();
}

test("the manifest and service worker make the site installable (Chromium's installability checks)", async ({
  request,
  baseURL,
}) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toContain("manifest+json");
  const body = await manifest.json();
  expect(body).toMatchObject({ name: "Chuo Market", start_url: "/", display: "standalone", theme_color: "#059669" });
  for (const icon of body.icons as { src: string; sizes: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
  }
  expect(body.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  // In Kiswahili for a Kiswahili page (pages link it with their language).
  const kiswahili = await (await request.get("/manifest.webmanifest?lang=sw")).json();
  expect(kiswahili).toMatchObject({ name: "Chuo Market", lang: "sw" });
  expect(kiswahili.description).toMatch(/^Nunua, uza, panga na pangisha/);

  // Chromium never offers to install from a private window: a profile of its own, as a phone's browser has.
  const profile = mkdtempSync(path.join(tmpdir(), "chuo-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await throughServiceWorker(page);
    // The checks Lighthouse's installability audit ran, asked of Chromium itself.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const { url, data } = await cdp.send("Page.getAppManifest");
    expect(url).toBe(`${baseURL}/manifest.webmanifest?lang=en`);
    expect(JSON.parse(data!).name).toBe("Chuo Market");
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("offline, a /products page opened before still renders from the service worker; a page never opened shows the offline page", async ({
  page,
  context,
  allowConsoleError,
}) => {
  // When the saved page's scripts were saved too, it hydrates and asks (offline, in vain) for the
  // routes its links lead to; whether they were saved by then is the browser's timing.
  allowConsoleError(/ERR_INTERNET_DISCONNECTED \(at .*\/__manifest|Failed to fetch manifest patches/, {
    mayNotHappen: true,
  });
  await page.goto("/products");
  await throughServiceWorker(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  const firstCard = await page.locator("main a[href^='/products/']").first().textContent();

  // A new tab, offline (an open page of the app would keep asking the server about its links).
  await page.close();
  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto("/products");
  await expect(offline.getByRole("heading", { level: 1 })).toHaveText(heading!);
  await expect(offline.locator("main a[href^='/products/']").first()).toHaveText(firstCard!);
  // The offline page is plain HTML, not the app: nothing hydrates.
  notTheApp(offline);
  await offline.goto("/privacy-policy");
  await expect(offline.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await context.setOffline(false);
});

test("saved pages never pass from one account to the next: signing out drops them", async ({ browser }) => {
  // Signed in through the form, as a phone does: the worker controls a page from its second load on.
  const page = await signInThroughTheForm(browser, { email: "amina.juma@demo.chuo.market", address: "10.0.18.1" });
  await page.goto("/products");
  await throughServiceWorker(page);
  await expect(signedInMenu(page)).toBeAttached();
  const saved = () =>
    page.evaluate(async () => (await (await caches.open("chuo-pages")).keys()).map((r) => new URL(r.url).pathname));
  await expect.poll(saved).toContain("/products");

  await page.goto("/sign-out");
  await page.getByRole("button", { name: "Sign Out" }).last().click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect.poll(saved).not.toContain("/products");
  // The marker the worker reads offline went with the session.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("chuo_viewer");

  // Left for a blank page first: an open page of the app would keep asking the server about its links.
  notTheApp(page);
  await page.goto("about:blank");
  await page.context().setOffline(true);
  await page.goto("/products");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(signedInMenu(page)).toHaveCount(0);
  await page.context().close();
});

/** What only a signed-in page shows (her own listings are not in her browsing: she has My Listings). */
const signedInMenu = (page: Page) => page.getByText("My account").first();

/** Amina signed in, with /products saved by the service worker; the page left for a blank one (an open page of the app would keep asking the server about its links). */
async function aminaWithSavedProducts(browser: Browser, address: string) {
  const page = await signInThroughTheForm(browser, { email: "amina.juma@demo.chuo.market", address });
  await page.goto("/products");
  await throughServiceWorker(page);
  await expect(signedInMenu(page).first()).toBeAttached();
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open("chuo-pages")).keys()).map((r) => new URL(r.url).pathname)),
    )
    .toContain("/products");
  notTheApp(page);
  await page.goto("about:blank");
  return page;
}

test("offline, a signed-in student still sees the list pages saved under their session", async ({
  browser,
  allowConsoleError,
}) => {
  // The saved page is the app: offline, its live stream cannot connect, and Chromium says so.
  allowConsoleError(/ERR_INTERNET_DISCONNECTED \(at .*\/api\/live/);
  const page = await aminaWithSavedProducts(browser, "10.0.18.2");
  await page.context().setOffline(true);
  const liveRefused = page.waitForEvent("console", (message) => message.location().url.includes("/api/live"));
  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(signedInMenu(page).first()).toBeAttached();
  await liveRefused;
  await page.context().close();
});

test("a session that ended without signing out (cookies cleared) takes its saved pages with it, even offline", async ({
  browser,
}) => {
  const page = await aminaWithSavedProducts(browser, "10.0.18.3");
  await page.context().clearCookies();
  await page.context().setOffline(true);
  await page.goto("/products");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(signedInMenu(page)).toHaveCount(0);
  // Gone, not just hidden: back online nothing of hers is left to show.
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open("chuo-pages")).keys()).map((r) => new URL(r.url).pathname)),
    )
    .not.toContain("/products");
  await page.context().close();
});

test("offline, a saved page is not shown past the end of the session that saved it", async ({ browser, baseURL }) => {
  const page = await aminaWithSavedProducts(browser, "10.0.18.4");
  // The browser still holds the session cookie, but the marker says that session has ended.
  const marker = (await page.context().cookies()).find((cookie) => cookie.name === "chuo_viewer");
  expect(marker?.httpOnly).toBe(false);
  const [key] = marker!.value.split(".");
  await page
    .context()
    .addCookies([{ name: "chuo_viewer", value: `${key}.${Math.floor(Date.now() / 1000) - 60}`, url: baseURL! }]);
  await page.context().setOffline(true);
  await page.goto("/products");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(signedInMenu(page)).toHaveCount(0);
  await page.context().close();
});

test("the install banner shows when the browser offers installation: full width on a phone, 20rem at the bottom right from medium, and remembers Not now", async ({
  page,
}) => {
  const offer = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      window.dispatchEvent(event);
    });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Install Chuo Market" });
  await expect(banner).toHaveCount(0);
  await offer();
  await expect(banner).toBeVisible();
  expect(await unnamedControls(page)).toEqual([]);
  const phone = await banner.boundingBox();
  expect(phone).toMatchObject({ x: 0, width: 360 });
  expect(phone!.y + phone!.height).toBeCloseTo(740, 0);

  await page.setViewportSize({ width: 1024, height: 768 });
  const wide = await banner.boundingBox();
  expect(wide!.width).toBe(320);
  expect(wide!.x + wide!.width).toBeCloseTo(1024 - 16, 0);

  await banner.getByRole("button", { name: "Not now" }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await offer();
  await expect(page.getByRole("region", { name: "Install Chuo Market" })).toHaveCount(0);
});
