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
}

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
    return await sharp(bytes, { limitInputPixels: 50_000_000, failOn: "error" })
      .rotate()
      .resize({ width: options.width, height: options.height, fit: options.fit, withoutEnlargement: true })
      .webp({ quality: options.quality ?? 80 })
      .toBuffer();
  } catch {
    throw new AppError("invalid_input", UPLOAD_TEXT.failed.title, UPLOAD_TEXT.failed.description);
  }
}
