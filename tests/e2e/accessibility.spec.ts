import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";

/**
 * docs/product.md#chrome: axe-core, with its WCAG 2.x A/AA rules and best practices, finds nothing serious or
 * critical on any kind of page, on a cheap phone's screen and on a desktop one. Colour contrast is
 * one of those rules, so it holds everywhere too (contrast.spec.ts checks it alone).
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const BLOCKING = new Set(["serious", "critical"]);
const WIDTHS = [1280, 360];

// Six long scans, each on a server of its own: spread over the workers rather than queued on one.
test.describe.configure({ mode: "parallel" });

/** A demo student no other spec signs in as: this spec starts conversations and saves listings as them. */
const STUDENT = "upendo.mwita@demo.chuo.market";

/** What axe finds serious or critical on the page as it is now, one line per rule: page, rule, impact, nodes. */
async function seriousViolations(page: Page, name: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map(
      (violation) =>
        `${name}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** The path of the first link on the page that matches. */
async function firstHref(page: Page, pattern: RegExp, { not }: { not?: string[] } = {}): Promise<string> {
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h) && !not?.includes(h));
  expect(href, `a link matching ${pattern} on ${page.url()}`).toBeTruthy();
  return href!;
}

for (const width of WIDTHS) {
  test(`every public page kind has no serious or critical axe violation at ${width}px`, async ({
    browser,
    allowFailedLoad,
  }) => {
    test.setTimeout(90_000);
    allowFailedLoad("/no-such-page-here");
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      extraHTTPHeaders: { "x-forwarded-for": `10.32.0.${width === 360 ? 1 : 2}` },
    });
    const page = await context.newPage();
    const found: string[] = [];
    const scan = async (name: string, path?: string) => {
      if (path) await page.goto(path);
      found.push(...(await seriousViolations(page, name)));
    };

    await scan("home", "/");
    await scan("products", "/products");
    const productPath = await firstHref(page, /^\/products\/[0-9a-f-]{36}$/);
    await scan("accommodations", "/accommodations");
    const accommodationPath = await firstHref(page, /^\/accommodations\/[0-9a-f-]{36}$/);
    await scan("shops", "/shops");
    const shopPath = await firstHref(page, /^\/shops\/[0-9a-f-]{36}$/);
    await scan("users", "/users");
    const userPath = await firstHref(page, /^\/user\/[^/?#]+$/);
    await scan("a product", productPath);
    await scan("an accommodation", accommodationPath);
    await scan("a shop", shopPath);
    await scan("a seller", userPath);
    await scan("sign in", "/auth");
    await scan("sign up", "/auth?tab=signup");
    await scan("forgot password", "/forgot-password");
    await scan("privacy policy", "/privacy-policy");
    await scan("terms of service", "/terms-of-service");
    await scan("not found", "/no-such-page-here");
    // One page in Kiswahili: the same components, in the other language (and lang="sw").
    await scan("home in Kiswahili", "/?lang=sw");
    await context.close();

    expect(found, "axe found serious or critical violations").toEqual([]);
  });

  test(`every signed-in page kind has no serious or critical axe violation at ${width}px`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await signInAs(browser, { email: STUDENT, address: `10.32.1.${width === 360 ? 1 : 2}` });
    await page.setViewportSize({ width, height: 800 });
    const found: string[] = [];
    const scan = async (name: string, path?: string) => {
      if (path) await page.goto(path);
      found.push(...(await seriousViolations(page, name)));
    };

    await scan("dashboard", "/dashboard");
    await scan("profile", "/profile");
    await scan("two-step sign-in settings", "/profile/two-factor");
    await scan("sell a product", "/products/post");
    await scan("let an accommodation", "/accommodations/post");
    await scan("open a shop", "/shops/create");
    await scan("my listings", "/my-listings");
    const editPath = await firstHref(page, /^\/(products|accommodations)\/[0-9a-f-]{36}\/edit$/);
    await scan("edit a listing", editPath);
    await scan("wallet", "/wallet");

    // Someone else's product, signed in: save it, then message its seller (a product per width, so each width starts a conversation).
    await page.goto("/products");
    const first = await firstHref(page, /^\/products\/[0-9a-f-]{36}$/);
    const productPath =
      width === WIDTHS[0] ? first : await firstHref(page, /^\/products\/[0-9a-f-]{36}$/, { not: [first] });
    await page.goto(productPath);
    const message = page.getByRole("link", { name: /^Message / });
    if ((await message.count()) === 0) throw new Error(`${productPath} is ${STUDENT}'s own product`);
    await scan("a product, signed in");
    await page
      .getByRole("button", { name: /^Favorite: add .* to favorites$/ })
      .first()
      .click();
    await expect(page.getByRole("button", { name: /^Saved: remove .* from favorites$/ }).first()).toBeVisible();
    await scan("a product, saved");
    await message.click();
    await expect(page).toHaveURL(/\/messages\/new\?listing=/);
    await scan("a first message");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}#latest$/);
    await expect(page.getByTestId("message-body").last()).toBeVisible();
    await scan("a conversation");
    // The seller's profile, signed in, before and after following them.
    await page.goto(productPath);
    await page.goto(await firstHref(page, /^\/user\/[^/?#]+$/));
    await scan("a seller, signed in");
    // The other width's run on this server may have followed this seller already (the two products
    // can share one): then the button would unfollow.
    const follow = page.getByRole("button", { name: /^Follow / });
    if ((await follow.getAttribute("aria-pressed")) !== "true") await follow.click();
    await expect(follow).toHaveAttribute("aria-pressed", "true");
    await scan("a seller, followed");
    await scan("messages", "/messages");
    await scan("notifications", "/notifications");
    await scan("favorites", "/favorites");
    await scan("report a listing", `/report?target=listing:${productPath.split("/").pop()}`);
    await page.context().close();

    expect(found, "axe found serious or critical violations").toEqual([]);
  });

  test(`a shop owner's and an admin's pages have no serious or critical axe violation at ${width}px`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const found: string[] = [];
    const scanAll = async (page: Page, pages: [string, string][]) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [name, path] of pages) {
        await page.goto(path);
        found.push(...(await seriousViolations(page, name)));
      }
      await page.context().close();
    };

    const owner = await signInAs(browser, {
      email: "baraka.mushi@demo.chuo.market",
      address: `10.32.2.${width === 360 ? 1 : 2}`,
    });
    await scanAll(owner, [
      ["shop management", "/shop-management"],
      ["post a promotion", "/promotions/post"],
      ["post an event", "/events/post"],
      ["post a service", "/services/post"],
      ["add balance", "/wallet/add-balance"],
      ["withdraw", "/wallet/withdraw"],
    ]);
    const admin = await signInAs(browser, {
      email: "admin@demo.chuo.market",
      address: `10.32.3.${width === 360 ? 1 : 2}`,
    });
    await scanAll(admin, [
      ["users (admin)", "/admin/users"],
      ["reports (admin)", "/admin/reports"],
      ["moderation log (admin)", "/admin/moderation-log"],
      ["campus domains (admin)", "/admin/campus-domains"],
      ["withdrawals to review (admin)", "/admin/payouts"],
      ["books (admin)", "/admin/books"],
    ]);

    expect(found, "axe found serious or critical violations").toEqual([]);
  });
}
