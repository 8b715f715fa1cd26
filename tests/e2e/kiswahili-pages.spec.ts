import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signInAs, signUpNewStudent, test } from "./fixtures";

// A reader who chose Kiswahili meets no English of ours on any page: every text a page shows (and
// every name it gives a control) is checked against the English catalogue. Names, brands and
// numbers are the same in both catalogues and so never count; what students wrote (listing
// titles, shop names) is not in the catalogue at all.

const MESSAGES = path.resolve(import.meta.dirname, "../../messages");

type Message = string | { match?: Record<string, string> }[];

function strings(message: Message): string[] {
  if (typeof message === "string") return [message];
  return message.flatMap((variant) => Object.values(variant.match ?? {}));
}

/** The English pieces of every message whose Kiswahili differs, split at its placeholders. */
function englishPieces(): { short: Set<string>; long: string[] } {
  const short = new Set<string>();
  const long = new Set<string>();
  for (const area of readdirSync(MESSAGES)) {
    const en = JSON.parse(readFileSync(path.join(MESSAGES, area, "en.json"), "utf8")) as Record<string, Message>;
    const sw = JSON.parse(readFileSync(path.join(MESSAGES, area, "sw.json"), "utf8")) as Record<string, Message>;
    const swahiliText = Object.values(sw).flatMap(strings).join("\n");
    for (const [key, message] of Object.entries(en)) {
      if (key === "$schema" || JSON.stringify(message) === JSON.stringify(sw[key])) continue;
      for (const text of strings(message)) {
        for (const raw of text.split(/\{[^}]*\}/)) {
          const piece = raw.trim().replace(/^[\s.,:;·()'"-]+|[\s.,:;·()'"-]+$/g, "");
          // A piece Kiswahili also uses ("Premium", "WhatsApp", "TShs") is a name, not English.
          if (!/[A-Za-z]{3,}/.test(piece) || swahiliText.includes(piece)) continue;
          if (piece.split(/\s+/).length >= 3) long.add(piece);
          else short.add(piece);
        }
      }
    }
  }
  return { short, long: [...long] };
}

const ENGLISH = englishPieces();

/** Every Kiswahili text of ours, split at its placeholders: what a clipped box must not be cutting. */
function swahiliPieces(): string[] {
  const pieces = new Set<string>();
  for (const area of readdirSync(MESSAGES)) {
    const sw = JSON.parse(readFileSync(path.join(MESSAGES, area, "sw.json"), "utf8")) as Record<string, Message>;
    for (const [key, message] of Object.entries(sw)) {
      if (key === "$schema") continue;
      for (const text of strings(message)) {
        for (const raw of text.split(/\{[^}]*\}/)) {
          const piece = raw.trim();
          if (/[A-Za-z]{3,}/.test(piece)) pieces.add(piece);
        }
      }
    }
  }
  return [...pieces];
}

const SWAHILI = swahiliPieces();

/**
 * At a cheap phone's 360px: nothing wider than the screen, and no box of ours that clips its own
 * words (a label cut mid-word by `truncate` or a fixed width). What students wrote may be clipped,
 * being theirs and any length; our texts are known, so they must fit.
 */
async function cutAtPhoneWidth(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: { wide?: number; clipped?: string }[] = [];
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth) problems.push({ wide: width });
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      if (element.closest("[hidden], script, style, template")) continue;
      const style = getComputedStyle(element);
      if (style.display === "none" || !/hidden|clip/.test(style.overflowX)) continue;
      if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth <= 1) continue;
      const text = element.textContent?.trim();
      if (text) problems.push({ clipped: text });
    }
    return problems;
  });
  return found.flatMap((problem) => {
    if (problem.wide) return [`${problem.wide}px wide`];
    const text = problem.clipped ?? "";
    return SWAHILI.some((piece) => text === piece || (piece.length > 12 && text.includes(piece)))
      ? [`cut: ${text.slice(0, 80)}`]
      : [];
  });
}

/**
 * What the page says: each text node and each name given by an attribute. A short English piece
 * counts when it is a whole text ("Products"), a long one wherever it appears in one.
 */
