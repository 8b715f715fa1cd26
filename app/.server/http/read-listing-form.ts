import type { ListingPhotosInput } from "~/.server/domain/listings/store-arranged-photos";
import { MAX_IMAGE_BYTES } from "~/lib/upload-rules";
import { readForm } from "./read-form";

const PHOTO_FIELDS = new Set(["photoOrder", "removePhoto", "loadedPhoto", "images"]);

/**
 * Reads a product or accommodation form: its fields, and its photos as the domain functions take
 * them (the posted order, the photos ticked for removal, and the new files with their names).
 */
export async function readListingForm(request: Request, maxImages: number): Promise<{ form: FormData; photos: ListingPhotosInput; values: Record<string, string> }> {
  // Room for one file more than allowed, so too many photos get "Too many images", not "too large".
  const form = await readForm(request, (maxImages + 1) * MAX_IMAGE_BYTES);
  // A plain form with no file chosen still sends one empty file part: that is not a photo.
  const chosen = form.getAll("images").filter((value): value is File => value instanceof File && value.size > 0);
  const files = await Promise.all(chosen.map(async (file) => ({ name: file.name.slice(0, 120) || "image", bytes: new Uint8Array(await file.arrayBuffer()) })));
  const texts = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  // The typed fields, to fill the form in again when the save is refused.
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string" && !PHOTO_FIELDS.has(entry[0])).map(([k, v]) => [k, v.slice(0, 2000)]),
  );
  // The form always states the photos it was loaded with (none, for a new listing).
  return { form, values, photos: { order: texts("photoOrder"), remove: texts("removePhoto"), files, loaded: texts("loadedPhoto") } };
}
