/**
 * The sitemap (/sitemap.xml) and robots.txt, as text (docs/product.md#share-previews). Pure, so
 * the server's routes and the tests build the same documents.
 */

/** The sitemap protocol's limit of URLs in one file; past it, /sitemap.xml is an index of pages. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** A path on this site, such as `/products/<id>`. */
  path: string;
  lastModified: Date;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** One sitemap file: each entry's absolute address on `publicUrl` and when it last changed. */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(new URL(entry.path, publicUrl).toString())}</loc><lastmod>${entry.lastModified.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The index of `pages` sitemap files, /sitemap.xml?page=1 and on. */
export function sitemapIndexXml(publicUrl: string, pages: number): string {
  const files = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeXml(new URL(`/sitemap.xml?page=${i + 1}`, publicUrl).toString())}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join("\n")}\n</sitemapindex>\n`;
}

/** Pages only a signed-in student (or a developer) sees: no search engine is asked to crawl them. */
export const PRIVATE_PATHS = [
  "/dashboard",
  "/my-listings",
  "/profile",
  "/favorites",
  "/messages",
  "/notifications",
  "/wallet",
  "/payment-success",
  "/shop-management",
  "/admin/",
  "/report",
  "/contact",
  "/auth",
  "/sign-out",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/verify-student",
  "/notices/",
  "/dev/",
  "/products/post",
  "/accommodations/post",
  "/shops/create",
  "/api/",
  "/storage/",
  // A listing's or shop's own forms: edit, mark as sold, review, pay, subscribe.
  "/*/edit",
  "/*/close",
  "/*/review",
  "/*/pay",
  "/*/subscribe",
] as const;

/** robots.txt: everything public may be crawled, the private pages may not, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", publicUrl).toString()}`,
    "",
  ].join("\n");
}
