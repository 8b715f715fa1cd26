import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, hydratingGoto, test } from "./fixtures";

// Sign-up that lands (docs/product.md#accounts): a new student on a 360 x 780 touch screen.
const PHONE = { width: 360, height: 780 };

/** A phone of its own, with its own client address (so no other test's limits touch it). */
async function phone(browser: Browser, address: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    extraHTTPHeaders: { "x-forwarded-for": address },
    ...options,
  });
  const page = await context.newPage();
  hydratingGoto(page);
  return page;
}

/** The newest confirmation link sent to this address, read in the development outbox (which answers only this machine). */
async function confirmationLink(browser: Browser, email: string, count = 1): Promise<string> {
  const outbox = await browser.newPage();
  await outbox.goto("/dev/outbox");
  const mails = outbox.locator("li", { hasText: `To ${email}` });
  await expect(mails).toHaveCount(count);
  const link = await mails.first().getByRole("link").first().getAttribute("href");
  await outbox.close();
  return link!;
}

test("a student signs up with a number written as WhatsApp shows it, lands on a page that stays, and confirms on to the dashboard", async ({
  browser,
}) => {
  const page = await phone(browser, "10.0.62.1");
  const email = `imani.lands.${Date.now()}@example.co.tz`;
  await page.goto("/auth?tab=signup");
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Full name").fill("Imani Kilele");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("secret-pass");
  const whatsapp = form.getByLabel("WhatsApp number");
  // "+" can be typed: a phone keypad, not digits only. The hint is said once (no placeholder repeating it).
  await expect(whatsapp).toHaveAttribute("inputmode", "tel");
  await expect(whatsapp).not.toHaveAttribute("placeholder");
  await expect(form.getByText("06XXXXXXXX or 07XXXXXXXX")).toHaveCount(1);
  await whatsapp.fill("+255 754 321 098");
  await form.getByRole("checkbox").first().check();
  await form.getByRole("button", { name: "Create Account" }).click();

  // A page that stays, naming the address; a reload shows it again and sends nothing.
  await expect(page).toHaveURL(/\/auth\/check-email\?email=/);
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  await page.reload();
  await waitForPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  await confirmationLink(browser, email, 1);

  // A new link, within the usual limits; said on the page, not only in a toast.
  const resend = page.getByRole("form", { name: "Confirmation e-mail" });
  await resend.getByRole("button", { name: "Send the link again" }).click();
  await expect(resend.getByRole("status")).toHaveText(
    `If ${email} has an account waiting, a new confirmation link is on its way.`,
  );
  const link = await confirmationLink(browser, email, 2);

  // "Wrong address?" goes back to the sign-up form with the address to correct (and no password).
  const back = page.getByRole("link", { name: "Sign up again with the right one" });
  await expect(back).toHaveAttribute("href", `/auth?tab=signup&email=${encodeURIComponent(email)}`);

  // The link, in this browser: confirmed, signed in, and on to the dashboard.
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your e-mail is confirmed" })).toBeVisible();
  await page.reload();
  await waitForPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "Your e-mail is confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Go to my dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Imani Kilele!" })).toBeVisible();
  // Kept the way numbers have always been kept.
  await page.goto("/profile");
  await expect(page.getByRole("textbox", { name: "WhatsApp number" })).toHaveValue("0754321098");
  await page.context().close();
});

test("'wrong address?' brings the address back into the sign-up form, never the password", async ({ browser }) => {
  const page = await phone(browser, "10.0.62.2");
  await page.goto(`/auth?tab=signup&email=${encodeURIComponent("imani.typo@example.co.tz")}`);
  const form = page.getByRole("form", { name: "Sign up" });
  await expect(form.getByLabel("Email")).toHaveValue("imani.typo@example.co.tz");
  await expect(form.getByLabel("Password")).toHaveValue("");
  // Anything but an address is ignored; so is a check-your-e-mail page without one.
  await page.goto("/auth?tab=signup&email=not-an-address");
  await expect(form.getByLabel("Email")).toHaveValue("");
  await page.goto("/auth/check-email?email=not-an-address");
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await page.context().close();
});

test("a refused sign-up puts the focus on the first field to fix, in view", async ({ browser, allowFailedLoad }) => {
  // The refused form is answered 400, which Chromium logs as a failed load.
  allowFailedLoad("/auth.data?tab=signup", 400);
  const page = await phone(browser, "10.0.62.3");
  await page.goto("/auth?tab=signup");
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Full name").fill("Imani Kilele");
  await form.getByLabel("Email").fill(`imani.short.${Date.now()}@example.co.tz`);
  await form.getByLabel("Password").fill("12345");
  await form.getByLabel("WhatsApp number").fill("0854 123 456");
  await form.getByRole("checkbox").first().check();
  await form.getByRole("button", { name: "Create Account" }).click();
  const password = form.getByLabel("Password");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toBeFocused();
  await expect(password).toBeInViewport();
  await expect(password).toHaveAccessibleDescription("Password should be at least 6 characters long.");
  await expect(form.getByLabel("WhatsApp number")).toHaveAccessibleDescription(
    "Enter your WhatsApp number as 06XXXXXXXX or 07XXXXXXXX.",
  );

  // Corrected, the next refusal moves the focus on to the number.
  await password.fill("secret-pass");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(password).not.toHaveAttribute("aria-invalid");
  await expect(form.getByLabel("WhatsApp number")).toBeFocused();
  await expect(form.getByLabel("WhatsApp number")).toBeInViewport();
  await page.context().close();
});

