import sharp, { type Sharp } from "sharp";
import { AppError } from "~/lib/app-error";
import { MAX_IMAGE_BYTES, UPLOAD_TEXT } from "~/lib/upload-rules";
import { detectImageType } from "./detect-image-type";

export interface ReencodeOptions {
  width: number;
  height: number;
  /** "cover" crops to exactly width x height (avatars); "inside" keeps the whole picture. */
  fit: "cover" | "inside";
  quality?: number;
  /** Lower the quality step by step until the result fits (card images on slow links). */
  maxBytes?: number;
}

const FALLBACK_QUALITIES = [55, 40, 30];

interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Checks an uploaded image by content and size, then draws it again as WebP: turned upright,
 * scaled down, and with no metadata at all (EXIF, GPS, camera details), which sharp drops unless
 * asked to keep it. Throws the spec's AppErrors for a wrong type, a big file or a broken image.
 */
export async function reencodeImage(bytes: Uint8Array, options: ReencodeOptions): Promise<Buffer> {
  checkUpload(bytes);
  return brokenImageGuard(async () => encodeWebp(await decodeUpright(sharp(bytes, decodeLimits), options), options));
}

/**
 * A listing photo and its card-size copy from one decoding: the full image is drawn first, and the
 * card is cut from those pixels rather than decoding the upload a second time.
 */
export async function reencodeWithCard(bytes: Uint8Array, full: ReencodeOptions, card: ReencodeOptions): Promise<{ full: Buffer; card: Buffer }> {
  checkUpload(bytes);
  return brokenImageGuard(async () => {
    const pixels = await decodeUpright(sharp(bytes, decodeLimits), full);
    const cardPixels = await decodeUpright(sharp(pixels.data, { raw: pixels.info }), card);
    const [fullWebp, cardWebp] = await Promise.all([encodeWebp(pixels, full), encodeWebp(cardPixels, card)]);
    return { full: fullWebp, card: cardWebp };
  });
}

// limitInputPixels guards against "decompression bombs": small files that expand to huge images.
const decodeLimits = { limitInputPixels: 50_000_000, failOn: "error" } as const;

function checkUpload(bytes: Uint8Array) {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError("invalid_input", UPLOAD_TEXT.tooLarge.title, UPLOAD_TEXT.tooLarge.description);
  if (!detectImageType(bytes)) throw new AppError("invalid_input", UPLOAD_TEXT.invalidType.title, UPLOAD_TEXT.invalidType.description);
}

async function brokenImageGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new AppError("invalid_input", UPLOAD_TEXT.failed.title, UPLOAD_TEXT.failed.description);
  }
}

/** Upright and resized raw pixels: raw pixels carry no metadata to leak. */
async function decodeUpright(image: Sharp, { width, height, fit }: ReencodeOptions): Promise<RawImage> {
  const { data, info } = await image.rotate().resize({ width, height, fit, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

async function encodeWebp(pixels: RawImage, { quality = 80, maxBytes }: ReencodeOptions): Promise<Buffer> {
  const encode = (q: number) => sharp(pixels.data, { raw: pixels.info }).webp({ quality: q }).toBuffer();
  let output = await encode(quality);
  for (const fallback of FALLBACK_QUALITIES) {
    if (!maxBytes || output.byteLength <= maxBytes || fallback >= quality) break;
    output = await encode(fallback);
  }
  return output;
}
