import { expect, hydratingGoto, openFilters, SITE, test } from "./fixtures";

// Ardhi University, Dar es Salaam: a point on campus.
const NEAR_ARDHI = { latitude: -6.7654, longitude: 39.2143 };

test("a visitor picks a campus; lists are filtered on the server and the choice is remembered", async ({
  page,
  context,
}) => {
  await page.goto("/products");
  await openFilters(page);
  const all = await page.locator("main article").count();
  const mlimani = await page
    .locator("#visitor-campus option", { hasText: "UDSM Mlimani" })
    .first()
    .getAttribute("value");
  await page.getByLabel("Your campus").selectOption(mlimani!);
  await expect(page.getByText("Showing products from users near your campus")).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem("visitorCampus"));
  expect(stored).toMatch(/^[0-9a-f-]{36}$/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "visitorCampus")?.value).toBe(stored);
  const filtered = await page.locator("main article").count();
  expect(filtered).toBeLessThan(all);

  // The server renders the filtered list on a fresh load.
  const response = await page.request.get("/products");
  expect(await response.text()).toContain("Showing products from users near your campus");

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByText("Showing products from users near your campus")).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem("visitorCampus"))).toBeNull();
});

test("detect my campus uses the browser's location", async ({ browser }) => {
  const context = await browser.newContext({ geolocation: NEAR_ARDHI, permissions: ["geolocation"] });
  const page = await context.newPage();
  hydratingGoto(page);
  await page.goto("/accommodations");
  await openFilters(page);
  await page.getByRole("button", { name: "Detect my campus" }).click();
  await expect(page.getByText("Showing accommodations listed by users near your campus")).toBeVisible();
  const selected = await page.locator("#visitor-campus option:checked").textContent();
  expect(selected).toMatch(/ARU|UDSM/);
  await context.close();
});

test("a location far from every campus asks the visitor to choose", async ({ browser }) => {
  const context = await browser.newContext({
    geolocation: { latitude: -10.68, longitude: 35.65 },
    permissions: ["geolocation"],
  });
  const page = await context.newPage();
  hydratingGoto(page);
  await page.goto("/products");
  await openFilters(page);
  await page.getByRole("button", { name: "Detect my campus" }).click();
  await expect(page.getByRole("status")).toContainText("Please select manually.");
  await context.close();
});

test("a denied location shows its message", async ({ browser }) => {
  const context = await browser.newContext({ permissions: [] });
  const page = await context.newPage();
  hydratingGoto(page);
  await page.goto("/products");
  await openFilters(page);
  await page.getByRole("button", { name: "Detect my campus" }).click();
  await expect(page.getByRole("alert")).toContainText("Location access denied. Please enable location services.");
  await context.close();
});

test("without JavaScript the campus form sets the cookie on the server", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/products");
  await openFilters(page);
  const option = await page.locator("#visitor-campus option", { hasText: "UDOM" }).first().getAttribute("value");
  await page.getByLabel("Your campus").selectOption(option!);
  await page.getByRole("button", { name: "Use this campus" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText("Showing products from users near your campus")).toBeVisible();
  await context.close();
});

test("the campus form only returns to pages of this site, and Clear forgets the campus", async ({ request }) => {
  const campusId = "0b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a11";
  for (const [redirectTo, expected] of [
    ["/products?category=Books", "/products?category=Books"],
    ["//evil.example/phish", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
  ] as const) {
    const response = await request.post("/visitor-campus", {
      form: { campusId, redirectTo },
      maxRedirects: 0,
      headers: { origin: SITE },
    });
    expect(response.status(), redirectTo).toBe(302);
    expect(response.headers().location, redirectTo).toBe(expected);
    expect(response.headers()["set-cookie"]).toContain(`visitorCampus=${campusId}`);
  }
  const cleared = await request.post("/visitor-campus", {
    form: { campusId, clear: "1", redirectTo: "/products" },
    maxRedirects: 0,
    headers: { origin: SITE },
  });
  expect(cleared.headers()["set-cookie"]).toContain("Max-Age=0");
});

test("the home page shows sellers near the chosen campus, nearest first, with distances", async ({ page }) => {
  await page.goto("/");
  const strip = page.locator("section[aria-labelledby=nearby-sellers]");
  await expect(strip.getByRole("heading", { name: "Nearby Sellers" })).toBeVisible();
  const everyone = await strip.locator("li").count();
  expect(everyone).toBeGreaterThan(0);
  expect(everyone).toBeLessThanOrEqual(25);

  await page.goto("/products");

  await openFilters(page);
  const udom = await page.locator("#visitor-campus option", { hasText: "UDOM" }).first().getAttribute("value");
  await page.getByLabel("Your campus").selectOption(udom!);
  await expect(page.getByText("Showing products from users near your campus")).toBeVisible();
  await page.goto("/");
  const distances = await strip.locator("li").allTextContents();
  expect(distances.length).toBeGreaterThan(0);
  // A seller on the chosen campus itself reads "On your campus", never "0.0 km".
  for (const text of distances) expect(text).toMatch(/\d+\.\d km|On your campus/);
  expect(distances.join(" ")).not.toContain("0.0 km");
});
