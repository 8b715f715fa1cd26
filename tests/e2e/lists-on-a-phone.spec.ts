import type { Page } from "@playwright/test";
import { expect, openFilters, test } from "./fixtures";

/** docs/product.md#lists: on a 360×780 phone the first row of results is on the first screen. */
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

async function firstResultTop(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box!.y;
}

for (const { path, result } of [
  { path: "/products", result: "main article" },
  { path: "/accommodations", result: "main article" },
  { path: "/shops", result: "main ul[aria-label] > li, main article" },
  { path: "/users", result: "main section li" },
]) {
  test(`${path}: the search box and Filters come first, and the first row of results starts within the first screen`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
    await expect(page.getByText("Filters", { exact: true }).or(page.getByText(/^Filters \(\d+\)$/))).toBeVisible();
    const top = await firstResultTop(page, result);
    console.log(`${path}: first result at ${Math.round(top)} px`);
    expect(top).toBeLessThan(780 - 120);
  });
}

test("Filters says how many are on, opens without JavaScript, and applies with the search box", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto("/products?category=Electronics&min=1000&max=900000&sort=price_asc");
  // A price range is one filter; the sort is not one.
  await expect(page.locator("summary", { hasText: /^Filters/ })).toHaveText("Filters (2)");
  await expect(page.getByLabel("Category")).toBeHidden();
  await openFilters(page);
  await expect(page.getByLabel("Category")).toHaveValue("Electronics");
  await page.getByLabel("Category").selectOption("Books");
  await page.getByLabel("Search", { exact: true }).fill("notes");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/category=Books/);
  await expect(page).toHaveURL(/q=notes/);
  await expect(page.locator("summary", { hasText: /^Filters/ })).toHaveText("Filters (2)");
  // The search box's own button, outside the disclosure, sends the filters with it.
  await page.getByLabel("Search", { exact: true }).fill("calculus");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=calculus/);
  await expect(page).toHaveURL(/category=Books/);
  // Clear empties them all.
  await openFilters(page);
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator("summary", { hasText: /^Filters/ })).toHaveText("Filters");
  await context.close();
});

test("/: the hero searches, the figures take one compact row, and Featured Products begins within the second screen", async ({
  page,
}) => {
  await page.goto("/");
  const search = page.getByRole("search").getByRole("searchbox", { name: "Search" });
  await expect(search).toBeVisible();
  const figures = page.locator("main dl").first();
  const figuresBox = (await figures.boundingBox())!;
  // One row of five figures, wrapping at most once on a narrow phone.
  expect(figuresBox.height).toBeLessThan(48);
  const featured = (await page.getByRole("heading", { name: "Featured Products" }).boundingBox())!;
  console.log(`/: Featured Products at ${Math.round(featured.y)} px`);
  expect(featured.y).toBeLessThan(2 * 780);
  await search.fill("laptop");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/products\?q=laptop/);
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("laptop");
});
