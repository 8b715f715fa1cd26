import sharp, { type Sharp } from "sharp";
import { AppError } from "~/lib/shared/app-error";
import { isAcceptedImageShape } from "~/lib/shared/upload-rules";

/**
 * limitInputPixels guards against "decompression bombs": small files that expand to huge images.
 * failOn "error" refuses a file the decoder finds broken instead of drawing what it could read.
 */
export const DECODE_LIMITS = { limitInputPixels: 50_000_000, failOn: "error" } as const;

/**
 * Opens a picture for drawing after reading only its header (sharp's metadata() decodes no pixel):
 * a shape outside the upload rules (app/lib/shared/upload-rules.ts), or a header that cannot be read, is
 * refused as a file that is not an image we take, a 400 the caller words for its form. Drawing
 * begins only when the returned image is asked for its pixels.
 */
export async function openCheckedImage(bytes: Uint8Array): Promise<{ image: Sharp; width: number; height: number }> {
  const image = sharp(bytes, DECODE_LIMITS);
  const { width, height } = await image.metadata().catch(() => ({ width: 0, height: 0 }));
  if (!isAcceptedImageShape(width, height)) throw new AppError("invalid_input", "upload_invalid_type");
  return { image, width, height };
}
