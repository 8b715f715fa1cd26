import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, hydratingGoto, SITE, submitSignInForm, test } from "./fixtures";

const DEMO = { email: "baraka.mushi@demo.chuo.market", password: DEMO_PASSWORD };
let addressCounter = 0;

/** A browser context with its own client address, so rate limits of one test never touch another. */
async function newVisitor(browser: Browser): Promise<Page> {
  addressCounter += 1;
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${addressCounter}` } });
  const page = await context.newPage();
  hydratingGoto(page);
  return page;
}

async function signIn(page: Page, email: string, password: string) {
  await submitSignInForm(page, { email, password });
}

test("a demo account signs in, sees the signed-in header, and signs out after confirming", async ({ browser }) => {
  const page = await newVisitor(browser);
  await page.goto("/auth");
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Baraka Mushi!" })).toBeVisible();
  await expect(page.getByText("Total listings")).toBeVisible();
  await expect(page.getByRole("link", { name: /You (listed|opened)/ }).first()).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await nav.getByText("My account").click();
  await expect(nav.getByRole("link", { name: "Profile" })).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign Up Free" })).toHaveCount(0);
  // A signed-in visitor of /auth goes on to the dashboard.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);

  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await nav.getByText("My account").click();
  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("status")).toContainText("You have been successfully signed out.");
  expect(question).toBe("Are you sure you want to sign out? You'll need to sign in again to access your account.");
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.context().close();
});

test("a wrong password is refused with its message", async ({ browser, allowFailedLoad }) => {
  // The sign-in action answers 401, which Chromium logs as a failed load of the route's data.
  allowFailedLoad("/auth.data", 401);
  const page = await newVisitor(browser);
  await page.goto("/auth");
  await signIn(page, DEMO.email, "not-the-password");
  // In the toast, and on the form, where it stays.
  await expect(page.getByRole("alert").filter({ hasText: "Login Failed" })).toContainText(
    "Invalid email or password. Please check your credentials and try again.",
  );
  await expect(page.getByRole("form", { name: "Sign in" }).getByRole("alert")).toHaveText(
    "Invalid email or password. Please check your credentials and try again.",
  );
  await page.context().close();
});

test("a protected page sends a visitor to sign in and back", async ({ browser }) => {
  const page = await newVisitor(browser);
  await page.goto("/favorites");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Ffavorites$/);
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/favorites$/);
  await page.context().close();
});

test("sign-up: its messages, confirmation by e-mail, then signed in", async ({ browser, allowFailedLoad }) => {
  // Each refusal below answers with its status, which Chromium logs as a failed load of the action:
  // the invalid form (400), the e-mail already in use (409), the unconfirmed sign-in (403).
  allowFailedLoad("/auth.data?tab=signup", 400);
  allowFailedLoad("/auth.data?tab=signup", 409);
  allowFailedLoad("/auth.data", 403);
  const page = await newVisitor(browser);
  const email = `asha.${Date.now()}@example.co.tz`;
  await page.goto("/auth?tab=signup");
  const form = page.getByRole("form", { name: "Sign up" });
  const create = form.getByRole("button", { name: "Create Account" });
  await form.getByLabel("Full name").fill("Asha Juma");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("12345");
  await form.getByLabel("WhatsApp number").fill("0854123456");
  await expect(create).toBeDisabled(); // no campus yet
  await form.getByRole("checkbox").first().check();
  await form.getByRole("checkbox").nth(1).check();
  await expect(form.getByRole("radio", { name: "Primary" }).first()).toBeChecked();
  await create.click();
  await expect(form.getByText("Password should be at least 6 characters long.")).toBeVisible();
  await expect(form.getByText("Enter your WhatsApp number as 06XXXXXXXX or 07XXXXXXXX.")).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Weak Password");

  await form.getByLabel("Email").fill(DEMO.email);
  await form.getByLabel("Password").fill("secret-pass");
  await form.getByLabel("WhatsApp number").fill("0754 123 456");
  await create.click();
  await expect(page.getByRole("alert")).toContainText(
    "An account with this email already exists. Please sign in instead.",
  );

  await form.getByLabel("Email").fill(email);
  await create.click();
  await expect(page.getByRole("status")).toContainText(
    "Please check your email for a confirmation link to complete your registration.",
  );
  await expect(page).toHaveURL(/\/auth\/check-email\?email=/);
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();

  // Not confirmed yet.
  await page.getByRole("link", { name: "Sign In" }).first().click();
  await signIn(page, email, "secret-pass");
  await expect(page.getByRole("form", { name: "Sign in" }).getByRole("alert")).toHaveText(
    "Please check your email and click the confirmation link before signing in.",
  );
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByRole("status")).toContainText("a new confirmation link is on its way.");

  // The confirmation link, read in the development outbox (which answers only this machine),
  // opens a page that asks; confirming there, in the browser that signed up, lands on a page that
  // says so, signed in, and goes on to the dashboard.
  const outbox = await browser.newPage();
  await outbox.goto("/dev/outbox");
  await expect(outbox.locator("li", { hasText: `To ${email}` })).toHaveCount(2);
  const mail = outbox.locator("li", { hasText: `To ${email}` }).first();
  await expect(mail).toContainText("Confirm your Chuo Market account");
  const link = await mail.getByRole("link").first().getAttribute("href");
  await outbox.close();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page.getByRole("status")).toContainText("Welcome to Chuo Market! Your account is ready.");
  await expect(page.getByRole("heading", { name: "Your e-mail is confirmed" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await page.getByRole("link", { name: "Go to my dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Asha Juma!" })).toBeVisible();
  await page.context().close();
});

test("wrong passwords make that account wait, while other students on the same address sign in", async ({
  request,
}) => {
  const campusNat = { "x-forwarded-for": "203.0.113.7", origin: SITE };
  const signIn = (email: string, password: string) =>
    request.post("/auth", { headers: campusNat, form: { intent: "signin", email, password }, maxRedirects: 0 });
  const guessed = `guessed.${Date.now()}@example.co.tz`;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await signIn(guessed, `wrong-password-${i}`)).status());
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  // Today's code limited the address: the sixth sign-in from it, anyone's, was refused.
  for (let i = 0; i < 3; i++) {
    const classmate = await signIn(DEMO.email, DEMO.password);
    expect(classmate.status()).toBe(302);
    expect(classmate.headers().location).toBe("/dashboard");
  }
});

test("the development outbox answers only this machine, directly, never through a proxy", async ({ request }) => {
  expect((await request.get("/dev/outbox")).status()).toBe(200);
  // A forwarding header means a proxy (or a client pretending): whatever it says, 404.
  const forwarded: Record<string, string>[] = [
    { "x-forwarded-for": "198.51.100.250" },
    { "x-forwarded-for": "127.0.0.1" },
    { forwarded: "for=127.0.0.1" },
    { "x-real-ip": "127.0.0.1" },
  ];
  for (const headers of forwarded) {
    expect((await request.get("/dev/outbox", { headers })).status(), JSON.stringify(headers)).toBe(404);
  }
});

test("the development outbox answers only the site's own address, never a rebound name", async ({
  request,
  baseURL,
}) => {
  const site = new URL(baseURL!);
  expect((await request.get("/dev/outbox", { headers: { host: site.host } })).status()).toBe(200);
  // A page on evil.example whose name now points at this machine sends its own name as Host.
  for (const host of [`evil.example:${site.port}`, `attacker.localhost:${site.port}`, `127.0.0.1:${site.port}`]) {
    expect((await request.get("/dev/outbox", { headers: { host } })).status(), host).toBe(404);
  }
});
