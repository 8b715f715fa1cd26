import sharp from "sharp";
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

/**
 * Checks an uploaded image by content and size, then draws it again as WebP: turned upright,
 * scaled down, and with no metadata at all (EXIF, GPS, camera details), which sharp drops unless
 * asked to keep it. Throws the spec's AppErrors for a wrong type, a big file or a broken image.
 */
export async function reencodeImage(bytes: Uint8Array, options: ReencodeOptions): Promise<Buffer> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError("invalid_input", UPLOAD_TEXT.tooLarge.title, UPLOAD_TEXT.tooLarge.description);
  if (!detectImageType(bytes)) throw new AppError("invalid_input", UPLOAD_TEXT.invalidType.title, UPLOAD_TEXT.invalidType.description);
  try {
    // limitInputPixels guards against "decompression bombs": small files that expand to huge images.
    const resized = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: "error" })
      .rotate()
      .resize({ width: options.width, height: options.height, fit: options.fit, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const encode = (quality: number) =>
      sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } }).webp({ quality }).toBuffer();
    let output = await encode(options.quality ?? 80);
    for (const quality of FALLBACK_QUALITIES) {
      if (!options.maxBytes || output.byteLength <= options.maxBytes || quality >= (options.quality ?? 80)) break;
      output = await encode(quality);
    }
    return output;
  } catch {
    throw new AppError("invalid_input", UPLOAD_TEXT.failed.title, UPLOAD_TEXT.failed.description);
  }
}
