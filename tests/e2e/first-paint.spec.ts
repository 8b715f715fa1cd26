import http from "node:http";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * What Lighthouse's slow-4G phone measures (`npm run lighthouse`, docs/performance.md), in stand-ins
 * that do not depend on this machine's speed: no stylesheet holds up the first paint, each page's
 * own styles are in its HTML and style it completely, the largest photo is asked for first, and
 * each page kind's HTML, script and image bytes stay within their budgets
 * (docs/decisions/0022-inline-page-stylesheet.md), and the app's scripts are asked for only once
 * the first screen is painted (docs/decisions/0023-scripts-after-the-first-screen.md).
 */

const PHONE = { width: 360, height: 780 };

/** Budgets in bytes, gzip: the HTML with its styles, the styles alone, the scripts, and the photos a phone loads on arrival. */
interface Budget {
  html: number;
  styles: number;
  scripts: number;
  images: number;
}

const KB = 1024;
/** Lists and the home page: 12 to 20 cards (docs/decisions/0022-inline-page-stylesheet.md on why / is over 20 KB). */
const LIST: Budget = { html: 25 * KB, styles: 6 * KB, scripts: 130 * KB, images: 120 * KB };
/** A listing's or shop's own page: its gallery, contact and report forms load more script. */
const DETAIL: Budget = { html: 17 * KB, styles: 6 * KB, scripts: 150 * KB, images: 200 * KB };
/** `photo`: the page's own photo (gallery, cover) is its largest element; `cards`: the first card's photo is. */
const PAGE_KINDS: {
  kind: string;
  path: (page: Page) => Promise<string>;
  budget: Budget;
  photo?: boolean;
  cards?: boolean;
}[] = [
  { kind: "home", path: async () => "/", budget: LIST },
  { kind: "products", path: async () => "/products?campuses=all", budget: LIST, cards: true },
  {
    kind: "product",
    path: (page) => firstItem(page, "/products?campuses=all", "/products/"),
    budget: DETAIL,
    photo: true,
  },
  { kind: "accommodations", path: async () => "/accommodations?campuses=all", budget: LIST, cards: true },
  {
    kind: "accommodation",
    path: (page) => firstItem(page, "/accommodations?campuses=all", "/accommodations/"),
    budget: DETAIL,
    photo: true,
  },
  { kind: "shops", path: async () => "/shops", budget: { ...LIST, html: 21 * KB }, cards: true },
  { kind: "shop", path: (page) => firstItem(page, "/shops", "/shops/"), budget: DETAIL, photo: true },
  { kind: "sellers", path: async () => "/users", budget: { ...LIST, html: 20 * KB } },
  { kind: "sign-in", path: async () => "/auth", budget: { ...LIST, html: 14 * KB, images: 20 * KB } },
];

/** A card's own photo (a listing's, a shop's cover), not a shop's logo beside its name. */
const CARD_PHOTO = "img[class*='aspect-[4/3]'][src*='/uploads/']";

/** The first item of a list that shows a photo, as a student reaches it. */
async function firstItem(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  const withPhoto = page.locator("main article", { has: page.locator(CARD_PHOTO) }).first();
  const href = await withPhoto.locator(`a[href^='${prefix}']`).first().getAttribute("href");
  expect(href, `${list} shows an item with a photo`).toMatch(new RegExp(`^${prefix}[0-9a-f-]{36}$`));
  return href!;
}

/** The page's HTML as a browser that accepts gzip receives it, and how many bytes came over the wire. */
function fetchGzipped(url: URL): Promise<{ html: string; wireBytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        expect(response.headers["content-encoding"]).toBe("gzip");
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", async () => {
          const { gunzipSync } = await import("node:zlib");
          const body = Buffer.concat(chunks);
          resolve({ html: gunzipSync(body).toString("utf8"), wireBytes: body.length });
        });
      })
      .on("error", reject);
  });
}

