import { robotsTxt } from "~/lib/marketplace/sitemap";
import type { Route } from "./+types/robots";

/** /robots.txt: public pages may be crawled, signed-in ones may not; the sitemap is on PUBLIC_URL. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.env.publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
