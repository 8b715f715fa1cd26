import { expect, test } from "./fixtures";

test.describe("listing pages", () => {
  test("product gallery wraps around and thumbnails pick a photo", async ({ page }) => {
    await page.goto("/products");
    // Find a product with several photos by visiting cards until one has thumbnails.
    const links = await page
      .locator("main article a[href^='/products/']")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    let found = false;
    for (const href of links) {
      await page.goto(href);
      if ((await page.getByRole("link", { name: /^Show photo/ }).count()) >= 2) {
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
    const count = await page.getByRole("link", { name: /^Show photo/ }).count();
    const main = page.locator("img[alt*=' - photo ']");
    await expect(main).toHaveAttribute("alt", new RegExp(`photo 1 of ${count}$`));
    await page.getByRole("link", { name: "Previous photo" }).click();
    await expect(main).toHaveAttribute("alt", new RegExp(`photo ${count} of ${count}$`));
    await page.getByRole("link", { name: "Next photo" }).click();
    await expect(main).toHaveAttribute("alt", new RegExp(`photo 1 of ${count}$`));
    await page.getByRole("link", { name: "Show photo 2" }).click();
    await expect(main).toHaveAttribute("alt", new RegExp(`photo 2 of ${count}$`));
  });

  test("contact seller asks a visitor to sign in and come back (the chat itself: contact.spec.ts)", async ({
    page,
  }) => {
    await page.goto("/products?category=Electronics");
    await page.locator("main article a[href^='/products/']").first().click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    const contact = page.getByRole("link", { name: "Contact Seller" });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute(
      "href",
      `/auth?redirectTo=${encodeURIComponent(new URL(page.url()).pathname)}`,
    );
  });

  test("accommodation detail shows rent per month, amenities and landlord contact", async ({ page }) => {
    await page.goto("/accommodations");
    await page.locator("main article a").first().click();
    await expect(page).toHaveURL(/\/accommodations\/[0-9a-f-]{36}$/);
    await expect(page.getByText("/month").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Amenities" })).toBeVisible();
    const contact = page
      .getByRole("link", { name: "Contact Landlord" })
      .or(page.getByRole("button", { name: "Contact Landlord" }));
    await expect(contact).toBeVisible();
  });

  test("favoriting while signed out is refused with a toast", async ({ page }) => {
    await page.goto("/products");
    await page
      .locator("main article")
      .first()
      .getByRole("button", { name: /Add .* to favorites/ })
      .click();
    await expect(page.getByRole("alert")).toContainText("Authentication required");
    await expect(page.getByRole("alert")).toContainText("Please sign in to add items to favorites.");
  });

  test("unknown listings show the not-found view with a 404 status", async ({ page, allowFailedLoad }) => {
    // Chromium logs each 404 document as a failed load; these three, and nothing else, are expected.
    allowFailedLoad("/products/00000000-0000-4000-8000-000000000000");
    allowFailedLoad("/accommodations/not-an-id");
    allowFailedLoad("/shops/00000000-0000-4000-8000-000000000000");
    const response = await page.goto("/products/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Products" })).toBeVisible();

    expect((await page.goto("/accommodations/not-an-id"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Accommodation not found" })).toBeVisible();
    expect((await page.goto("/shops/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Shop not found" })).toBeVisible();
  });
});
