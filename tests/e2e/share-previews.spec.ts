import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect, signUpNewStudent, test } from "./fixtures";

/** docs/product.md#routes (sitemap, robots.txt): search engines find the public listings and shops, and only them. */
test("robots.txt keeps crawlers off signed-in pages and names the sitemap on the site's own address", async ({
  request,
  baseURL,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const text = await robots.text();
  expect(text).toContain("Disallow: /dashboard\n");
  expect(text).toContain("Disallow: /messages\n");
  expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).toString()}`);
});

test("the sitemap lists public products and shops by absolute address, and no person's page", async ({
  page,
  request,
  baseURL,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  // A product a visitor finds on /products is in it, on the site's own address.
  await page.goto("/products?campuses=all");
  const first = await page.locator("main article a[href^='/products/']").first().getAttribute("href");
  expect(xml).toContain(`<loc>${new URL(first!, baseURL).toString()}</loc>`);
  expect(xml).toMatch(/<loc>[^<]+\/shops\/[0-9a-f-]{36}<\/loc>/);
  expect(xml).not.toMatch(/\/user\//);
  expect(xml).not.toMatch(/\+?255\d{9}|\b0[67]\d{8}\b/);
  // Pages that are not there are 404, never 500.
  for (const asked of ["2", "0", "abc", "1e9"])
    expect((await request.get(`/sitemap.xml?page=${asked}`)).status(), asked).toBe(404);
  expect((await request.get("/sitemap.xml?page=1")).status()).toBe(200);
});

/** Decision 0021: a link shared on WhatsApp shows the listing's photo, price and campus. */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, "\\:")}" content="([^"]*)"`)
      .exec(html)?.[1]
      ?.replaceAll("&amp;", "&");
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return { html, meta, canonical, jsonLd };
}

/** The preview picture a link-preview app would fetch: a 1200×630 JPEG under 300 KB. */
async function expectSharePicture(request: APIRequestContext, url: string) {
  const picture = await request.get(url, { maxRedirects: 0 });
  expect(picture.status(), url).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/jpeg");
  const bytes = await picture.body();
  expect(bytes.byteLength).toBeLessThanOrEqual(300 * 1024);
  expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
}

const STUDENT_NUMBER = /\+?255\s?\d{3}\s?\d{3}\s?\d{3}|\b0[67]\d{2}\s?\d{3}\s?\d{3}\b/;

test("a product page's preview: title with its price, its campus, its photo's 1200×630 preview on the site's address, Product data and one canonical address", async ({
  page,
  request,
  baseURL,
}) => {
  // A product with a photo (other tests post some without): its card shows the photo's card size.
  await page.goto("/products?campuses=all");
  const href = (await page
    .locator("main article", { has: page.locator("img[src*='/uploads/product-images/']") })
    .first()
    .locator("a[href^='/products/']")
    .first()
    .getAttribute("href"))!;
  const { meta, canonical, jsonLd, html } = await headOf(request, `${href}?photo=0`);
  expect(meta("og:title")).toMatch(/ · TShs [\d,]+$/);
  expect(meta("og:type")).toBe("product");
  expect(meta("twitter:card")).toBe("summary_large_image");
  expect(canonical).toBe(new URL(href, baseURL).toString());
  expect(meta("og:url")).toBe(canonical);
  const image = meta("og:image")!;
  expect(image.startsWith(new URL("/uploads/product-images/", baseURL).toString())).toBe(true);
  expect(image).toMatch(/\.share\.jpg$/);
  expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"]);
  await expectSharePicture(request, image);
  const product = jsonLd.find((data) => data["@type"] === "Product") as {
    name: string;
    offers: { price: number; priceCurrency: string; availability: string };
  };
  expect(meta("og:title")!.startsWith(product.name)).toBe(true);
  expect(product.offers).toMatchObject({ priceCurrency: "TZS", availability: "https://schema.org/InStock" });
  expect(meta("og:title")).toContain(product.offers.price.toLocaleString("en-US"));
  expect(html).not.toMatch(STUDENT_NUMBER);

  // The campus (the seller card's) leads the description; the photo is asked for first, at the size the screen needs.
  await page.goto(href);
  const sellerCard = page.getByRole("complementary").or(page.locator("main")).first();
  expect(meta("og:description")).toMatch(/^[^·]+ · /);
  expect(await sellerCard.textContent()).toContain(meta("og:description")!.split(" · ")[0]);
  const photo = page.getByRole("img", { name: /photo 1 of/i });
  await expect(photo).toHaveAttribute("srcset", /\.w480\.webp 480w, .+\.w960\.webp 960w, .+\.webp 1200w/);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("fetchpriority", "high");
  await expect(preload).toHaveAttribute("imagesrcset", (await photo.getAttribute("srcset"))!);
  for (const candidate of (await photo.getAttribute("srcset"))!.split(", ").map((entry) => entry.split(" ")[0]!)) {
    const response = await request.get(candidate, { maxRedirects: 0 });
    expect(response.status(), candidate).toBe(200);
  }
});

