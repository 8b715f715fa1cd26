import type { Browser, Page } from "@playwright/test";
import { formatDate, TIME_ZONE } from "../../app/lib/shared/dates";
import { expect, signUpNewStudent, test, unnamedControls } from "./fixtures";

// A student's phone (docs/product.md#shops): every step below is taken at 360 x 780.
const PHONE = { width: 360, height: 780 };

/** Today in Dar es Salaam a calendar month on, as the pages show it (31 Jan -> 28 Feb, as PostgreSQL counts). */
function oneMonthOn(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "numeric", day: "numeric" })
      .formatToParts(new Date())
      .map((p) => [p.type, Number(p.value)]),
  );
  const lastDay = new Date(Date.UTC(parts.year!, parts.month! + 1, 0)).getUTCDate();
  return formatDate(new Date(Date.UTC(parts.year!, parts.month!, Math.min(parts.day!, lastDay), 9)));
}

async function visitorOnPhone(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { "x-forwarded-for": address } });
  return context.newPage();
}

/** The names of the badges inside a region, in order. */
const badgesIn = (page: Page, scope: string) => page.locator(`${scope} span.rounded-full`).allTextContents();

test("a new student's shop lands on its card, starts its free month through a dialog that says what happens, and is named the same on every page", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signUpNewStudent(browser, { fullName: "Zawadi Fundi", address: "10.0.44.1" });
  await page.setViewportSize(PHONE);
  const stamp = Date.now();
  const name = `Zawadi Tailoring ${stamp}`;

  await page.goto("/shops/create");
  await page.getByLabel("Shop name").fill(name);
  await page.getByLabel("Location").fill("Sinza, opposite the market");
  await page.getByRole("button", { name: "Create Shop" }).click();

  // Not the public list: the shop's own card on Shop Management, scrolled to and focused.
  await expect(page).toHaveURL(/\/shop-management\?shop=[0-9a-f-]+#shop-[0-9a-f-]+$/);
  const shopId = new URL(page.url()).searchParams.get("shop")!;
  await expect(page.getByRole("status")).toContainText("Shop created");
  await expect(page.getByRole("status")).toContainText("Start its free month on its card below");
  const card = page.getByRole("region", { name });
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  const start = card.getByRole("button", { name: "Start your free month" });
  await expect(start).toBeVisible();
  expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // The facts are beside the button too (the form posts as it is without JavaScript); the dialog's copy comes later.
  await expect(card.getByText(`Free until ${oneMonthOn()}.`).first()).toBeVisible();
  await expect(card.getByText("No charge unless you subscribe (TShs 50,000/month).").first()).toBeVisible();

  // The dialog says what the month gives, when it ends and what happens then; Cancel starts nothing.
  await start.click();
  const dialog = page.getByRole("dialog", { name: "Start your free month?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("promotions, events and services on its page, and your products listed free");
  await expect(dialog).toContainText(`Free until ${oneMonthOn()}.`);
  await expect(dialog).toContainText("Then the premium features stop");
  await expect(dialog).toContainText("No charge unless you subscribe (TShs 50,000/month).");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Inactive", { exact: true })).toBeVisible();

  await start.click();
  await dialog.getByRole("button", { name: "Start your free month" }).click();
  await expect(page.getByRole("status")).toContainText("Subscription activated!");
  await expect(card.getByTestId("subscription-end")).toHaveText(`Trial ends: ${oneMonthOn()}`);

  // One scheme: 'Premium' wherever the features are on; 'Free Trial' beside it for the owner.
  expect(await badgesIn(page, `#shop-${shopId}`)).toEqual(["Premium", "Free Trial"]);
  await page.goto(`/shop-management/${shopId}/subscribe`);
  expect(await badgesIn(page, "main")).toEqual(expect.arrayContaining(["Premium", "Free Trial"]));
  await expect(page.getByText(`Your trial runs until ${oneMonthOn()}`)).toBeVisible();
  const visitor = await visitorOnPhone(browser, "10.0.44.2");
  await visitor.goto(`/shops/${shopId}`);
  await expect(visitor.getByRole("main").getByText("Premium", { exact: true })).toBeVisible();
  await expect(visitor.getByText("Free Trial", { exact: true })).toHaveCount(0);
  await visitor.goto(`/shops?q=${encodeURIComponent(name)}`);
  await expect(
    visitor.getByRole("article").filter({ hasText: name }).getByText("Premium", { exact: true }),
  ).toBeVisible();

  // A service and no product: the shop page opens on Services, and no tab is cut off on the phone.
  await page.goto(`/services/post?shopId=${shopId}`);
  await page.getByLabel("Service name").fill(`Hemming ${stamp}`);
  await page.getByLabel("Price (TShs)").fill("3000");
  await page.getByRole("button", { name: "Create Service" }).click();
  await expect(page.getByRole("status")).toContainText("Service created");
  await visitor.goto(`/shops/${shopId}`);
  const sections = visitor.getByRole("navigation", { name: "Shop sections" });
  await expect(sections.getByRole("link", { name: "Services (1)" })).toHaveAttribute("aria-current", "page");
  await expect(visitor.getByRole("heading", { name: `Hemming ${stamp}` })).toBeVisible();
  const tabs = sections.getByRole("link");
  await expect(tabs).toHaveCount(4);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    const label = (await tab.textContent()) ?? "";
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(PHONE.width);
    expect(box.height, label).toBeGreaterThanOrEqual(44);
  }
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // A tab chosen in the address still wins.
  await visitor.goto(`/shops/${shopId}?tab=products`);
  await expect(sections.getByRole("link", { name: "Products (0)" })).toHaveAttribute("aria-current", "page");

  await visitor.context().close();
  await page.context().close();
});

test("a shop card's picture and name open the shop, with one tab stop for both and every link named", async ({
  browser,
}) => {
  const page = await visitorOnPhone(browser, "10.0.44.3");
  await page.goto("/shops");
  const card = page.getByRole("article").first();
  const nameLink = card.getByRole("heading").getByRole("link");
  const shopName = ((await nameLink.textContent()) ?? "").trim();
  const href = await nameLink.getAttribute("href");
  expect(href).toMatch(/^\/shops\/[0-9a-f-]+$/);
  expect(await unnamedControls(page)).toEqual([]);

  // The pictures are links too, out of the tab order (the name is the card's link, View Shop its button).
  const pictures = card.locator(`a[href="${href}"][aria-hidden="true"]`);
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) await expect(picture).toHaveAttribute("tabindex", "-1");

  await nameLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1, name: shopName })).toBeVisible();
  await page.goBack();
  await page.getByRole("article").first().locator(`a[href="${href}"][aria-hidden="true"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1, name: shopName })).toBeVisible();
  await page.context().close();
});
