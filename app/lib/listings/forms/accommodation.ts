import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { noBidiControl, optionalText, plainText, requiredText } from "../../shared/forms/fields";
import { MAX_AMENITIES, MAX_AMENITY_LENGTH, parseAmenities } from "../amenities";
import { ACCOMMODATION_CATEGORIES } from "../categories";
import { listingPriceField } from "./product";

/** The accommodation form (post and edit), shared by the browser and the server. */
export const accommodationSchema = z.object({
  title: requiredText(120, () => m.listings_title_required()),
  /** Monthly rent in TZS. */
  price: listingPriceField,
  location: requiredText(120, () => m.listings_location_required()),
  description: optionalText(2000),
  address: optionalText(200),
  /** Free text; the form suggests the usual ones. */
  roomType: optionalText(60),
  /** The list filter's "type of place"; Other when not chosen. */
  category: z._default(z.enum(ACCOMMODATION_CATEGORIES, { error: () => m.listings_place_type_invalid() }), "Other"),
  amenities: z.pipe(
    z._default(z.string().check(plainText, noBidiControl), ""),
    z.transform(parseAmenities).check(
      z.maxLength(MAX_AMENITIES, { error: () => m.listings_amenities_too_many({ max: MAX_AMENITIES }) }),
      z.refine((list) => list.every((a) => a.length <= MAX_AMENITY_LENGTH), {
        error: () => m.listings_amenity_too_long({ max: MAX_AMENITY_LENGTH }),
      }),
    ),
  ),
});

export type AccommodationInput = z.infer<typeof accommodationSchema>;