/** The computed style of every element in the page, as one comparable list. */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const properties = [
      "display",
      "position",
      "box-sizing",
      "width",
      "height",
      "margin",
      "padding",
      "border",
      "border-radius",
      "color",
      "background-color",
      "background-image",
      "font-size",
      "font-weight",
      "line-height",
      "text-align",
      "flex-direction",
      "flex-wrap",
      "gap",
      "grid-template-columns",
      "align-items",
      "justify-content",
      "overflow",
      "object-fit",
      "box-shadow",
      "opacity",
      "visibility",
    ];
    return [...document.body.querySelectorAll("*")].map((element, index) => {
      const style = getComputedStyle(element);
      return `${index} ${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}: ${properties.map((p) => `${p}=${style.getPropertyValue(p)}`).join("; ")}`;
    });
  });
}

test("no stylesheet holds up the first paint: each page's own styles are in its head, and the HTML, script and image bytes stay within each page kind's budget", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { "x-forwarded-for": "10.33.0.1" } });
  const page = await context.newPage();
  const measured: string[] = [];
  let prioritized = 0;
  for (const { kind, path: pathOf, budget, photo, cards } of PAGE_KINDS) {
    const path = await pathOf(page);
    const { html, wireBytes } = await fetchGzipped(new URL(path, baseURL));
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, `${kind}: a stylesheet in the head would hold up the first paint`).not.toMatch(
      /<link[^>]+rel="stylesheet"/,
    );
    const styles = /<style nonce="[^"]+" data-site-stylesheet="(\/assets\/[^"]+\.css)">([\s\S]*?)<\/style>/.exec(head);
    expect(styles, `${kind}: its styles are in its head`).not.toBeNull();
    const stylesBytes = gzipSync(styles![2]!).length;
    // The app's scripts are not asked for by the HTML itself: they wait for the first screen (next test).
    expect(html, `${kind}: no module is preloaded from the HTML`).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html, `${kind}: no module script runs from the HTML`).not.toMatch(/<script[^>]+type="module"/);

    // What a phone loads on arrival: the scripts the page starts with, and the photos it shows.
    const scripts = new Map<string, Promise<number>>();
    const images = new Map<string, Promise<number>>();
    const onResponse = (response: import("@playwright/test").Response) => {
      const address = new URL(response.url()).pathname;
      const bucket = address.endsWith(".js") ? scripts : response.request().resourceType() === "image" ? images : null;
      if (bucket && !bucket.has(address))
        bucket.set(
          address,
          response.body().then((body) => (address.endsWith(".js") ? gzipSync(body).length : body.length)),
        );
    };
    page.on("response", onResponse);
    await page.goto(path, { waitUntil: "networkidle" });
    page.off("response", onResponse);
    const sum = async (sizes: Map<string, Promise<number>>) =>
      (await Promise.all(sizes.values())).reduce((a, b) => a + b, 0);
    const [scriptBytes, imageBytes] = [await sum(scripts), await sum(images)];
    measured.push(
      `${kind}: html ${wireBytes} (styles ${stylesBytes}), scripts ${scriptBytes}, images ${imageBytes} in ${images.size}`,
    );
    expect.soft(wireBytes, `${kind}: HTML`).toBeLessThanOrEqual(budget.html);
    expect.soft(stylesBytes, `${kind}: its styles`).toBeLessThanOrEqual(budget.styles);
    expect.soft(scriptBytes, `${kind}: scripts`).toBeLessThanOrEqual(budget.scripts);
    expect.soft(imageBytes, `${kind}: images`).toBeLessThanOrEqual(budget.images);

    // Once running, the page has the whole stylesheet for the pages it opens next.
    await expect(page.locator(`link[rel="stylesheet"][href="${styles![1]}"]`)).toHaveCount(1);

    if (photo) {
      // The largest photo is asked for first, at the width the screen needs.
      const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
      await expect(preload, `${kind}: its photo is preloaded first`).toHaveCount(1);
      await expect(preload).toHaveAttribute("imagesrcset", /\.w480\.webp 480w, .+\.w960\.webp 960w/);
    }
    if (cards) {
      // The first row's photos are asked for at once and first (preloaded); the cards further down
      // wait until scrolled near. (Other specs post products without photos, newest first: a card
      // without a photo has nothing to ask for.)
      const articles = page.locator("main article");
      for (const [index, article] of (await articles.all()).entries()) {
        const photo = article.locator(CARD_PHOTO).first();
        if ((await photo.count()) === 0) continue;
        if (index < 2) {
          await expect(photo, `${kind}: card ${index + 1}'s photo`).toHaveAttribute("fetchpriority", "high");
          expect(await photo.getAttribute("loading")).toBeNull();
          await expect(
            page.locator(`head link[rel="preload"][as="image"][href="${await photo.getAttribute("src")}"]`),
          ).toHaveCount(1);
          prioritized++;
        } else {
          await expect(photo, `${kind}: card ${index + 1}'s photo`).toHaveAttribute("loading", "lazy");
        }
      }
    }
  }
  expect(prioritized, "a first card with a photo on some list").toBeGreaterThan(0);
  test.info().annotations.push({ type: "bytes (gzip)", description: measured.join("\n") });
  console.log(measured.join("\n"));
  await context.close();
});

