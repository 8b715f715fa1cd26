import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** axe-core's colour-contrast rule (WCAG AA: 4.5:1 for normal text) on what the page shows now. */
async function contrastFailures(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  );
}

for (const width of [1280, 360]) {
  test(`the home page, lists, a product page and sign-in meet 4.5:1 contrast at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/products");
    const hrefs = await page
      .locator('a[href^="/products/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const productPath = hrefs.find((href) => /^\/products\/[0-9a-f-]{36}$/.test(href));
    for (const path of ["/", "/products", productPath!, "/auth", "/auth?tab=signup"]) {
      await page.goto(path);
      expect(await contrastFailures(page), path).toEqual([]);
    }
  });
}
