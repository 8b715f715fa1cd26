import {
  fitWithin,
  needsShrinking,
  pickSmaller,
  SHRINK_QUALITY,
  shrunkName,
  shrunkType,
} from "~/lib/shared/photo-shrink";
import { MAX_IMAGE_BYTES } from "~/lib/shared/upload-rules";

/**
 * A chosen photo as it is worth sending: drawn at the size the server keeps (lib/shared/photo-shrink.ts),
 * upright as the camera meant it (EXIF orientation applied, the EXIF itself, GPS included, left
 * behind), as WebP or JPEG. A photo the browser cannot read (HEIC, a broken file) goes as it is,
 * and the server answers it as it always has.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  // Released at the end: a phone keeps few canvases' pixels, and a 12 MP one is 48 MB.
  const canvas = document.createElement("canvas");
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    if (!needsShrinking(bitmap) && file.size <= MAX_IMAGE_BYTES) return file;
    const size = fitWithin(bitmap);
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
    canvas.width = 0;
    canvas.height = 0;
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, SHRINK_QUALITY));
}

/** Photos being shrunk, by the file input they will go into. */
const shrinking = new WeakMap<HTMLInputElement, Promise<unknown>>();

/** Notes that a file input's photo is being shrunk, so a send waits for it (whenPhotosReady). */
export function trackShrinking<T>(input: HTMLInputElement, work: Promise<T>): Promise<T> {
  shrinking.set(input, work);
  void work.finally(() => {
    if (shrinking.get(input) === work) shrinking.delete(input);
  });
  return work;
}

/** Waits for every photo of the form still being shrunk: tapped at once, the form sends the small one. */
export async function whenPhotosReady(form: HTMLFormElement): Promise<void> {
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[type="file"]')];
  await Promise.allSettled(inputs.map((input) => shrinking.get(input)));
}