test("Create Account says what is missing while it waits for a campus", async ({ browser }) => {
  const page = await phone(browser, "10.0.62.4");
  await page.goto("/auth?tab=signup");
  const form = page.getByRole("form", { name: "Sign up" });
  const create = form.getByRole("button", { name: "Create Account" });
  await expect(create).toBeDisabled();
  await expect(form.getByText("Choose at least one campus")).toBeVisible();
  await expect(create).toHaveAccessibleDescription("Choose at least one campus");
  await form.getByRole("checkbox").first().check();
  await expect(create).toBeEnabled();
  await expect(form.getByText("Choose at least one campus")).toHaveCount(0);
  await page.context().close();
});

test("the campus list: a search box, the visitor's campus first, rows a thumb can hit, and every campus without JavaScript", async ({
  browser,
}) => {
  const page = await phone(browser, "10.0.62.5");
  await page.goto("/auth?tab=signup");
  const form = page.getByRole("form", { name: "Sign up" });
  const boxes = form.getByRole("checkbox");
  await expect(boxes).toHaveCount(10);
  const showAll = form.getByRole("button", { name: /^Show All \(\d+\)$/ });
  const total = Number((await showAll.textContent())!.match(/\d+/)![0]);

  // The search narrows the list (by short name, name or town) and says when nothing matches.
  const search = form.getByRole("searchbox", { name: "Find your campus" });
  await search.fill("dodoma");
  await expect(form.getByRole("checkbox", { name: /UDOM/ })).toBeVisible();
  await expect(form.getByRole("checkbox", { name: /^SUA / })).toHaveCount(0);
  expect(await boxes.count()).toBeLessThan(10);
  await search.fill("zzz no such campus");
  await expect(form.getByRole("status")).toHaveText("No campus matches “zzz no such campus”.");
  await search.fill("");
  await expect(boxes).toHaveCount(10);

  // Each row is one label at least 44 px tall: a tap anywhere on it ticks the box.
  const row = page.locator("#campus-list li").first();
  expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const label = row.locator("label").first();
  await label.scrollIntoViewIfNeeded();
  const box = (await label.boundingBox())!;
  await page.mouse.click(box.x + box.width - 10, box.y + box.height / 2);
  await expect(boxes.first()).toBeChecked();
  // No inner scroll box: the list is as tall as its rows.
  const list = page.locator("#campus-list");
  expect(await list.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);

  // The campus the visitor chose while browsing (its cookie) comes first.
  await search.fill("SUZA");
  const suza = await form.getByRole("checkbox", { name: /^SUZA / }).getAttribute("value");
  await page.context().addCookies([{ name: "visitorCampus", value: suza!, url: page.url() }]);
  await page.goto("/auth?tab=signup");
  await expect(form.getByRole("checkbox").first()).toHaveAttribute("value", suza!);
  await page.context().close();

  // Without JavaScript every campus is listed, and there is no search box that could not work.
  const plain = await phone(browser, "10.0.62.6", { javaScriptEnabled: false });
  await plain.goto("/auth?tab=signup");
  const plainForm = plain.getByRole("form", { name: "Sign up" });
  await expect(plainForm.getByRole("checkbox")).toHaveCount(total);
  await expect(plainForm.getByRole("searchbox")).toHaveCount(0);
  await plain.context().close();
});

test("a wrong password leaves its message on the form after the toast has gone", async ({
  browser,
  allowFailedLoad,
}) => {
  allowFailedLoad("/auth.data", 401);
  const page = await phone(browser, "10.0.62.7");
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill("amina.juma@demo.chuo.market");
  await form.getByLabel("Password").fill(`not-${DEMO_PASSWORD}`);
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
  const message = form.getByRole("alert");
  await expect(message).toHaveText("Invalid email or password. Please check your credentials and try again.");
  await page.waitForTimeout(6_000);
  await expect(message).toBeVisible();
  await expect(message).toHaveText("Invalid email or password. Please check your credentials and try again.");
  await page.context().close();
});

test("/auth keeps a pending action (?then=) on the sign-in form and its tabs, and drops one too long", async ({
  browser,
}) => {
  const page = await phone(browser, "10.0.62.8");
  await page.goto("/auth?redirectTo=%2Fproducts&then=favorite%3Aabc");
  const form = page.getByRole("form", { name: "Sign in" });
  await expect(form.locator('input[type="hidden"][name="then"]')).toHaveValue("favorite:abc");
  const tabs = page.getByRole("navigation", { name: "Sign in or sign up" });
  await expect(tabs.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
    "href",
    "/auth?tab=signup&redirectTo=%2Fproducts&then=favorite%3Aabc",
  );
  await page.goto(`/auth?then=${"x".repeat(201)}`);
  await expect(form.locator('input[name="then"]')).toHaveCount(0);
  await page.context().close();
});

/** After a reload, the page is hydrated again before the test acts on it. */
async function waitForPage(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
