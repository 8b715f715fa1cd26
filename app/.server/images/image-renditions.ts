import sharp, { type Sharp } from "sharp";
import { RESPONSIVE_WIDTHS, SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_SIZE } from "~/lib/shared/images";
import type { Bucket, ObjectStorage } from "../storage/storage";
import { inImageSlot } from "./image-slots";
import { openCheckedImage } from "./open-checked-image";

/** One sibling of a stored photo (app/lib/shared/images.ts names them): its name's ending, bytes and type. */
export interface Rendition {
  suffix: string;
  bytes: Buffer;
  contentType: string;
}

/** Tried in turn while the share preview is over WhatsApp's limit; noise-like photos need the low ones. */
const SHARE_QUALITIES = [80, 65, 50, 35, 20];

/**
 * The width siblings and the share preview of a full-size photo that was already drawn again
 * without metadata (reencode-image.ts), so none of these carries any. Drawn from the stored full
 * photo rather than the upload, so the backfill of older photos draws exactly what an upload does,
 * under the same rules: the header is read first and a shape outside the upload rules refused
 * (a photo stored before them, for the backfill), in one of the process's image slots, one
 * sibling after the other.
 */
export async function drawRenditions(full: Uint8Array): Promise<Rendition[]> {
  return inImageSlot(async () => {
    const { image: source, width, height } = await openCheckedImage(full);
    const renditions: Rendition[] = [];
    for (const each of RESPONSIVE_WIDTHS) {
      const bytes = await source
        .clone()
        .resize({ width: each, withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
      renditions.push({ suffix: `.w${each}.webp`, bytes, contentType: "image/webp" });
    }
    renditions.push({
      suffix: ".share.jpg",
      bytes: await drawSharePreview(source, width, height),
      contentType: "image/jpeg",
    });
    return renditions;
  });
}

/**
 * Wider than this, a photo that covers the whole preview is cropped to fill it; narrower (portrait,
 * square logos), or too small to fill it without enlarging, it is shown whole.
 */
const CROP_FROM_RATIO = 1.3;
/**
 * A small picture shown whole (a 192 px logo) is enlarged at most this much: more is only blur.
 * The one enlargement of the image code, and a bounded one: its result fits in SHARE_IMAGE_SIZE.
 */
const MAX_ENLARGEMENT = 2;

/**
 * Only a photo at least as large as the preview both ways is cropped: a crop to fill it from a
 * thinner photo would enlarge it first (a 1200×1 strip to 756000×630, 16 s of CPU and 2 GB).
 */
function isCropped(width: number, height: number): boolean {
  return width / height >= CROP_FROM_RATIO && width >= SHARE_IMAGE_SIZE.width && height >= SHARE_IMAGE_SIZE.height;
}

function cropped(source: Sharp): Sharp {
  return source
    .clone()
    .resize({ ...SHARE_IMAGE_SIZE, fit: "cover", position: sharp.strategy.attention, withoutEnlargement: true });
}

/** Scaled to fit (never more than MAX_ENLARGEMENT, so never more than SHARE_IMAGE_SIZE) and centred on white. */
function shownWhole(source: Sharp, width: number, height: number): Sharp {
  const scale = Math.min(SHARE_IMAGE_SIZE.width / width, SHARE_IMAGE_SIZE.height / height, MAX_ENLARGEMENT);
  const shown = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  const left = Math.floor((SHARE_IMAGE_SIZE.width - shown.width) / 2);
  const top = Math.floor((SHARE_IMAGE_SIZE.height - shown.height) / 2);
  return source
    .clone()
    .resize(shown)
    .extend({
      left,
      top,
      right: SHARE_IMAGE_SIZE.width - shown.width - left,
      bottom: SHARE_IMAGE_SIZE.height - shown.height - top,
      background: "#ffffff",
    });
}

/**
 * 1200×630 whatever the photo's shape: a landscape photo is cropped around what draws the eye
 * (sharp's attention strategy) rather than the middle; a portrait photo, a square logo or a picture
 * smaller than the preview is shown whole on white, since cropping it to 1.91:1 would cut the thing
 * being sold in half (or enlarge it). JPEG on white, because link-preview apps do not all show WebP
 * or transparency.
 */
async function drawSharePreview(source: Sharp, width: number, height: number): Promise<Buffer> {
  const pixels = await (isCropped(width, height) ? cropped(source) : shownWhole(source, width, height))
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let output = Buffer.alloc(0);
  for (const quality of SHARE_QUALITIES) {
    output = await sharp(pixels.data, { raw: pixels.info }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (output.byteLength <= SHARE_IMAGE_MAX_BYTES) return output;
  }
  return output;
}

/** Draws and stores a full-size photo's renditions beside it (`<owner>/<name>.webp` → `<owner>/<name>.w480.webp`, ...). */
export async function storeRenditions(
  storage: ObjectStorage,
  bucket: Bucket,
  ownerId: string,
  fullObjectPath: string,
  full: Uint8Array,
): Promise<void> {
  const stem = fullObjectPath.replace(/\.webp$/, "");
  for (const rendition of await drawRenditions(full)) {
    await storage.put(ownerId, bucket, `${stem}${rendition.suffix}`, rendition.bytes, rendition.contentType);
  }
}
