import { expect, openFilters, test } from "./fixtures";

test.describe("browsing the marketplace", () => {
  test("home shows real counts and the newest listings", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Chuo Market/);
    await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/products");
    await expect(page.getByRole("link", { name: "Sell Something" })).toBeVisible();
    const products = page.locator("section[aria-labelledby=featured-products] article");
    await expect(products).toHaveCount(12);
    await expect(page.locator("section[aria-labelledby=home-accommodations] article")).toHaveCount(12);
    const shops = await page.locator("section[aria-labelledby=home-shops] article").count();
    expect(shops).toBeGreaterThan(0);
    expect(shops).toBeLessThanOrEqual(6);
    // Campuses tile: the demo data has at least 30 real campuses.
    const campuses = await page
      .locator("dt", { hasText: "Campuses" })
      .locator("xpath=following-sibling::dd")
      .textContent();
    expect(Number(campuses)).toBeGreaterThanOrEqual(30);
  });

  test("products list, category filter and a shareable filtered link", async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThan(10);

    await openFilters(page);
    await page.getByLabel("Category").selectOption("Books");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/category=Books/);
    const badges = page.locator("main article").locator("span", { hasText: /^Books$/ });
    await expect(async () => {
      const shown = await page.locator("main article").count();
      expect(shown).toBeGreaterThan(0);
      expect(await badges.count()).toBe(shown);
    }).toPass({ timeout: 5_000 });

    // The filtered URL renders the same list on a fresh load.
    const url = page.url();
    const fresh = await page.context().newPage();
    await fresh.goto(url);
    await expect(fresh.getByLabel("Category")).toHaveValue("Books");
    await fresh.close();
  });

  test("search tolerates a typo", async ({ page }) => {
    await page.goto("/products");
    await page.getByLabel("Search").fill("samsng");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=samsng/);
    // The address can change a moment before the new results are drawn: wait for them.
    await expect(
      page
        .locator("main article h3")
        .filter({ hasText: /samsung/i })
        .first(),
    ).toBeVisible();
  });

  test("an impossible filter shows the empty state with its texts", async ({ page }) => {
    await page.goto("/products?q=zzzxxqqq");
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters")).toBeVisible();
  });

  test("filters work with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/accommodations");
    await openFilters(page);
    await page.getByLabel("Room type").selectOption("Studio");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/roomType=Studio/);
    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const badge of await cards.locator("span.rounded-full").allTextContents()) expect(badge).toBe("Studio");
    await context.close();
  });

  test("shops list and shop page with tabs", async ({ page }) => {
    await page.goto("/shops");
    await expect(page.getByRole("heading", { level: 1, name: "Local Shops" })).toBeVisible();
    await page
      .locator("main article")
      .first()
      .getByRole("link", { name: /View Shop/ })
      .click();
    await expect(page).toHaveURL(/\/shops\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/^Since \d{4}$/)).toBeVisible();
    const sections = page.getByRole("navigation", { name: "Shop sections" }).getByRole("link");
    await expect(sections).toHaveCount(4);
    await sections.filter({ hasText: "Services" }).click();
    await expect(sections.filter({ hasText: "Services" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: "Services" })).toBeAttached();
  });
});
