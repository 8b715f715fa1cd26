/** Upload limits and their texts (docs/product.md#selling, docs/product.md#profile). Shared by forms and server. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What file inputs offer; the server decides by the file's content, not this list. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

export const UPLOAD_TEXT = {
  invalidType: { title: "Invalid file type", description: "Please upload a JPEG, PNG, or WebP image." },
  tooLarge: { title: "File too large", description: "Please upload an image smaller than 5MB." },
  failed: { title: "Upload failed", description: "Failed to upload image. Please try again." },
  photoUpdated: { title: "Photo updated", description: "Your new profile photo is saved." },
  photoRemoved: { title: "Photo removed", description: "Your initials show instead." },
} as const;

const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/** The browser's quick check before uploading, so a slow link is not spent on a file that will be refused. */
export function checkImageFile(file: { type: string; size: number }): (typeof UPLOAD_TEXT)["invalidType" | "tooLarge"] | null {
  if (!ACCEPTED_TYPES.has(file.type)) return UPLOAD_TEXT.invalidType;
  if (file.size > MAX_IMAGE_BYTES) return UPLOAD_TEXT.tooLarge;
  return null;
}

/** The product and accommodation forms' upload texts (docs/product.md#selling). */
export const LISTING_UPLOAD_TEXT = {
  invalidFileTitle: "Invalid file",
  invalidFile: (name: string) => `${name} is not a valid image file. Please use JPEG, PNG, or WebP.`,
  tooLargeTitle: "File too large",
  tooLarge: (name: string) => `${name} is too large. Maximum size is 5MB.`,
  tooMany: (max: number) => ({ title: "Too many images", description: `You can upload maximum ${max} images.` }),
  failed: { title: "Image upload failed", description: "Failed to upload one or more images. Please try again with different images." },
} as const;
