import { m } from "~/paraglide/messages";
import { labelIn } from "../../shared/label-in";
import type { AccommodationCategory } from "../categories";

const ACCOMMODATION_CATEGORY_LABELS = {
  "Student Housing": m.listings_place_student_housing,
  "Shared Apartment": m.listings_place_shared_apartment,
  "Private Room": m.listings_place_private_room,
  Studio: m.listings_place_studio,
  "Family Housing": m.listings_place_family_housing,
  Other: m.listings_category_other,
} satisfies Record<AccommodationCategory, () => string>;

export const accommodationCategoryLabel = (value: string): string => labelIn(ACCOMMODATION_CATEGORY_LABELS, value);
