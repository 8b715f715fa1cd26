import { test as base, expect } from "@playwright/test";

/** Every e2e test fails on a console error or an uncaught page error (DESIGN.md), unless allowed. */
export const test = base.extend<{ consoleErrors: string[] }>({
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
