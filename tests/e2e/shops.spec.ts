import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { formatDate, TIME_ZONE } from "../../app/lib/shared/dates";
import { approveOnPhone, expect, signUpNewStudent, test, unnamedControls } from "./fixtures";

const picture = (r: number, g: number, b: number, width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

/** Today's date in Dar es Salaam a calendar month on, as the pages show it (31 Jan -> 28 Feb, as PostgreSQL counts). */
function oneMonthOn(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "numeric", day: "numeric" })
      .formatToParts(new Date())
      .map((p) => [p.type, Number(p.value)]),
  );
  const lastDay = new Date(Date.UTC(parts.year!, parts.month! + 1, 0)).getUTCDate();
  return formatDate(new Date(Date.UTC(parts.year!, parts.month!, Math.min(parts.day!, lastDay), 9)));
}

/** Opens a shop from the create form, which lands on its card on shop management; returns its id. */
async function createShop(page: Page, name: string, withPictures: boolean): Promise<string> {
  await page.goto("/shop-management");
  await page.getByRole("link", { name: "Create Shop" }).first().click();
  await expect(page.getByRole("heading", { name: "Create Your Shop" })).toBeVisible();
  await page.getByLabel("Shop name").fill(name);
  await page.getByLabel("Category").selectOption("Restaurant");
  await page.getByLabel("Location").fill("Mwenge, near the main gate");
  await page.getByLabel("Phone number (optional)").fill("0754 123 456");
  if (withPictures) {
    await page
      .getByLabel("Choose shop logo")
      .setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: await picture(200, 40, 40, 400, 400) });
    await page
      .getByLabel("Choose cover image")
      .setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await picture(20, 90, 160) });
  }
  await page.getByRole("button", { name: "Create Shop" }).click();
  await expect(page).toHaveURL(/\/shop-management\?shop=[0-9a-f-]+#shop-[0-9a-f-]+$/);
  await expect(page.getByRole("status")).toContainText("Shop created");
  const href = await shopCard(page, name).getByRole("link", { name: "View Shop" }).getAttribute("href");
  return href!.split("/").pop()!;
}

/** Starts the owner's free month from a card, through its dialog. */
async function startFreeMonth(page: Page, scope: Page | ReturnType<Page["locator"]>) {
  await scope.getByRole("button", { name: "Start your free month" }).click();
  await page
    .getByRole("dialog", { name: "Start your free month?" })
    .getByRole("button", { name: "Start your free month" })
    .click();
}

const shopCard = (page: Page, name: string) => page.getByRole("region", { name });

async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.0.13.99" } });
  return context.newPage();
}

