import sharp from "sharp";
import { CARD_IMAGE_SIZE, FULL_IMAGE_SIZE } from "~/lib/shared/images";
import { drawRenditions, type Rendition } from "../images/image-renditions";

/**
 * Demo pictures drawn locally (never hot-linked): a soft gradient and a simple line icon for the
 * kind of thing listed. Each variant shifts the hue so a gallery's images are told apart.
 */
const ICONS: Record<string, string> = {
  Electronics: `<rect x="-150" y="-100" width="300" height="190" rx="14"/><path d="M-200 110h400l-30 30h-340z"/>`,
  Books: `<path d="M-160 -110h130a30 30 0 0 1 30 30v210a30 30 0 0 0-30-30h-130z"/><path d="M160 -110h-130a30 30 0 0 0-30 30v210a30 30 0 0 1 30-30h130z"/>`,
  Clothing: `<path d="M-60 -130l-120 60 40 70 40-20v160h200v-160l40 20 40-70-120-60a60 40 0 0 1-120 0z"/>`,
  Furniture: `<rect x="-140" y="-40" width="280" height="60" rx="10"/><path d="M-120 20v110M120 20v110M-140 -40v-90h280v90"/>`,
  Sports: `<circle r="130"/><path d="M0 -130v260M-130 0h260M-92 -92c60 50 60 134 0 184M92 -92c-60 50-60 134 0 184"/>`,
  Beauty: `<rect x="-60" y="-40" width="120" height="170" rx="20"/><rect x="-35" y="-110" width="70" height="70" rx="8"/>`,
  Food: `<path d="M-170 0h340a170 130 0 0 1-340 0z"/><path d="M-60 -40c0-40 30-40 30-80M10 -40c0-40 30-40 30-80M80 -40c0-40 30-40 30-80"/>`,
  Other: `<rect x="-140" y="-90" width="280" height="220" rx="12"/><path d="M-140 -20h280M0 -90v220"/>`,
  Accommodation: `<path d="M-180 0l180-150 180 150"/><path d="M-140 -30v170h280v-170"/><rect x="-40" y="50" width="80" height="90"/><rect x="60" y="10" width="50" height="50"/>`,
  Shop: `<path d="M-180 -60l30-80h300l30 80z"/><path d="M-160 -60v200h320v-200"/><rect x="-50" y="40" width="100" height="100"/>`,
};

const PALETTE: Record<string, number> = {
  Electronics: 210,
  Books: 28,
  Clothing: 330,
  Furniture: 35,
  Sports: 130,
  Beauty: 300,
  Food: 12,
  Other: 190,
  Accommodation: 160,
  Shop: 265,
};

function svg(kind: string, variant: number): string {
  const hue = ((PALETTE[kind] ?? 200) + variant * 37) % 360;
  const icon = ICONS[kind] ?? ICONS.Other!;
  const { width, height } = FULL_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,88%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,62%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${200 + variant * 280}" cy="${160 + variant * 90}" r="${220 - variant * 40}" fill="hsla(${hue},80%,97%,0.35)"/>
  <g transform="translate(${width / 2} ${height / 2}) scale(${1.5 - variant * 0.15})" fill="hsla(${hue},60%,98%,0.55)"
     stroke="hsl(${hue},45%,28%)" stroke-width="12" stroke-linecap="round" stroke-linejoin="round">${icon}</g>
</svg>`;
}

export interface GeneratedImage {
  full: Uint8Array;
  card: Uint8Array;
  /** The other siblings every stored photo has (app/lib/shared/images.ts). */
  renditions: Rendition[];
}

/** One demo picture as a full-size WebP with its siblings. */
export async function drawDemoImage(kind: string, variant: number): Promise<GeneratedImage> {
  const base = sharp(Buffer.from(svg(kind, variant)));
  const [full, card] = await Promise.all([
    base.clone().webp({ quality: 72 }).toBuffer(),
    base.clone().resize(CARD_IMAGE_SIZE.width, CARD_IMAGE_SIZE.height).webp({ quality: 65 }).toBuffer(),
  ]);
  return { full, card, renditions: await drawRenditions(full) };
}