test("places, shops, sellers and lists carry their previews: Accommodation and LocalBusiness data, the site's picture for people and lists, never a number", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto("/accommodations?campuses=all");
  const place = (await page.locator("main article a[href^='/accommodations/']").first().getAttribute("href"))!;
  const placeHead = await headOf(request, place);
  expect(placeHead.meta("og:title")).toMatch(/ · TShs [\d,]+\/month$/);
  expect(
    placeHead.jsonLd.find(
      (data) => Array.isArray(data["@type"]) && (data["@type"] as string[]).includes("Accommodation"),
    ),
  ).toMatchObject({
    offers: { priceCurrency: "TZS", priceSpecification: { unitCode: "MON" } },
  });
  await expectSharePicture(request, placeHead.meta("og:image")!);

  await page.goto("/shops");
  const shop = (await page
    .locator("main a[href^='/shops/']")
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")).find((href) => /^\/shops\/[0-9a-f-]{36}$/.test(href ?? "")),
    ))!;
  const shopHead = await headOf(request, shop);
  expect(shopHead.jsonLd.find((data) => data["@type"] === "LocalBusiness")).toMatchObject({
    url: new URL(shop, baseURL).toString(),
  });
  expect(JSON.stringify(shopHead.jsonLd)).not.toMatch(/telephone/);
  await expectSharePicture(request, shopHead.meta("og:image")!);

  await page.goto("/users");
  const seller = (await page.locator("main a[href^='/user/']").first().getAttribute("href"))!;
  const sellerHead = await headOf(request, seller);
  expect(sellerHead.meta("og:type")).toBe("profile");
  expect(sellerHead.meta("og:image")).toBe(new URL("/share/chuo-market.jpg", baseURL).toString());
  expect(sellerHead.html).not.toMatch(STUDENT_NUMBER);
  await expectSharePicture(request, sellerHead.meta("og:image")!);

  for (const list of ["/", "/products?q=laptop&page=2", "/accommodations", "/shops", "/users"]) {
    const head = await headOf(request, list);
    expect(head.meta("og:image"), list).toBe(new URL("/share/chuo-market.jpg", baseURL).toString());
    expect(head.meta("og:title"), list).toContain("Chuo Market");
    expect(head.canonical, list).toBe(new URL(list.replace("q=laptop&", ""), baseURL).toString());
  }
});

test("a photo posted now gets its preview and sizes at upload; a sold listing gives no preview of its photo", async ({
  browser,
  request,
}) => {
  const seller = await signUpNewStudent(browser, { fullName: "Rehema Picha", address: "10.30.0.2" });
  await seller.goto("/products/post");
  await seller.getByLabel("Product name").fill("Scientific calculator fx-991");
  await seller.getByLabel("Price (TShs)").fill("45000");
  await seller.getByLabel("Category").selectOption("Electronics");
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#4477aa" } })
    .jpeg()
    .toBuffer();
  await seller
    .getByLabel("Add photos")
    .setInputFiles({ name: "calculator.jpg", mimeType: "image/jpeg", buffer: photo });
  await seller.getByRole("button", { name: "Post Product" }).click();
  await expect(seller).toHaveURL(/\/my-listings/);
  const path = (await seller
    .getByRole("link", { name: "Scientific calculator fx-991", exact: true })
    .getAttribute("href"))!;
  const head = await headOf(request, path);
  expect(head.meta("og:title")).toBe("Scientific calculator fx-991 · TShs 45,000");
  await expectSharePicture(request, head.meta("og:image")!);

  // Sold: the page says so, but a link to it no longer shows the photo, the price or the data.
  await seller.goto("/my-listings");
  await seller.getByRole("link", { name: "Mark as sold: Scientific calculator fx-991" }).click();
  const nobody = seller.getByRole("radio", { name: "Someone else, or I would rather not say" });
  if ((await nobody.count()) > 0) await nobody.check();
  await seller.getByRole("button", { name: "Mark as sold" }).click();
  await expect(
    seller.getByRole("status").filter({ hasText: '"Scientific calculator fx-991" is marked as sold.' }),
  ).toBeVisible();
  const sold = await headOf(request, path);
  expect(sold.meta("og:image")).toBeUndefined();
  expect(sold.meta("og:title")).toBeUndefined();
  expect(sold.jsonLd).toEqual([]);
  expect(sold.meta("robots")).toBe("noindex");
});

test("a photo stored before its sizes existed is shown whole until the backfill draws them", async ({ request }) => {
  const missing = "/uploads/product-images/00000000-0000-4000-8000-000000000000/before";
  for (const sibling of [".w480.webp", ".w960.webp"]) {
    const response = await request.get(`${missing}${sibling}`, { maxRedirects: 0 });
    expect(response.status(), sibling).toBe(302);
    expect(response.headers().location).toBe(`${missing}.webp`);
  }
  // A share preview is promised as a 1200×630 JPEG: the site's own stands in.
  const share = await request.get(`${missing}.share.jpg`, { maxRedirects: 0 });
  expect(share.status()).toBe(302);
  expect(share.headers().location).toBe("/share/chuo-market.jpg");
  await expectSharePicture(request, "/share/chuo-market.jpg");
  expect((await request.get(`${missing}.webp`, { maxRedirects: 0 })).status()).toBe(404);
});