async function englishLeft(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, [hidden]")) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    return found;
  });
  const left = new Set<string>();
  for (const text of texts) {
    const bare = text.replace(/^[\s.,:;·()'"-]+|[\s.,:;·()'"-]+$/g, "");
    if (ENGLISH.short.has(bare)) left.add(bare);
    for (const piece of ENGLISH.long) if (text.includes(piece)) left.add(piece);
  }
  return [...left];
}

async function checkPages(page: Page, paths: string[]) {
  const problems: string[] = [];
  await page.setViewportSize({ width: 360, height: 740 });
  for (const pagePath of paths) {
    await page.goto(pagePath);
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    for (const english of await englishLeft(page)) problems.push(`${pagePath}: ${english}`);
    for (const cut of await cutAtPhoneWidth(page)) problems.push(`${pagePath} at 360px: ${cut}`);
  }
  expect(problems).toEqual([]);
}

/** The first link on a list page to one item's own page (`/products/<uuid>`). */
async function firstItem(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  const links = await page
    .locator(`main a[href^='${prefix}']`)
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  const found = links.find((link) => new RegExp(`^${prefix}[0-9a-f-]{36}$`).test(link));
  expect(found, `an item on ${list}`).toBeTruthy();
  return found!;
}

test("every public page kind reads in Kiswahili at 360px, with no English of ours left and none cut", async ({
  browser,
  allowFailedLoad,
}) => {
  allowFailedLoad("/hakuna-ukurasa-huu");
  const context = await browser.newContext({
    locale: "sw-TZ",
    extraHTTPHeaders: { "x-forwarded-for": "10.26.0.1", "accept-language": "sw-TZ,sw;q=0.9" },
  });
  const page = await context.newPage();
  const product = await firstItem(page, "/products", "/products/");
  const accommodation = await firstItem(page, "/accommodations", "/accommodations/");
  const shop = await firstItem(page, "/shops", "/shops/");
  await page.goto("/users");
  const seller = await page.locator("main a[href^='/user/']").first().getAttribute("href");
  await checkPages(page, [
    "/",
    "/products",
    "/products?q=laptop&sort=newest",
    product,
    "/accommodations",
    accommodation,
    "/shops",
    shop,
    "/users",
    seller!,
    "/auth",
    "/auth?tab=signup",
    "/forgot-password",
    "/privacy-policy",
    "/terms-of-service",
    "/hakuna-ukurasa-huu",
  ]);
  await context.close();
});

test("every signed-in page kind reads in Kiswahili at 360px, with no English of ours left and none cut", async ({
  browser,
}) => {
  const page = await signUpNewStudent(browser, { fullName: "Rehema Kiswahili", address: "10.26.0.2" });
  // ?lang= turns this browser to Kiswahili without changing the account's saved language.
  await page.goto("/dashboard?lang=sw");
  await checkPages(page, [
    "/dashboard",
    "/profile",
    "/profile/two-factor",
    "/my-listings",
    "/favorites",
    "/wallet",
    "/wallet/add-balance",
    "/wallet/withdraw",
    "/notifications",
    "/messages",
    "/products/post",
    "/accommodations/post",
    "/shops/create",
    "/shop-management",
  ]);
});

test("a shop owner's and an admin's pages read in Kiswahili too", async ({ browser }) => {
  const owner = await signInAs(browser, { email: "baraka.mushi@demo.chuo.market", address: "10.26.0.3" });
  await owner.goto("/shop-management?lang=sw");
  await checkPages(owner, ["/shop-management", "/my-listings", "/wallet", "/messages"]);
  const admin = await signInAs(browser, { email: "admin@demo.chuo.market", address: "10.26.0.4" });
  await admin.goto("/admin/users?lang=sw");
  await checkPages(admin, ["/admin/users", "/admin/payouts", "/admin/books"]);
});

test("the check finds English: the same pages in English fail it", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.26.0.5" } });
  const page = await context.newPage();
  await page.goto("/?lang=en");
  expect(await englishLeft(page)).toEqual(
    expect.arrayContaining(["Products", "Trusted campus marketplace for students, by students"]),
  );
  await context.close();
});

test("the check finds a cut: a heading squeezed into a narrow box fails it", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.26.0.6" } });
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/?lang=sw");
  expect(await cutAtPhoneWidth(page)).toEqual([]);
  await page
    .locator("main h2")
    .first()
    .evaluate((heading) => {
      Object.assign(heading.style, { width: "4rem", overflow: "hidden", whiteSpace: "nowrap" });
    });
  expect(await cutAtPhoneWidth(page)).toEqual([expect.stringMatching(/^cut: /)]);
  await context.close();
});
