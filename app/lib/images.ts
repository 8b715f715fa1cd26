/**
 * Every stored listing image has a small card-size sibling named `<name>.card.webp`, so lists
 * download little on slow links. Given a full-size URL this returns the card URL.
 */
export function cardImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.endsWith(".webp") && !url.endsWith(".card.webp") ? url.replace(/\.webp$/, ".card.webp") : url;
}

export const CARD_IMAGE_SIZE = { width: 480, height: 360 } as const;
export const FULL_IMAGE_SIZE = { width: 1200, height: 900 } as const;

/** Lists load many cards on slow links: each card image stays under this. */
export const CARD_IMAGE_MAX_BYTES = 30 * 1024;
