import { expect, hydratingGoto, submitSignInForm, test } from "./fixtures";

test("favorite a product, an accommodation and a shop, and find them in My Favorites", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" } });
  const page = await context.newPage();
  hydratingGoto(page);
  await page.goto("/auth?redirectTo=%2Fproducts");
  await submitSignInForm(page, { email: "amina.juma@demo.chuo.market" });
  await expect(page).toHaveURL(/\/products$/);

  const saved: string[] = [];
  for (const path of ["/products", "/accommodations", "/shops"]) {
    await page.goto(path);
    const card = page.locator("main article").first();
    const name = (await card.locator("h3").textContent())!.trim();
    await card.getByRole("button", { name: `Add ${name} to favorites` }).click();
    await expect(page.getByRole("status")).toContainText("Added to favorites");
    await expect(card.getByRole("button", { name: `Remove ${name} from favorites` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    saved.push(name);
  }

  await page.goto("/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "My Favorites" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Favorite kinds" });
  await expect(tabs.getByRole("link", { name: "Products (1)" })).toBeVisible();
  await expect(page.locator("main article h3")).toHaveText([saved[0]!]);
  await tabs.getByRole("link", { name: "Accommodations (1)" }).click();
  await expect(page.locator("main article h3")).toHaveText([saved[1]!]);
  await tabs.getByRole("link", { name: "Shops (1)" }).click();
  await expect(page.locator("main article h3")).toHaveText([saved[2]!]);

  // Unsave from the list.
  await page.getByRole("button", { name: `Remove ${saved[2]} from favorites` }).click();
  await expect(page.getByRole("heading", { name: "No favorite shops yet" })).toBeVisible();
  await context.close();
});

test("a signed-in user's lists follow their campuses, and can show every campus", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.78" } });
  const page = await context.newPage();
  hydratingGoto(page);
  await page.goto("/auth?redirectTo=%2Fproducts");
  await submitSignInForm(page, { email: "amina.juma@demo.chuo.market" });
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText("Showing products from users near your campuses")).toBeVisible();
  await expect(page.getByLabel("Your campus")).toHaveCount(0); // the picker is for visitors
  const mine = await page.locator("main article").count();
  await page.getByRole("link", { name: "See every campus" }).click();
  await expect(page).toHaveURL(/campuses=all/);
  await expect(page.getByText("Showing products from every campus")).toBeVisible();
  expect(await page.locator("main article").count()).toBeGreaterThanOrEqual(mine);
  await context.close();
});
