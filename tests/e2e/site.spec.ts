import { expect, SITE, test, unnamedControls } from "./fixtures";

const SIGNED_IN_PATHS = [
  "/dashboard",
  "/products/post",
  "/products/00000000-0000-4000-8000-000000000000/edit",
  "/accommodations/post",
  "/accommodations/00000000-0000-4000-8000-000000000000/edit",
  "/shops/create",
  "/shops/00000000-0000-4000-8000-000000000000/edit",
  "/promotions/post",
  "/events/post",
  "/services/post",
  "/favorites",
  "/profile",
  "/notifications",
  "/wallet",
  "/wallet/add-balance",
  "/my-listings",
  "/shop-management",
];

test("every signed-in route redirects a visitor to /auth on the server", async ({ request }) => {
  for (const path of SIGNED_IN_PATHS) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
  }
});

test("an unknown path shows the 404 page with a link home", async ({ page, allowFailedLoad }) => {
  allowFailedLoad("/no/such/page");
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("legal pages and the responsive test page", async ({ page }) => {
  await page.goto("/terms-of-service");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText(/50,000/).first()).toBeVisible();
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText(/30 days/).first()).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/responsive-test");
  await expect(page.getByText("Mobile", { exact: false }).first()).toBeVisible();
});

test("each page has its own title", async ({ page }) => {
  for (const [path, title] of [
    ["/products", "Products · Chuo Market"],
    ["/accommodations", "Accommodations · Chuo Market"],
    ["/shops", "Local Shops · Chuo Market"],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test("the mobile menu opens at 360px and every control has a name", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    "/",
    "/accommodations",
    "/shops",
    "/users",
    "/auth?tab=signup",
    "/terms-of-service",
    "/products",
  ]) {
    await page.goto(path);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${path} is wider than the phone`).toBeLessThanOrEqual(360);
  }
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByLabel("Open menu").click();
  await expect(
    page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Accommodations" }),
  ).toBeVisible();
  // No unnamed buttons, links or form fields.
  expect(await unnamedControls(page)).toEqual([]);
});

test("a public page loads at most 130 KB of JavaScript (gzip) first, in either language", async ({ page }) => {
  const { gzipSync } = await import("node:zlib");
  for (const path of ["/", "/products", "/?lang=sw", "/products?lang=sw"]) {
    // By address: a script answered twice (a service worker that took over mid-load, a retried
    // fetch) is still one script for the phone to download and parse.
    const scripts = new Map<string, Promise<number>>();
    page.on("response", (response) => {
      if (!response.url().endsWith(".js")) return;
      const address = new URL(response.url()).pathname;
      if (!scripts.has(address))
        scripts.set(
          address,
          response.body().then((b) => gzipSync(b, { level: 9 }).length),
        );
    });
    await page.goto(path, { waitUntil: "networkidle" });
    const addresses = [...scripts.keys()];
    const total = (await Promise.all(scripts.values())).reduce((a, b) => a + b, 0);
    expect(total, `${path}: ${total} bytes`).toBeLessThanOrEqual(130 * 1024);
    // Each language's page loads the scripts holding only its own texts (server/browser-language-assets.ts).
    const kiswahili = path.includes("lang=sw");
    expect(
      addresses.filter((address) => address.startsWith("/assets/sw/") !== kiswahili && address !== "/sw.js"),
    ).toEqual([]);
    page.removeAllListeners("response");
  }
});

test("responses carry security headers and uploads are cached for a long time", async ({ request, page }) => {
  const home = await request.get("/");
  expect(home.headers()["x-content-type-options"]).toBe("nosniff");
  expect(home.headers()["x-frame-options"]).toBe("DENY");
  await page.goto("/products");
  const src = await page.locator("main article img").first().getAttribute("src");
  expect(src).toMatch(/^\/uploads\/product-images\/.+\.card\.webp$/);
  const image = await request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toContain("immutable");
  expect((await image.body()).length).toBeLessThan(30 * 1024);
  expect((await request.get("/uploads/product-images/%2e%2e/%2e%2e/package.json")).status()).toBe(404);
  expect((await request.get("/uploads/%2e%2e/db/PG_VERSION")).status()).toBe(404);
});

test("every signed-in mutation refuses a signed-out request", async ({ request }) => {
  const posts: [string, Record<string, string>][] = [
    ["/favorites/toggle", { kind: "product", id: "00000000-0000-4000-8000-000000000000" }],
    ["/profile", { intent: "profile", fullName: "Someone Else" }],
    ["/profile", { intent: "primary", campusId: "00000000-0000-4000-8000-000000000000" }],
    ["/profile", { intent: "revoke-all" }],
    ["/profile", { intent: "change-password", currentPassword: "x", newPassword: "yyyyyy", confirmPassword: "yyyyyy" }],
  ];
  for (const [path, form] of posts) {
    const response = await request.post(path, { form, maxRedirects: 0, headers: { origin: SITE } });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toMatch(/^\/auth\?redirectTo=/);
  }
  expect((await request.post("/sign-out", { maxRedirects: 0, headers: { origin: SITE } })).status()).toBe(302);
});
