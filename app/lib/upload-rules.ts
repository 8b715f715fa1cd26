import { m } from "~/paraglide/messages";

/** Upload limits and their texts (docs/product.md#selling, docs/product.md#profile). Shared by forms and server. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

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
export function checkImageFile(file: { type: string; size: number }): (typeof UPLOAD_TEXT)["invalidType" | "tooLarge"] | null {
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
  tooMany: (max: number | string) => ({ title: m.errors_too_many_images_title(), description: m.errors_too_many_images({ max }) }),
  get failed() {
    return { title: m.errors_images_failed_title(), description: m.errors_images_failed() };
  },
} as const;
