import { fitWithin, needsShrinking, pickSmaller, SHRINK_QUALITY, shrunkName, shrunkType } from "~/lib/photo-shrink";
import { MAX_IMAGE_BYTES } from "~/lib/upload-rules";

/**
 * A chosen photo as it is worth sending: drawn at the size the server keeps (lib/photo-shrink.ts),
 * upright as the camera meant it (EXIF orientation applied, the EXIF itself, GPS included, left
 * behind), as WebP or JPEG. A photo the browser cannot read (HEIC, a broken file) goes as it is,
 * and the server answers it as it always has.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    if (!needsShrinking(bitmap) && file.size <= MAX_IMAGE_BYTES) return file;
    const size = fitWithin(bitmap);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    // JPEG has no transparency: a see-through PNG would otherwise turn black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, size.width, size.height);
    // The default smoothing skips pixels when shrinking a lot: sharp edges turn jagged and grain stays, costing bytes.
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const webp = await toBlob(canvas, "image/webp");
    // A browser that cannot write WebP hands back a PNG instead.
    const type = shrunkType(webp?.type === "image/webp");
    const blob = type === "image/webp" ? webp : await toBlob(canvas, type);
    if (!blob) return file;
    return pickSmaller(file, new File([blob], shrunkName(file.name, type), { type, lastModified: file.lastModified }));
  } finally {
    bitmap.close();
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, SHRINK_QUALITY));
}
