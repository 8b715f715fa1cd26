import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, signUpNewStudent, test } from "./fixtures";

// The home page and the lists share their data for a few seconds (app/.server/cache). Nobody may
// see their own change missing because of it.

async function visitor(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  return context.newPage();
}

const productsTile = (page: Page) =>
  page.locator("dt", { hasText: "Products" }).locator("xpath=following-sibling::dd[1]");

test("a seller sees a new product on the home page at once, counted; visitors within seconds", async ({ browser }) => {
  const name = `Cached-page kettle ${Date.now()}`;
  const guest = await visitor(browser, "10.0.9.2");
  // A new account: its first product is free (FREE_PRODUCTS_LIMIT=1 on the test server), so it goes live.
  const seller = await signUpNewStudent(browser, { fullName: "Zawadi Cache", address: "10.0.9.1" });
  await seller.goto("/products/post");
  await seller.getByLabel("Product name").fill(name);
  await seller.getByLabel("Price (TShs)").fill("30000");
  await seller.getByLabel("Category").selectOption("Other");
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await seller.getByLabel("Add photos").setInputFiles({ name: "kettle.png", mimeType: "image/png", buffer: png });

  // A visitor's request fills the cache just before the product is posted.
  await guest.goto("/");
  const before = Number(
    await productsTile(guest)
      .getAttribute("title")
      .then((t) => t!.replace(/,/g, "")),
  );
  await seller.getByRole("button", { name: "Post Product" }).click();
  await expect(seller).toHaveURL(/\/my-listings$/);
  expect((await seller.context().cookies()).map((c) => c.name)).toContain("cm_recent_write");

  // The seller's own product is counted at once; it is in My Listings, not in their browsing (docs/product.md#lists).
  await seller.goto("/");
  await expect(productsTile(seller)).toHaveAttribute("title", (before + 1).toLocaleString("en-US"));
  await expect(seller.getByRole("region", { name: "Featured Products" }).getByText(name)).toHaveCount(0);

  // Everyone else sees it once the shared copy has expired (5 s).
  await expect
    .poll(
      async () => {
        await guest.goto("/");
        return guest.getByRole("region", { name: "Featured Products" }).getByText(name).count();
      },
      { timeout: 15_000, intervals: [1_000] },
    )
    .toBe(1);
});
