import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapIndexXml, sitemapXml } from "./sitemap";

const SITE = "https://chuo.example";

describe("the sitemap and robots.txt", () => {
  it("lists each page's absolute address on PUBLIC_URL with its date, escaped", () => {
    const xml = sitemapXml(SITE, [
      { path: "/products/11111111-1111-4111-8111-111111111111", lastModified: new Date("2026-11-01T10:00:00Z") },
      { path: "/shops/a&b", lastModified: new Date("2026-11-02T10:00:00Z") },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<url><loc>https://chuo.example/products/11111111-1111-4111-8111-111111111111</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod></url>",
    );
    expect(xml).toContain("<loc>https://chuo.example/shops/a&amp;b</loc>");
  });

  it("is an index of numbered files past the limit", () => {
    const xml = sitemapIndexXml(SITE, 2);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain("<loc>https://chuo.example/sitemap.xml?page=1</loc>");
    expect(xml).toContain("<loc>https://chuo.example/sitemap.xml?page=2</loc>");
  });

  it("keeps crawlers off signed-in pages and forms, and names the sitemap", () => {
    const robots = robotsTxt(SITE);
    expect(robots.startsWith("User-agent: *\n")).toBe(true);
    for (const path of ["/dashboard", "/messages", "/admin/", "/*/edit", "/*/review"])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toMatch(/Disallow: \/products\n|Disallow: \/users\n|Disallow: \/\n/);
    expect(robots).toContain("Sitemap: https://chuo.example/sitemap.xml");
  });
});
