import { test as base, expect, type Page } from "@playwright/test";

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
