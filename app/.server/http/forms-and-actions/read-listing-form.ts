import type { ListingPhotosInput } from "~/.server/domain/listings/store-arranged-photos";

/** A form's photo fields: not typed values to fill in again. */
export const PHOTO_FIELDS = new Set(["photoOrder", "removePhoto", "loadedPhoto", "images"]);

/**
 * A product or accommodation form's photos as the domain functions take them: the posted order,
 * the photos ticked for removal, and the new files with their names. (Its size was bounded when it
 * was read: body-limits.ts leaves room for one photo more than allowed, so too many photos are
 * answered "Too many images", not "too large".)
 */
export async function listingPhotosOf(form: FormData): Promise<ListingPhotosInput> {
  // A plain form with no file chosen still sends one empty file part: that is not a photo.
  const chosen = form.getAll("images").filter((value): value is File => value instanceof File && value.size > 0);
  const files = await Promise.all(
    chosen.map(async (file) => ({
      name: file.name.slice(0, 120) || "image",
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
  const texts = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  // The form always states the photos it was loaded with (none, for a new listing).
  return { order: texts("photoOrder"), remove: texts("removePhoto"), files, loaded: texts("loadedPhoto") };
}
