import { test as base, expect, type Browser, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (root.tsx marks <html data-hydrated>), so a test's
 * clicks reach the app's handlers and not the bare server HTML. Pages without JavaScript skip it.
 */
export async function waitForHydration(page: Page) {
  await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 10_000 })
    .catch(() => undefined);
}

/** Makes a page's goto() return once the page is hydrated. */
export function hydratingGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
}

/** Every e2e test fails on a console error or an uncaught page error (DESIGN.md), unless allowed. */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    hydratingGoto(page);
    await use(page);
  },
  context: async ({ context }, use) => {
    context.on("page", hydratingGoto);
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      // 404 pages log a failed resource load by design; anything else is a bug.
      expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A browser of its own (its own client address, so rate limits of other tests do not touch it)
 * signed in on /auth as the given user. With `expectUrl` the caller checks where it landed.
 */
export async function signInAs(
  browser: Browser,
  { email, password = DEMO_PASSWORD, address, redirectTo, expectUrl = /\/dashboard$/ }: { email: string; password?: string; address: string; redirectTo?: string; expectUrl?: RegExp | null },
): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  const page = await context.newPage();
  hydratingGoto(page);
  await page.goto(redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  if (expectUrl) await expect(page).toHaveURL(expectUrl);
  return page;
}

export const DEMO_PASSWORD = "chuo-demo-2026";

/**
 * A new student account, signed up on /auth and confirmed through the development outbox, in a
 * browser of its own. Returns the signed-in page.
 */
export async function signUpNewStudent(browser: Browser, { fullName, address }: { fullName: string; address: string }): Promise<Page> {
  const email = `${fullName.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.co.tz`;
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  const page = await context.newPage();
  hydratingGoto(page);
  await page.goto("/auth?tab=signup");
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Full name").fill(fullName);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("secret-pass");
  await form.getByLabel("WhatsApp number").fill("0754123456");
  await form.getByRole("checkbox").first().check();
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("status")).toContainText("Please check your email for a confirmation link");
  // The outbox answers only this machine: read it from a browser without the test's address.
  const outbox = await browser.newPage();
  await outbox.goto("/dev/outbox");
  const link = await outbox.locator("li", { hasText: `To ${email}` }).first().getByRole("link").first().getAttribute("href");
  await outbox.close();
  await page.goto(link!);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
  return page;
}

/** Buttons, links and form fields on the page that have no accessible name (should be none). */
export function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("button, a[href], input:not([type=hidden]), select, textarea")]
      .filter((el) => {
        // Text in a closed menu is not rendered (empty innerText) but still names the control.
        const label = el.getAttribute("aria-label") || (el as HTMLElement).innerText?.trim() || el.textContent?.trim() || el.getAttribute("title");
        const id = el.getAttribute("id");
        const labelled = id ? document.querySelector(`label[for="${id}"]`) : null;
        return !label && !labelled && !el.closest("label");
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );
}
