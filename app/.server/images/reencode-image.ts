import sharp, { type Sharp } from "sharp";
import { AppError } from "~/lib/shared/app-error";
import { MAX_IMAGE_BYTES } from "~/lib/shared/upload-rules";
import { detectImageType } from "./detect-image-type";
import { inImageSlot } from "./image-slots";
import { openCheckedImage } from "./open-checked-image";

export interface ReencodeOptions {
  width: number;
  height: number;
  /** "cover" crops to exactly width x height (avatars); "inside" keeps the whole picture. */
  fit: "cover" | "inside";
  quality?: number;
  /**
   * A hard limit on the file's size (card images on slow links): the quality is lowered step by
   * step, then the picture is made smaller, keeping its shape, until it fits.
   */
  maxBytes?: number;
}

/** Tried in turn, below the requested quality, while the file is over its byte limit. */
const FALLBACK_QUALITIES = [55, 40, 25, 10];
/**
 * Each shrinking step keeps between half and four fifths of each side: always smaller, so the
 * shrinking ends, and at most halved, so a bad size estimate cannot make a card far tinier than needed.
 */
const SHRINK_STEP = { min: 0.5, max: 0.8 };

interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Checks an uploaded image by content and size, then draws it again as WebP: turned upright,
 * scaled down, and with no metadata at all (EXIF, GPS, camera details), which sharp drops unless
 * asked to keep it. Throws AppErrors (400) for a wrong type or a big file; a file sharp
 * cannot draw (broken, a shape outside the upload rules, or more pixels than the cap) counts as
 * a wrong type. Drawn in one of the process's image slots (image-slots.ts).
 */
export async function reencodeImage(bytes: Uint8Array, options: ReencodeOptions): Promise<Buffer> {
  checkUpload(bytes);
  return inImageSlot(() =>
    brokenImageGuard(async () => {
      const { image } = await openCheckedImage(bytes);
      return encodeWebp(await decodeUpright(image, options), options);
    }),
  );
}

/**
 * A listing photo and its card-size copy from one decoding: the full image is drawn first, and the
 * card is cut from those pixels rather than decoding the upload a second time. One after the other,
 * so a picture's slot draws on one thread at a time.
 */
export async function reencodeWithCard(
  bytes: Uint8Array,
  full: ReencodeOptions,
  card: ReencodeOptions,
): Promise<{ full: Buffer; card: Buffer }> {
  checkUpload(bytes);
  return inImageSlot(() =>
    brokenImageGuard(async () => {
      const { image } = await openCheckedImage(bytes);
      const pixels = await decodeUpright(image, full);
      const cardPixels = await decodeUpright(sharp(pixels.data, { raw: pixels.info }), card);
      return { full: await encodeWebp(pixels, full), card: await encodeWebp(cardPixels, card) };
    }),
  );
}

function checkUpload(bytes: Uint8Array) {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError("invalid_input", "upload_too_large");
  if (!detectImageType(bytes)) throw new AppError("invalid_input", "upload_invalid_type");
}

/**
 * Whatever sharp refuses (a truncated file, a header claiming more pixels than limitInputPixels,
 * a shape outside the upload rules) is the sender's file at fault, not the server: one answer on every image path, the
 * "not a JPEG, PNG or WebP image" (a 400), never a retryable failure.
 */
async function brokenImageGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new AppError("invalid_input", "upload_invalid_type");
  }
}

/** Upright and resized raw pixels: raw pixels carry no metadata to leak. */
async function decodeUpright(image: Sharp, { width, height, fit }: ReencodeOptions): Promise<RawImage> {
  const { data, info } = await image
    .rotate()
    .resize({ width, height, fit, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

async function encodeWebp(pixels: RawImage, { quality = 80, maxBytes }: ReencodeOptions): Promise<Buffer> {
  let output = await webp(pixels, { quality });
  if (!maxBytes) return output;
  let lowest = quality;
  for (const fallback of FALLBACK_QUALITIES.filter((q) => q < quality)) {
    if (output.byteLength <= maxBytes) return output;
    lowest = fallback;
    // A card's transparency may lose detail like its colours do (it is lossless by default).
    output = await webp(pixels, { quality: fallback, alphaQuality: fallback });
  }
  return output.byteLength <= maxBytes ? output : shrinkToFit(pixels, output, maxBytes, lowest);
}

/**
 * High-entropy pictures (noise, foliage, printed text) stay too big at the lowest quality; then
 * only fewer pixels help. A WebP's size falls at least with its pixel count (scaling down also
 * smooths), so each step scales by the square root of the size still to lose, within SHRINK_STEP:
 * usually one step fits; at worst the steps end at 1x1 pixel, a few dozen bytes. Each step scales
 * the original pixels, not the last attempt's.
 */
async function shrinkToFit(pixels: RawImage, tooBig: Buffer, maxBytes: number, quality: number): Promise<Buffer> {
  let output = tooBig;
  let { width, height } = pixels.info;
  while (output.byteLength > maxBytes && (width > 1 || height > 1)) {
    const scale = Math.min(SHRINK_STEP.max, Math.max(SHRINK_STEP.min, Math.sqrt(maxBytes / output.byteLength)));
    width = Math.max(1, Math.floor(width * scale));
    height = Math.max(1, Math.floor(height * scale));
    output = await webp(pixels, { quality, alphaQuality: quality }, { width, height });
  }
  return output;
}

function webp(
  pixels: RawImage,
  options: { quality: number; alphaQuality?: number },
  size?: { width: number; height: number },
): Promise<Buffer> {
  const image = sharp(pixels.data, { raw: pixels.info });
  // Each size asked for is smaller than the pixels (shrinkToFit); withoutEnlargement keeps it so.
  return (size ? image.resize({ ...size, fit: "fill", withoutEnlargement: true }) : image).webp(options).toBuffer();
}
