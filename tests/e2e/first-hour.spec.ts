import type { Page } from "@playwright/test";
import { approveOnPhone, confirmationLinkFor, declineOnPhone, expect, hydratingGoto, test } from "./fixtures";

// A new student's first hour (docs/performance.md), on a 360 x 780 touch screen, from sign-up to a paid,
// live listing, every step reached the way a student would reach it: by the page in front of them
// and the menu, never by typing an address.
const PHONE = { width: 360, height: 780 };

/**
 * Opens the phone menu and follows one of its links. A tap while the page is still taking in a
 * save's fresh data can leave the menu shut, as it would under a student's thumb: they tap again.
 */
async function fromMenu(page: Page, name: string) {
  const link = page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name, exact: true });
  await expect(async () => {
    if (!(await link.isVisible())) await page.getByLabel("Open menu").click();
    await link.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await link.click();
}

/** Fills the product form the menu opened (no photos: they are optional) and posts it. */
async function fillAndPostProduct(page: Page, title: string, price: string) {
  await page.getByLabel("Product name").fill(title);
  await page.getByLabel("Price (TShs)").fill(price);
  await page.getByLabel("Category").selectOption("Books");
  await page.getByRole("button", { name: "Post Product" }).click();
  await expect(page).toHaveURL(/\/my-listings/);
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test("a new student's first hour on a phone: sign up, post, save, pay a fee and see the listing live, open a shop", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    extraHTTPHeaders: { "x-forwarded-for": "10.0.126.1" },
  });
  const page = await context.newPage();
  hydratingGoto(page);
  const stamp = Date.now();
  const email = `shukuru.kwanza.${stamp}@example.co.tz`;

  // Sign up with the number as WhatsApp writes it, and land on a page that says what comes next.
  await page.goto("/");
  await page.getByLabel("Open menu").click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Get Started" }).click();
  const signUp = page.getByRole("form", { name: "Sign up" });
  await signUp.getByLabel("Full name").fill("Shukuru Kwanza");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password").fill("secret-pass");
  await signUp.getByLabel("WhatsApp number").fill("+255 754 321 098");
  await signUp.getByRole("checkbox").first().check();
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  await noSidewaysScroll(page);

  // The link from the mail (the development outbox stands in for the student's inbox).
  await page.goto(await confirmationLinkFor(browser, email));
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your e-mail is confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Go to my dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Post a product from the menu, and find it again through the menu's My Listings.
  const firstTitle = `Kitabu cha Hesabu ${stamp}`;
  await fromMenu(page, "Post a Product");
  await fillAndPostProduct(page, firstTitle, "20000");
  await page.goto("/dashboard");
  await fromMenu(page, "My Listings");
  await expect(page).toHaveURL(/\/my-listings$/);
  await expect(page.getByRole("link", { name: firstTitle }).first()).toBeVisible();

  // Save another student's product from a list card, and find it through the menu's Favorites.
  await fromMenu(page, "Products");
  const card = page.getByRole("main").getByRole("article").first();
  const savedTitle = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("button", { name: `Add ${savedTitle} to favorites` }).click();
  await expect(card.getByRole("button", { name: `Remove ${savedTitle} from favorites` })).toBeVisible();
  await fromMenu(page, "Favorites");
  await expect(page.getByRole("heading", { level: 1, name: "My Favorites" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { name: savedTitle })).toBeVisible();

  // A second product owes its fee (the test server gives one free product): 0.1% of 320,000. Paid
  // before the shop opens: a shop's premium month lists its owner's products free.
  const paidTitle = `Taa ya Mezani ${stamp}`;
  await fromMenu(page, "Post a Product");
  await fillAndPostProduct(page, paidTitle, "320000");
  await page
    .getByRole("listitem")
    .filter({ hasText: paidTitle })
    .getByRole("link", { name: `Pay fee for ${paidTitle}` })
    .click();
  const pay = page.getByRole("form", { name: "Pay by mobile money" });
  // A number of its own for the prompts: one number's prompts are limited whoever asks.
  await pay.getByLabel("Mobile money number").fill(`0765${String(stamp).slice(-6)}`);
  await pay.getByRole("button", { name: "Pay TZS 320" }).click();
  await expect(page.getByRole("heading", { name: "Payment Pending" })).toBeVisible();

  // Declined on the phone: the page says so within seconds and offers to try again.
  await declineOnPhone(browser, "TZS 320");
  await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible({ timeout: 10_000 });
  await page.getByRole("main").getByRole("link", { name: "Try again" }).click();
  await page.getByRole("form", { name: "Pay by mobile money" }).getByRole("button", { name: "Pay TZS 320" }).click();
  await expect(page.getByRole("heading", { name: "Payment Pending" })).toBeVisible();
  await approveOnPhone(browser, "TZS 320");

  // Paid: the page names the listing, says it is live, and leads to it.
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("main")).toContainText(`${paidTitle} is live now`);
  await page
    .getByRole("main")
    .getByRole("link", { name: `View ${paidTitle}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: paidTitle })).toBeVisible();
  await noSidewaysScroll(page);
  // What a visitor finds: the listing, live, on the public list.
  const visitor = await browser.newPage({ viewport: PHONE });
  await visitor.goto(`/products?q=${encodeURIComponent(paidTitle)}`);
  await expect(visitor.getByRole("main").getByRole("heading", { name: paidTitle })).toBeVisible();
  await visitor.close();

  // Open a shop: it lands on its own management card, and the free month starts through a dialog.
  const shopName = `Kwanza Stationery ${stamp}`;
  await fromMenu(page, "Shop Management");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Create (a )?Shop/ })
    .first()
    .click();
  await page.getByLabel("Shop name").fill(shopName);
  await page.getByLabel("Location").fill("Mabibo, near the hostel gate");
  await page.getByRole("button", { name: "Create Shop" }).click();
  await expect(page).toHaveURL(/\/shop-management\?shop=/);
  const shopCard = page.getByRole("region", { name: shopName });
  await expect(shopCard).toBeInViewport();
  await shopCard.getByRole("button", { name: "Start your free month" }).click();
  const dialog = page.getByRole("dialog", { name: "Start your free month?" });
  await expect(dialog).toContainText("No charge unless you subscribe (TShs 50,000/month).");
  await dialog.getByRole("button", { name: "Start your free month" }).click();
  await expect(page.getByRole("status")).toContainText("Subscription activated!");
  await expect(shopCard.getByText("Free Trial", { exact: true })).toBeVisible();

  await context.close();
});
