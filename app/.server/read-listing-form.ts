import { MAX_IMAGE_BYTES } from "~/lib/upload-rules";
import type { ListingPhotosInput } from "./domain/listings/store-arranged-photos";
import { readForm } from "./read-form";

/**
 * Reads a product or accommodation form: its fields, and its photos as the domain functions take
 * them (the posted order, the photos ticked for removal, and the new files with their names).
 */
export async function readListingForm(request: Request, maxImages: number): Promise<{ form: FormData; photos: ListingPhotosInput }> {
  const form = await readForm(request, maxImages * MAX_IMAGE_BYTES);
  // A plain form with no file chosen still sends one empty file part: that is not a photo.
  const chosen = form.getAll("images").filter((value): value is File => value instanceof File && value.size > 0);
  const files = await Promise.all(chosen.map(async (file) => ({ name: file.name.slice(0, 120) || "image", bytes: new Uint8Array(await file.arrayBuffer()) })));
  const texts = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  return { form, photos: { order: texts("photoOrder"), remove: texts("removePhoto"), files } };
}
