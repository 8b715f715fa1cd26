import type { Locator, Page } from "@playwright/test";
import { CAMPUSES } from "../../app/.server/db/seed-data/campuses";
import { expect, openFilters, signInAs, test } from "./fixtures";

// docs/product.md#lists: lists that answer the question, on a phone. Read-only on the demo data.
test.use({ viewport: { width: 360, height: 780 } });

const cards = (page: Page) => page.locator("main article");
const priceOf = async (card: Locator) =>
  Number(((await card.locator("p.font-bold").textContent()) ?? "").replace(/[^\d]/g, ""));

test.describe("lists that answer the question", () => {
  test("sorts by price, low to high, and the sort control says so", async ({ page }) => {
    await page.goto("/products?sort=price_asc");
    await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
    const shown = cards(page);
    expect(await shown.count()).toBeGreaterThan(10);
    const prices = await Promise.all((await shown.all()).map(priceOf));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The next page keeps the order.
    await expect(page.getByRole("link", { name: "Next" })).toHaveAttribute("href", /sort=price_asc/);

    // Choosing another order applies at once, and the filters' form keeps it.
    await openFilters(page);
    await page.getByLabel("Sort by").selectOption("price_desc");
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(async () => {
      const down = await Promise.all((await cards(page).all()).map(priceOf));
      expect(down.length).toBeGreaterThan(10);
      expect(down).toEqual([...down].sort((a, b) => b - a));
    }).toPass({ timeout: 5_000 });

    // A value no form offers is the default order, never an error.
    const response = await page.goto("/products?sort=cheapest");
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel("Sort by")).toHaveValue("");
  });

  test("shows how many match and where each item is", async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByText(/^\d[\d,]* products?$/)).toBeVisible();
    const shortNames = new Set(CAMPUSES.map((campus) => campus.shortName));
    const first = cards(page).first();
    const place = (await first.locator("p", { has: page.locator("svg") }).textContent())?.trim() ?? "";
    expect(shortNames.has(place)).toBe(true);

    await page.goto("/accommodations");
    await expect(page.getByText(/^\d[\d,]* accommodations?$/)).toBeVisible();
    // A room says its area and the campus: "Sinza · UDSM Mlimani".
    const room =
      (
        await cards(page)
          .first()
          .locator("p", { has: page.locator("svg") })
          .textContent()
      )?.trim() ?? "";
    expect(shortNames.has(room.split(" · ").at(-1) ?? "")).toBe(true);
  });

  test("a search for laptop under 500,000 lists title matches first", async ({ page }) => {
    await page.goto("/products");
    await page.getByLabel("Search", { exact: true }).fill("laptop");
    await openFilters(page);
    await page.getByLabel("Maximum price").fill("500000");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=laptop/);
    await expect(page.getByLabel("Sort by")).toHaveValue("");
    await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Best match");
    const titles = await cards(page).locator("h3").allTextContents();
    const inTitle = titles.map((title) => /laptop/i.test(title));
    expect(inTitle.filter(Boolean).length).toBeGreaterThan(0);
    expect(inTitle.filter((hit) => !hit).length).toBeGreaterThan(0);
    // Every title match comes before every listing that only mentions laptops in its description.
    expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
  });

  test("a signed-in student does not find their own listings in the list", async ({ browser, page: visitor }) => {
    const student = await signInAs(browser, { email: "amina.juma@demo.chuo.market", address: "10.26.3.1" });
    await student.goto("/my-listings");
    const mine = (await student.locator("main li h2").allTextContents()).slice(0, 6);
    let checked = 0;
    for (const title of mine) {
      const search = `/products?campuses=all&q=${encodeURIComponent(title)}`;
      await visitor.goto(search);
      // Only her public products: a visitor finds them.
      if ((await cards(visitor).locator("h3", { hasText: title }).count()) === 0) continue;
      await student.goto(search);
      await expect(student.getByLabel("Search", { exact: true })).toHaveValue(title);
      await expect(cards(student).locator("h3", { hasText: title })).toHaveCount(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    await student.context().close();
  });
});
