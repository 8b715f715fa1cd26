/** Upload limits and the spec's texts for them (sections 5 and 9). Shared by forms and server. */
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