test("without JavaScript each page is styled completely by its own styles: adding the whole stylesheet changes nothing", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const withScripts = await browser.newContext({
    viewport: PHONE,
    extraHTTPHeaders: { "x-forwarded-for": "10.33.0.2" },
  });
  const finder = await withScripts.newPage();
  const paths = [
    "/",
    "/products?campuses=all",
    await firstItem(finder, "/products?campuses=all", "/products/"),
    "/shops",
    await firstItem(finder, "/shops", "/shops/"),
    "/users",
    "/auth?tab=signup",
  ];
  await withScripts.close();
  for (const width of [PHONE.width, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": "10.33.0.3" },
    });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('link[rel="stylesheet"]'), path).toHaveCount(0);
      const own = await computedStyles(page);
      const href = (await page.locator("style[data-site-stylesheet]").getAttribute("data-site-stylesheet"))!;
      await page.evaluate((url) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = url;
        document.head.append(link);
      }, href);
      await expect
        .poll(() =>
          page.evaluate(
            (url) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(url) && sheet.cssRules.length > 0),
            href,
          ),
        )
        .toBe(true);
      expect(await computedStyles(page), `${path} at ${width}px`).toEqual(own);
    }
    await context.close();
  }
});

test("a page opened from another in the browser is styled: the whole stylesheet came after the first paint", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/auth");
  // The sign-in page's own styles have no rule for a card title cut to two lines...
  expect(await page.locator("style[data-site-stylesheet]").textContent()).not.toContain(".line-clamp-2{");
  // ...and the home page it opens in the browser (no new HTML, so no new styles in a head) has them.
  await page.getByRole("link", { name: "Chuo Market" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  const title = page.locator("main article h3").first();
  await expect(title).toBeVisible();
  // The whole stylesheet may still be on its way when the page opens: it applies as it arrives.
  await expect.poll(() => title.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe("2");
});

test("the app's scripts are asked for only once the first screen is painted and its photos have arrived, and the page then runs", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { "x-forwarded-for": "10.33.0.3" } });
  const page = await context.newPage();
  const pages = ["/products?campuses=all", await firstItem(page, "/products?campuses=all", "/products/"), "/users"];
  let photosSeen = 0;
  for (const path of pages) {
    // A browser of its own each time: nothing comes from its cache.
    const fresh = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { "x-forwarded-for": "10.33.0.3" } });
    const visit = await fresh.newPage();
    await visit.goto(path);
    // goto() returned once the page was hydrated (fixtures.ts): the app started.
    const timing = await visit.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
      const firstScreenPhotos = [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.top < window.innerHeight && box.bottom > 0 && box.width > 0 && image.currentSrc !== "";
        })
        .map((image) => resources.find((entry) => entry.name === image.currentSrc));
      return {
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
        photosArrived: firstScreenPhotos.map((entry) => entry?.responseEnd ?? Number.NaN),
      };
    });
    expect(timing.scripts, `${path}: the app's modules were loaded`).toBeGreaterThan(5);
    expect(timing.firstScript, `${path}: the scripts came after the first paint`).toBeGreaterThanOrEqual(
      timing.firstPaint,
    );
    for (const arrived of timing.photosArrived)
      expect(timing.firstScript, `${path}: the scripts came after the first screen's photos`).toBeGreaterThanOrEqual(
        arrived,
      );
    photosSeen += timing.photosArrived.length;
    await fresh.close();
  }
  expect(photosSeen, "first screens with photos").toBeGreaterThan(0);
  await context.close();
});
