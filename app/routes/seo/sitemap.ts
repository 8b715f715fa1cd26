import { data } from "react-router";
import { countSitemapPages, listSitemapEntries } from "~/.server/domain/marketplace/list-sitemap-entries";
import { sitemapIndexXml, sitemapXml } from "~/lib/marketplace/sitemap";
import type { Route } from "./+types/sitemap";

const XML = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/**
 * /sitemap.xml: the public listings and shops, on PUBLIC_URL. Past 50,000 addresses it is an
 * index of /sitemap.xml?page=N files; a page that is not there is a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const publicUrl = context.env.publicUrl;
  const asked = new URL(request.url).searchParams.get("page");
  const pages = await countSitemapPages(context.db);
  if (asked === null) {
    if (pages > 1) return new Response(sitemapIndexXml(publicUrl, pages), { headers: XML });
    return new Response(sitemapXml(publicUrl, await listSitemapEntries(context.db, 1)), { headers: XML });
  }
  const page = Number(asked);
  if (!/^[1-9]\d{0,5}$/.test(asked) || page > pages) throw data(null, { status: 404 });
  return new Response(sitemapXml(publicUrl, await listSitemapEntries(context.db, page)), { headers: XML });
}
