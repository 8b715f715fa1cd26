import { FULL_IMAGE_SIZE } from "./images";
import { MAX_IMAGE_BYTES } from "./upload-rules";

/**
 * The rules of shrinking a photo in the browser before it is sent (docs/product.md#selling): a camera's
 * 4000×3000, 5 MB photo becomes the 1200×900 the server keeps anyway, so a slow link carries a
 * fifth of a megabyte instead. The server still checks and re-encodes whatever arrives.
 */

export interface Size {
  width: number;
  height: number;
}

/** JPEG and WebP keep a photo's detail at a fraction of the bytes; at 0.85 the server's re-encoding adds no visible loss. */
export const SHRINK_QUALITY = 0.85;

/** The size a photo is drawn at: within `box`, its shape kept, never enlarged. */
export function fitWithin(photo: Size, box: Size = FULL_IMAGE_SIZE): Size {
  const scale = Math.min(1, box.width / photo.width, box.height / photo.height);
  return { width: Math.max(1, Math.round(photo.width * scale)), height: Math.max(1, Math.round(photo.height * scale)) };
}

/** Whether a photo is larger than the server keeps, so drawing it smaller saves bytes on the link. */
export function needsShrinking(photo: Size, box: Size = FULL_IMAGE_SIZE): boolean {
  return photo.width > box.width || photo.height > box.height;
}

/** WebP where the browser can write it (most Android phones), else JPEG, which every browser writes. */
export function shrunkType(canWriteWebp: boolean): "image/webp" | "image/jpeg" {
  return canWriteWebp ? "image/webp" : "image/jpeg";
}

/** The shrunk file's name: the original's, with the extension of what it now holds. */
export function shrunkName(original: string, type: "image/webp" | "image/jpeg"): string {
  const stem = original.replace(/\.[^./\\]*$/, "") || "photo";
  return `${stem}.${type === "image/webp" ? "webp" : "jpg"}`;
}

/**
 * Which file to send: the original when it is already no bigger and within the limit (a small
 * PNG drawing can grow as a JPEG), else the shrunk one.
 */
export function pickSmaller<File extends { size: number }>(original: File, shrunk: File): File {
  return original.size <= shrunk.size && original.size <= MAX_IMAGE_BYTES ? original : shrunk;
}

/** A byte count as people read it on a phone: "850 KB", "1.2 MB". */
export function formatBytes(bytes: number, locale = "en"): string {
  const kb = bytes / 1024;
  if (kb < 1024)
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(kb < 1 && bytes > 0 ? 1 : 0, Math.round(kb)))} KB`;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(kb / 1024)} MB`;
}
