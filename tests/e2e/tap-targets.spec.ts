import type { Browser, Page } from "@playwright/test";
import { expect, hydratingGoto, signInAs, test } from "./fixtures";

/** A cheap Android phone's screen, where a thumb is wider than a mouse pointer. */
const PHONE = { width: 360, height: 780 };

/** WCAG 2.2 AA (2.5.8 Target Size, Minimum) for every control; the house rule for primary actions and list rows. */
const MINIMUM = 24;
const PRIMARY = 44;
/** List rows a thumb runs down: the footer's link lists and every entry of the phone's open menu. */
const ROWS = "footer li a, header details[open] > :not(summary) :is(a, button)";

interface Target {
  name: string;
  where: string;
  width: number;
  height: number;
  /** What it must reach: 24 px square, or 44 px tall for a primary action or a list row. */
  kind: "control" | "primary" | "row";
}

/**
 * Every visible control inside `scopes`, with the box a finger has to hit. Skipped: links inside
 * a sentence (WCAG's "inline" exception), controls hidden from sight (a skip link until focused),
 * and a checkbox or radio button wrapped in or named by a <label>: the label is what is tapped,
 * so the label is measured.
 */
function measure(page: Page, scopes: string[], rows = ROWS): Promise<Target[]> {
  return page.evaluate(
    ([scopes, rows]) => {
      const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]";
      const seen = new Set<Element>();
      const found: Target[] = [];
      const textOf = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim();
      const nameOf = (el: Element): string => {
        const input = el as HTMLInputElement;
        const labelled = el.getAttribute("aria-labelledby");
        const named =
          el.getAttribute("aria-label") ??
          (labelled ? textOf(document.getElementById(labelled) ?? el) : null) ??
          (input.labels?.length ? textOf(input.labels[0]!) : null) ??
          (textOf(el) || el.getAttribute("title") || el.getAttribute("name") || el.getAttribute("href") || "");
        return `<${el.tagName.toLowerCase()}${input.type && el.tagName === "INPUT" ? ` type=${input.type}` : ""}> "${named.slice(0, 60)}"`;
      };
      const whereOf = (el: Element): string => {
        const region = el.closest("header, footer, nav, form, section, article, li, main, details, dialog");
        if (!region) return "page";
        const label =
          region.getAttribute("aria-label") ??
          (region.getAttribute("aria-labelledby")
            ? textOf(document.getElementById(region.getAttribute("aria-labelledby")!) ?? region)
            : "");
        return `${region.tagName.toLowerCase()}${label ? ` "${label.slice(0, 40)}"` : ""}`;
      };
      /** A link in running text: laid out inline among words of its parent that are not its own. */
      const inSentence = (el: Element): boolean => {
        if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
        const parent = el.parentElement;
        if (!parent) return false;
        return Array.from(parent.childNodes).some(
          (node) =>
            node !== el &&
            (node.textContent ?? "").trim() !== "" &&
            (node.nodeType === Node.TEXT_NODE || getComputedStyle(node as Element).display === "inline"),
        );
      };
      const isPrimary = (el: Element): boolean => {
        const classes = el.classList;
        if (classes.contains("bg-brand") && classes.contains("text-white")) return true;
        // The submit button of a form a student fills in (not a one-button form such as "Remove").
        const button = el as HTMLButtonElement;
        if (el.tagName !== "BUTTON" || button.type !== "submit" || !button.form) return false;
        return Array.from(
          button.form.querySelectorAll("input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea"),
        ).some((field) => field.checkVisibility());
      };
      for (const scope of scopes) {
        for (const root of Array.from(document.querySelectorAll(scope))) {
          for (const el of Array.from(root.querySelectorAll(CONTROLS))) {
            if (seen.has(el)) continue;
            seen.add(el);
            if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
            if (inSentence(el)) continue;
            let box = el.getBoundingClientRect();
            const input = el as HTMLInputElement;
            const tapped =
              el.tagName === "INPUT" &&
              (input.type === "checkbox" || input.type === "radio" || box.width <= 1 || box.height <= 1)
                ? (el.closest("label") ?? input.labels?.[0])
                : null;
            if (tapped) box = tapped.getBoundingClientRect();
            // Visually hidden until focused (the skip link), or hidden with nothing to tap instead.
            if (box.width <= 1 || box.height <= 1) continue;
            const kind = isPrimary(el) ? "primary" : el.matches(rows) ? "row" : "control";
            found.push({
              name: nameOf(el),
              where: whereOf(el),
              width: Math.round(box.width * 10) / 10,
              height: Math.round(box.height * 10) / 10,
              kind,
            });
          }
        }
      }
      return found;
    },
    [scopes, rows] as const,
  );
}

