/**
 * Every stored photo (`<name>.webp`, at most FULL_IMAGE_SIZE) has siblings drawn from it at upload
 * (app/.server/images/image-renditions.ts), named after it so a page needs no lookup to find them:
 * - `<name>.card.webp`: the small 4:3 crop lists show, so they download little on slow links;
 * - `<name>.w480.webp`, `<name>.w960.webp`: the whole picture scaled to that width (never enlarged),
 *   offered in `srcset` so a phone downloads the size it shows;
 * - `<name>.share.jpg`: the 1200×630 preview WhatsApp and other apps show for a shared link.
 * Photos stored before a sibling existed get theirs from `npm run images:backfill`; until then the
 * server answers a missing sibling with the full photo (server/middleware/answer-missing-sibling.ts).
 */
export const CARD_IMAGE_SIZE = { width: 480, height: 360 } as const;
export const FULL_IMAGE_SIZE = { width: 1200, height: 900 } as const;

/** Lists load many cards on slow links: each card image stays under this. */
export const CARD_IMAGE_MAX_BYTES = 30 * 1024;

/** The widths offered in `srcset` besides the full photo, from a phone to a desktop column. */
export const RESPONSIVE_WIDTHS = [480, 960] as const;
export type ResponsiveWidth = (typeof RESPONSIVE_WIDTHS)[number];

/** The preview size the link-preview apps show in full (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** WhatsApp leaves out a preview image larger than this. */
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024;

const SIBLING = /\.(card|w\d+)\.webp$/;

/** `<name>` of a stored full-size photo's URL, or null for anything else (an outside URL, a sibling). */
function stemOf(url: string | null | undefined): string | null {
  if (!url?.endsWith(".webp") || SIBLING.test(url)) return null;
  return url.slice(0, -".webp".length);
}

/** The card-size sibling of a full-size URL; any other URL is returned as it is. */
export function cardImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const stem = stemOf(url);
  return stem ? `${stem}.card.webp` : url;
}

/** The sibling of a full-size photo at one of RESPONSIVE_WIDTHS, or null when the URL has none. */
export function widthImageUrl(url: string | null | undefined, width: ResponsiveWidth): string | null {
  const stem = stemOf(url);
  return stem ? `${stem}.w${width}.webp` : null;
}

/** The 1200×630 share preview of a full-size photo, or null when the URL has none. */
export function shareImageUrl(url: string | null | undefined): string | null {
  const stem = stemOf(url);
  return stem ? `${stem}.share.jpg` : null;
}

/** Every sibling of a full-size photo, for deleting them with it. */
export function siblingImageUrls(url: string | null | undefined): string[] {
  const stem = stemOf(url);
  if (!stem) return [];
  return [`${stem}.card.webp`, ...RESPONSIVE_WIDTHS.map((width) => `${stem}.w${width}.webp`), `${stem}.share.jpg`];
}

/**
 * A photo's `srcset`: each sibling is as wide as its name says or, from a smaller original, as
 * wide as the full photo, so a descriptor never promises more detail than a larger candidate holds.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !stemOf(url)) return undefined;
  return [
    ...RESPONSIVE_WIDTHS.map((width) => `${widthImageUrl(url, width)} ${width}w`),
    `${url} ${FULL_IMAGE_SIZE.width}w`,
  ].join(", ");
}

/** Which sibling a stored object's name is, if it is one (server/middleware/answer-missing-sibling.ts answers a missing one with its photo). */
export function fullImageOfSibling(path: string): string | null {
  const match = /^(.*)\.(?:card|w\d+)\.webp$|^(.*)\.share\.jpg$/.exec(path);
  const stem = match?.[1] ?? match?.[2];
  return stem ? `${stem}.webp` : null;
}
