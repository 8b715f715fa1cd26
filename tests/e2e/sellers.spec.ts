import { expect, test } from "./fixtures";

test("find a seller in the directory and open their profile", async ({ page }) => {
  await page.goto("/users");
  await expect(page.getByRole("heading", { level: 1, name: "Discover Sellers" })).toBeVisible();
  const found = page.getByText(/^\d+ sellers found$/);
  await expect(found).toBeVisible();
  const total = Number((await found.textContent())!.split(" ")[0]);
  expect(total).toBeGreaterThan(20); // the demo data has 24 sellers (other tests may add some)
  await expect(page.locator("main li")).toHaveCount(20);
  await page.getByRole("link", { name: "Load More Sellers" }).click();
  await expect(page.locator("main li")).toHaveCount(Math.min(total, 40));
  await expect(page.getByRole("link", { name: "Load More Sellers" })).toHaveCount(total > 40 ? 1 : 0);

  await page.getByLabel("Search by name").fill("mwakyusa");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("1 seller found")).toBeVisible();
  await page.getByRole("link", { name: /View Profile/ }).click();
  await expect(page).toHaveURL(/\/user\/[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { level: 1, name: "Neema Mwakyusa" })).toBeVisible();
  await expect(page.getByText(/Member for \d+ (days?|months?|years?)/)).toBeVisible();
  // A visitor is asked to sign in for the number, and comes back here (tests/e2e/contact.spec.ts).
  const contact = page.getByRole("link", { name: "Contact", exact: true });
  await expect(contact).toHaveAttribute("href", `/auth?redirectTo=${encodeURIComponent(new URL(page.url()).pathname)}`);
});

test("an empty search and a missing seller use their texts", async ({ page, allowFailedLoad }) => {
  allowFailedLoad("/user/00000000-0000-4000-8000-000000000000");
  await page.goto("/users?q=zzzzzz");
  await expect(page.getByRole("heading", { name: "No sellers found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search criteria or filters")).toBeVisible();
  const response = await page.goto("/user/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Seller not found" })).toBeVisible();
  await expect(page.getByText("The seller you're looking for doesn't exist or has been removed.")).toBeVisible();
});