test("a new owner opens a shop, starts the free trial, posts a promotion, an event and a service that visitors see; a second shop pays TShs 50,000", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signUpNewStudent(browser, { fullName: "Neema Duka", address: "10.0.13.1" });
  const stamp = Date.now();
  await page.goto("/shop-management");
  await expect(page.getByRole("heading", { name: "No Shops Yet" })).toBeVisible();

  const name = `Neema Bites ${stamp}`;
  const shopId = await createShop(page, name, true);
  const card = shopCard(page, name);
  await expect(card).toContainText("Start your free 1-month trial to access promotions, events, and services.");
  await startFreeMonth(page, card);
  await expect(page.getByRole("status")).toContainText("Subscription activated!");
  await expect(card.getByText("Free Trial", { exact: true })).toBeVisible();
  await expect(card.getByTestId("subscription-end")).toHaveText(`Trial ends: ${oneMonthOn()}`);

  // The three premium features, each from its tab's create button.
  await card.getByRole("link", { name: "Promotions (0)" }).click();
  await card.getByRole("link", { name: "Create Promotion" }).click();
  await expect(page).toHaveURL(new RegExp(`/promotions/post\\?shopId=${shopId}$`));
  await page
    .getByLabel("Choose promotion image")
    .setInputFiles({ name: "chips.jpg", mimeType: "image/jpeg", buffer: await picture(230, 180, 30) });
  await fillPromotion(page, `Half-price chips ${stamp}`);
  await expect(page).toHaveURL(/\/shop-management/);
  await expect(page.getByRole("status")).toContainText("Promotion created");
  await page.goto(`/events/post?shopId=${shopId}`);
  await fillEvent(page, `Tasting night ${stamp}`);
  await expect(page).toHaveURL(/\/shop-management/);
  await page.goto(`/services/post?shopId=${shopId}`);
  await fillService(page, `Campus delivery ${stamp}`);
  await expect(page).toHaveURL(/\/shop-management/);
  await page.goto(`/services/post?shopId=${shopId}`);
  await fillService(page, `Laundry ${stamp}`);
  await expect(page.getByRole("status")).toContainText("Service created");

  // Each item's Edit and Delete work from its tab.
  await card.getByRole("link", { name: "Promotions (1)" }).click();
  await card.getByRole("link", { name: `Edit Half-price chips ${stamp}` }).click();
  await expect(page.getByLabel("Promotion title")).toHaveValue(`Half-price chips ${stamp}`);
  await page.getByLabel("Promotion title").fill(`Half-price chips and soda ${stamp}`);
  await page.getByRole("button", { name: "Update Promotion" }).click();
  await expect(page.getByRole("status")).toContainText("Promotion updated");
  await card.getByRole("link", { name: "Services (2)" }).click();
  await card.getByRole("button", { name: `Delete Laundry ${stamp}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this service?");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toContainText("Service deleted");
  await expect(card.getByRole("link", { name: "Services (1)" })).toBeVisible();

  // A visitor sees the shop's pictures and each item on its tab.
  const visitor = await newVisitor(browser);
  await visitor.goto(`/shops/${shopId}`);
  await expect(visitor.getByRole("heading", { name })).toBeVisible();
  // The logo at the smallest stored width; the cover at the width the screen needs, asked for first.
  await expect(visitor.getByRole("img", { name: `${name} logo` })).toHaveAttribute(
    "src",
    /^\/uploads\/shop-logos\/[^/]+\/[0-9a-f-]+\.w480\.webp$/,
  );
  await expect(visitor.locator("main img[src*='/shop-logos/']")).toHaveCount(2);
  await expect(visitor.locator("main img[fetchpriority='high']")).toHaveAttribute(
    "srcset",
    /\.w480\.webp 480w, .+\.w960\.webp 960w, .+\.webp 1200w$/,
  );
  await expect(visitor.getByText("Premium", { exact: true })).toBeVisible();
  await visitor.getByRole("link", { name: "Promotions (1)" }).click();
  await expect(visitor.getByRole("heading", { name: `Half-price chips and soda ${stamp}` })).toBeVisible();
  await expect(visitor.locator("main img[src*='/promotion-images/']")).toHaveAttribute("src", /\.card\.webp$/);
  await visitor.getByRole("link", { name: "Events (1)" }).click();
  await expect(visitor.getByRole("heading", { name: `Tasting night ${stamp}` })).toBeVisible();
  await visitor.getByRole("link", { name: "Services (1)" }).click();
  await expect(visitor.getByRole("heading", { name: `Campus delivery ${stamp}` })).toBeVisible();
  // The owner's upgrade banner is for the owner of an inactive shop only.
  await expect(visitor.getByRole("heading", { name: "Upgrade to Premium" })).toHaveCount(0);

  // The owner's second shop cannot have a second trial: it subscribes by mobile money.
  const second = `Neema Salon ${stamp}`;
  const secondId = await createShop(page, second, false);
  const secondCard = shopCard(page, second);
  await expect(secondCard).toContainText("Subscribe for TShs 50,000/month to access all premium features.");
  await expect(secondCard.getByRole("button", { name: "Start your free month" })).toHaveCount(0);
  await page.goto(`/shops/${secondId}`);
  await expect(page.getByRole("heading", { name: "Upgrade to Premium" })).toBeVisible();
  await page.goto("/shop-management");
  await secondCard.getByRole("link", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Subscribe to Premium" })).toBeVisible();
  await expect(page.getByTestId("subscription-wallet-balance")).toHaveText("TZS 0");
  await page.getByRole("form", { name: "Pay by mobile money" }).getByRole("button", { name: "Pay TZS 50,000" }).click();
  await expect(page).toHaveURL(/\/payment-success\?payment_id=/);
  await approveOnPhone(browser, "TZS 50,000");
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 15_000 });
  await page.goto("/shop-management");
  await expect(secondCard.getByText("Premium", { exact: true })).toBeVisible();
  await expect(secondCard.getByTestId("subscription-end")).toHaveText(`Subscription ends: ${oneMonthOn()}`);
  // The money went through the wallet and out again: nothing is left over, nothing charged twice.
  await page.goto("/wallet");
  await expect(page.getByTestId("wallet-balance")).toHaveText("TZS 0");

  await visitor.context().close();
  await page.context().close();
});

test("the shop pages fit a 360px phone and name every control", async ({ browser }) => {
  const page = await signUpNewStudent(browser, { fullName: "Juma Simu", address: "10.0.13.2" });
  await page.setViewportSize({ width: 360, height: 740 });
  const shopId = await createShop(page, `Juma Phones ${Date.now()}`, false);
  const fits = async (path: string) => {
    await page.goto(path);
    expect(await unnamedControls(page), path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  };
  for (const path of ["/shop-management", "/shops/create", `/shops/${shopId}/edit`, `/shops/${shopId}`])
    await fits(path);
  // The owner's page of an inactive shop carries the upgrade banner.
  await expect(page.getByRole("heading", { name: "Upgrade to Premium" })).toBeVisible();
  await page.goto("/shop-management");
  await startFreeMonth(page, page);
  await expect(page.getByRole("status")).toContainText("Subscription activated!");
  for (const path of [
    "/promotions/post",
    "/events/post",
    "/services/post",
    `/shop-management/${shopId}/subscribe`,
    `/shop-management?shop=${shopId}&tab=services`,
  ])
    await fits(path);
  await page.context().close();
});

test("a user without an active shop is told 'No Active Shops' on the promotion, event and service forms", async ({
  browser,
}) => {
  const page = await signUpNewStudent(browser, { fullName: "Asha Bila", address: "10.0.13.3" });
  for (const path of ["/promotions/post", "/events/post", "/services/post"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "No Active Shops" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Create Shop" })).toHaveAttribute(
      "href",
      "/shops/create",
    );
  }
  await page.context().close();
});

test("a visitor opening the shop forms is sent to sign in, and /create-shop leads to the create form", async ({
  page,
}) => {
  await page.goto("/create-shop");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fshops%2Fcreate$/);
  for (const path of ["/shop-management", "/promotions/post"]) {
    await page.goto(path);
    await expect(page).toHaveURL(
      new RegExp(`/auth\\?redirectTo=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
  }
});

/** A day from now in Dar es Salaam, as a date input takes it (YYYY-MM-DD). */
function darDate(daysAhead: number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + daysAhead * 86_400_000));
}

async function fillPromotion(page: Page, title: string) {
  await page.getByLabel("Promotion title").fill(title);
  await page.getByLabel("Start date").fill(darDate(0));
  await page.getByLabel("End date").fill(darDate(7));
  await page.getByRole("button", { name: "Create Promotion" }).click();
}

async function fillEvent(page: Page, title: string) {
  await page.getByLabel("Event title").fill(title);
  await page.getByLabel("Date and time").fill(`${darDate(7)}T18:00`);
  await page.getByRole("button", { name: "Create Event" }).click();
}

async function fillService(page: Page, name: string) {
  await page.getByLabel("Service name").fill(name);
  await page.getByLabel("Price (TShs)").fill("2000");
  await page.getByRole("button", { name: "Create Service" }).click();
}