/** The targets below their size, one line each: what it is, where, how big, what it needs. */
function offenders(targets: Target[]): string[] {
  return targets
    .filter((t) => t.width < MINIMUM || t.height < MINIMUM || (t.kind !== "control" && t.height < PRIMARY))
    .map(
      (t) =>
        `${t.name} in ${t.where}: ${t.width}×${t.height} px, needs ${t.kind === "control" ? `${MINIMUM}×${MINIMUM}` : `${MINIMUM} wide and ${PRIMARY} tall (${t.kind})`}`,
    );
}

/** Measures the page's header, main content and footer, then again with the mobile menu open. */
async function checkPage(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const targets = await measure(page, ["header", "main", "footer"]);
  const problems = targets.length > 0 ? offenders(targets) : ["no controls found"];
  // The phone's menu: the header's one disclosure a phone shows.
  const menu = page.locator("header details > summary:visible");
  await expect(menu).toHaveCount(1);
  await menu.click();
  await expect(page.locator("header details[open]")).toHaveCount(1);
  problems.push(...offenders(await measure(page, ["header details[open] > :not(summary)"])).map((p) => `menu: ${p}`));
  await menu.click();
  return problems.map((p) => `${path} ${p}`);
}

async function phone(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { "x-forwarded-for": address } });
  const page = await context.newPage();
  hydratingGoto(page);
  return page;
}

test("at 360 px every control is at least 24×24 px and primary actions and list rows are 44 px tall", async ({
  browser,
}) => {
  const visitor = await phone(browser, "203.0.113.176");
  const problems: string[] = [];
  for (const path of ["/", "/products", "/auth?tab=signup", "/auth", "/users", "/shops"])
    problems.push(...(await checkPage(visitor, path)));
  // A product's own page: the first card of the list.
  await visitor.goto("/products");
  const product = await visitor
    .locator("main a[href^='/products/']:not([href='/products/post'])")
    .first()
    .getAttribute("href");
  problems.push(...(await checkPage(visitor, product!)));
  // A seller's own page: the first of the directory.
  await visitor.goto("/users");
  const sellerPage = await visitor.locator("main a[href^='/user/']").first().getAttribute("href");
  problems.push(...(await checkPage(visitor, sellerPage!)));

  const seller = await signInAs(browser, { email: "amina.juma@demo.chuo.market", address: "203.0.113.177" });
  await seller.setViewportSize(PHONE);
  for (const path of ["/dashboard", "/my-listings", "/products/post", "/profile"])
    problems.push(...(await checkPage(seller, path)));

  expect(problems, `tap targets too small at 360 px:\n${problems.join("\n")}`).toEqual([]);
});

test("the measure skips links inside a sentence and measures a checkbox by its label", async ({ page }) => {
  // A page of its own (the app's Content-Security-Policy allows no inline styles).
  await page.setContent(`<main>
    <p>Read our <a href="/terms-of-service">terms</a> before posting.</p>
    <label style="display:flex;min-height:44px;align-items:center"><input type="checkbox" style="width:13px;height:13px"> Keep me signed in</label>
    <a href="/privacy-policy" style="display:inline-block;font-size:10px;line-height:12px">tiny</a>
    <a href="#main" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)">Skip to content</a>
  </main>`);
  const targets = await measure(page, ["main"]);
  expect(targets.map((t) => t.name)).toEqual(['<input type=checkbox> "Keep me signed in"', '<a> "tiny"']);
  expect(targets[0]!.height).toBeGreaterThanOrEqual(44);
  expect(offenders(targets)).toEqual([expect.stringContaining('<a> "tiny" in main')]);
});
