import type { Request as ExpressRequest } from "express";
import { RECENT_WRITE_COOKIE, type SharedCache } from "~/.server/cache/shared-cache";
import { readVisitorCampus } from "~/lib/campuses/visitor-campus";
import type { Locale } from "~/lib/shared/i18n/locales";
import { FLASH_COOKIE } from "~/lib/shared/toast";

/**
 * The busiest pages, as a signed-out visitor sees them, are the same for every visitor on the
 * same campus: the whole answer is kept in the shared cache (same lifetime and invalidation as
 * page data, cache/shared-cache.ts) and sent again with this response's own CSP nonce. Only
 * these pages: their data is already shared, so nothing they show gets older than it was.
 */
const CACHED_PATHS = new Set(["/", "/products", "/accommodations"]);

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The nonce the page was rendered with, replaced by each response's own. */
  nonce: string | undefined;
}

/**
 * A document request that may be answered from the cache: a visitor's GET of a cached page, with
 * no query (a search, a filter, a tracking parameter each make their own page: kept, they would
 * crowd the cache out; their data is still shared).
 */
export function isCacheablePageRequest(req: ExpressRequest): boolean {
  if (req.method !== "GET" || !CACHED_PATHS.has(req.path) || req.originalUrl.includes("?")) return false;
  const cookie = req.headers.cookie ?? "";
  // A page carrying someone's toast is theirs alone.
  return (
    !cookie.includes("session_token") &&
    !cookie.includes(`${RECENT_WRITE_COOKIE}=`) &&
    !cookie.includes(`${FLASH_COOKIE}=`)
  );
}

/**
 * Answers from the cache, rendering (with `render`) on a miss; only a plain 200 without cookies is
 * kept. Each language has its own copy: a Kiswahili reader never gets the English page.
 */
export async function cachedPage(
  cache: SharedCache,
  request: Request,
  locale: Locale,
  nonce: string | undefined,
  render: () => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url);
  const key = `page:${url.pathname}${url.search}|campus:${readVisitorCampus(request.headers.get("cookie")) ?? ""}|lang:${locale}`;
  let renderedHere = false;
  const page = await cache.get(
    request,
    key,
    async (): Promise<CachedPage> => {
      renderedHere = true;
      const response = await render();
      return { status: response.status, headers: [...response.headers], body: await response.text(), nonce };
    },
    keepable,
  );
  // An answer that is not kept (an error, a cookie) belongs to the request that rendered it.
  if (!renderedHere && !keepable(page)) return render();
  const body = page.nonce && nonce && page.nonce !== nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
  return new Response(body, { status: page.status, headers: page.headers });
}

function keepable(page: CachedPage): boolean {
  return page.status === 200 && !page.headers.some(([name]) => name.toLowerCase() === "set-cookie");
}
