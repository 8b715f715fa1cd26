export type ImageType = "jpeg" | "png" | "webp";

/**
 * The image type by the file's first bytes (magic numbers), never by its name or the declared
 * type, which the sender controls. Anything else is null.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, signature: number[]) => signature.every((b, i) => bytes[offset + i] === b);
  if (bytes.length >= 3 && at(0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (bytes.length >= 8 && at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // RIFF....WEBP
  if (bytes.length >= 12 && at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return "webp";
  return null;
}
