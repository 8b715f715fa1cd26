import { m } from "~/paraglide/messages";

/** Upload limits and their texts (docs/product.md#selling, docs/product.md#profile). Shared by forms and server. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The shapes a picture may have, read from its header before any pixel is drawn: no side longer
 * than MAX_IMAGE_SIDE and neither side more than MAX_IMAGE_RATIO times the other (exactly 10:1 is
 * taken). A phone photo, a panorama or a banner fits easily; a 100000×1 strip, a few bytes long, does
 * not, and drawing it cost 16 s of CPU and 2 GB.
 */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_RATIO = 10;

/** Whether a picture of this size is one the server draws (the pixel count is capped apart, by the decoder). */
export function isAcceptedImageShape(width: number, height: number): boolean {
  if (!(width >= 1 && height >= 1)) return false;
  return (
    Math.max(width, height) <= MAX_IMAGE_SIDE && Math.max(width, height) <= MAX_IMAGE_RATIO * Math.min(width, height)
  );
}

/** What file inputs offer; the server decides by the file's content, not this list. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

interface UploadToast {
  title: string;
  description: string;
}

/**
 * A toast's words, worded when read, in the reader's language. While the words stay the same the
 * object does too, so what `checkImageFile` gives can be told apart with `===`.
 */
function toastText(title: () => string, description: () => string): () => UploadToast {
  let last: UploadToast | undefined;
  return () => {
    const words = { title: title(), description: description() };
    if (!last || last.title !== words.title || last.description !== words.description) last = words;
    return last;
  };
}

const invalidType = toastText(m.errors_upload_invalid_type_title, m.errors_upload_invalid_type);
const tooLarge = toastText(m.errors_file_too_large_title, m.errors_upload_too_large);
const failed = toastText(m.errors_upload_failed_title, m.errors_upload_failed);
const photoUpdated = toastText(m.errors_photo_updated_title, m.errors_photo_updated);
const photoRemoved = toastText(m.errors_photo_removed_title, m.errors_photo_removed);

export const UPLOAD_TEXT = {
  get invalidType() {
    return invalidType();
  },
  get tooLarge() {
    return tooLarge();
  },
  get failed() {
    return failed();
  },
  get photoUpdated() {
    return photoUpdated();
  },
  get photoRemoved() {
    return photoRemoved();
  },
} as const;

const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/** Whether a file's type is one the server takes; its size is checked apart, after the browser has shrunk it. */
export function isAcceptedImageType(type: string): boolean {
  return ACCEPTED_TYPES.has(type);
}

/** The browser's quick check before uploading, so a slow link is not spent on a file that will be refused. */
export function checkImageFile(file: {
  type: string;
  size: number;
}): (typeof UPLOAD_TEXT)["invalidType" | "tooLarge"] | null {
  if (!isAcceptedImageType(file.type)) return UPLOAD_TEXT.invalidType;
  if (file.size > MAX_IMAGE_BYTES) return UPLOAD_TEXT.tooLarge;
  return null;
}

/** The product and accommodation forms' upload texts (docs/product.md#selling). */
export const LISTING_UPLOAD_TEXT = {
  get invalidFileTitle() {
    return m.errors_invalid_file_title();
  },
  invalidFile: (name: string) => m.errors_invalid_image_file({ name }),
  get tooLargeTitle() {
    return m.errors_file_too_large_title();
  },
  tooLarge: (name: string) => m.errors_image_too_large({ name }),
  tooMany: (max: number | string) => ({
    title: m.errors_too_many_images_title(),
    description: m.errors_too_many_images({ max }),
  }),
  get failed() {
    return { title: m.errors_images_failed_title(), description: m.errors_images_failed() };
  },
} as const;
