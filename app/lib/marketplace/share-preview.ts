import type { MetaDescriptor } from "react-router";
import { LANGUAGE_PARAM, LOCALES, type Locale } from "~/lib/shared/i18n/locales";
import { SHARE_IMAGE_SIZE, shareImageUrl } from "~/lib/shared/images";
import { SITE_NAME } from "~/lib/shared/site";

/** The site's own preview (scripts/make-icons.mjs draws it): /, the lists, people and anything without a photo. */
export const SITE_SHARE_IMAGE = "/share/chuo-market.jpg";

const OG_LOCALE: Record<Locale, string> = { en: "en_TZ", sw: "sw_TZ" };

export interface SharePreview {
  /** PUBLIC_URL, which every address a preview carries is built on (root loader's `publicUrl`). */
  publicUrl: string;
  /** The page's own address without its query: its canonical URL (a list's page number is kept). */
  path: string;
  title: string;
  description: string;
  locale: Locale;
  type?: "website" | "product" | "profile";
  /** A stored photo (its 1200×630 sibling is shown) or none (the site's preview). */
  photo?: { url: string; alt: string } | null;
  /** Structured data (schema.org) for search engines, without any phone number. */
  jsonLd?: Record<string, unknown> | null;
}

/** An address on PUBLIC_URL for a path of ours; anything that would leave the site (`//host`, `/\\host`, a URL) gives null. */
export function absoluteUrl(publicUrl: string, path: string): string | null {
  if (!path.startsWith("/")) return null;
  const url = new URL(path, publicUrl);
  return url.origin === new URL(publicUrl).origin ? url.href : null;
}

/**
 * A Tanzanian mobile number however it is typed (07…, 06…, 255…, +255 …, with spaces, dots or
 * dashes): a seller may type theirs into a title or description, and no preview or structured
 * data carries a student's number (docs/security.md#phone-numbers).
 */
const PHONE_NUMBER = /(?<![\d+])(?:\+?255|0)?[\s.-]?[67](?:[\s.-]?\d){8}(?!\d)/g;

/** Text for a preview or structured data, with any phone number in it left out. */
export function withoutPhoneNumbers(text: string): string {
  return text.replace(PHONE_NUMBER, " … ").replace(/\s+/g, " ").trim();
}

/**
 * What a link to this page shows when shared (Open Graph, read by WhatsApp and Facebook; Twitter's
 * card), where search engines find its one address (canonical) and its structured data. Only pages
 * of things listed publicly call this: a pending, hidden or sold listing gives no preview at all.
 */
export function sharePreviewMeta(preview: SharePreview): MetaDescriptor[] {
  const url = absoluteUrl(preview.publicUrl, preview.path);
  const photo = preview.photo ? absoluteUrl(preview.publicUrl, shareImageUrl(preview.photo.url) ?? "") : null;
  const image = photo ?? absoluteUrl(preview.publicUrl, SITE_SHARE_IMAGE)!;
  const alt = photo && preview.photo ? preview.photo.alt : SITE_NAME;
  const description = oneLine(withoutPhoneNumbers(preview.description));
  const title = withoutPhoneNumbers(preview.title);
  return [
    { name: "description", content: description },
    ...(url
      ? [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
        ]
      : []),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: preview.type ?? "website" },
    { property: "og:locale", content: OG_LOCALE[preview.locale] },
    ...LOCALES.filter((locale) => locale !== preview.locale).map((locale) => ({
      property: "og:locale:alternate",
      content: OG_LOCALE[locale],
    })),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    ...(image.startsWith("https:") ? [{ property: "og:image:secure_url", content: image }] : []),
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
    ...(preview.jsonLd ? [{ "script:ld+json": { "@context": "https://schema.org", ...preview.jsonLd } }] : []),
  ];
}

/** A preview's description is one line: the first of the text, cut at a word near 160 characters. */
export function oneLine(text: string, limit = 160): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, "")}…`;
}

/** PUBLIC_URL as the root loader gives it to every page's meta. */
export function publicUrlOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "http://localhost/";
}

/**
 * A page's canonical address: the route's own path (never the address as typed: `/PRODUCTS/` is
 * `/products`), its page number past the first (a list's filters are views of the same list),
 * and its language when the address names one, as the `hreflang` links do (app/root.tsx).
 */
export function canonicalPath(path: string, search: string): string {
  const asked = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const page = Number(asked.get("page"));
  if (Number.isInteger(page) && page > 1) kept.set("page", String(page));
  const language = asked.get(LANGUAGE_PARAM);
  if (language && (LOCALES as readonly string[]).includes(language)) kept.set(LANGUAGE_PARAM, language);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** A page without a photo of its own (/, the lists): the site's preview under the page's own title. */
export function sitePreviewMeta(args: {
  matches: Parameters<typeof publicUrlOf>[0];
  path: string;
  title: string;
  description: string;
  locale: Locale;
}): MetaDescriptor[] {
  return sharePreviewMeta({
    publicUrl: publicUrlOf(args.matches),
    path: args.path,
    title: args.title,
    description: args.description,
    locale: args.locale,
  });
}
