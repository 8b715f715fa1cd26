import * as z from "zod/mini";
import { MAX_AMENITIES, MAX_AMENITY_LENGTH, parseAmenities } from "../amenities";
import { ACCOMMODATION_CATEGORIES } from "../categories";
import { noBidiControl, optionalText, plainText, requiredText } from "./fields";
import { priceField } from "./product";

/** The accommodation form (post and edit), shared by the browser and the server. */
export const accommodationSchema = z.object({
  title: requiredText(120, "Please enter a title."),
  /** Monthly rent in TZS. */
  price: priceField,
  location: requiredText(120, "Please enter the location."),
  description: optionalText(2000),
  address: optionalText(200),
  /** Free text; the form suggests the usual ones. */
  roomType: optionalText(60),
  /** The list filter's "type of place"; Other when not chosen. */
  category: z._default(z.enum(ACCOMMODATION_CATEGORIES, { error: "Please choose a type of place from the list." }), "Other"),
  amenities: z.pipe(
    z._default(z.string().check(plainText, noBidiControl), ""),
    z.transform(parseAmenities).check(
      z.maxLength(MAX_AMENITIES, { error: `Please list at most ${MAX_AMENITIES} amenities.` }),
      z.refine((list) => list.every((a) => a.length <= MAX_AMENITY_LENGTH), { error: `Please keep each amenity under ${MAX_AMENITY_LENGTH} characters.` }),
    ),
  ),
});

export type AccommodationInput = z.infer<typeof accommodationSchema>;
