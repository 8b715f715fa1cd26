import type { AccommodationInput } from "~/lib/forms/accommodation";

/** The accommodation form's fields as the columns they are saved to (listing and editing alike). */
export function accommodationColumns(input: AccommodationInput) {
  return {
    title: input.title,
    description: input.description ?? null,
    price: input.price,
    location: input.location,
    address: input.address ?? null,
    roomType: input.roomType ?? null,
    category: input.category,
    amenities: input.amenities,
  };
}
