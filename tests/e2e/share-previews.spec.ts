import { expect, test } from "./fixtures";

/** Issue 30, part 1 (first step): search engines find the public listings and shops, and only them. */
test("robots.txt keeps crawlers off signed-in pages and names the sitemap on the site's own address", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const text = await robots.text();
  expect(text).toContain("Disallow: /dashboard\n");
  expect(text).toContain("Disallow: /messages\n");
  expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).toString()}`);
});

test("the sitemap lists public products and shops by absolute address, and no person's page", async ({ page, request, baseURL }) => {
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
  for (const asked of ["2", "0", "abc", "1e9"]) expect((await request.get(`/sitemap.xml?page=${asked}`)).status(), asked).toBe(404);
  expect((await request.get("/sitemap.xml?page=1")).status()).toBe(200);
});
