import { currentLocale } from "~/lib/shared/i18n/page-locale";
import { SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";

const ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/**
 * The web app manifest, in the reader's language: pages link it with their own `?lang=`, since a
 * browser fetches a manifest without cookies.
 */
export function loader() {
  const manifest = {
    id: "/",
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: m.site_manifest_description(),
    lang: currentLocale(),
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: "#059669",
    background_color: "#f8fafc",
    categories: ["shopping", "education"],
    icons: ICONS,
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
