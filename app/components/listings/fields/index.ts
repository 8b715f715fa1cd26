import type { ComponentType } from "react";
import type { ListingKind } from "~/lib/listings/kinds";
import { AccommodationFields } from "./accommodation-fields";
import type { ListingFieldsProps } from "./field-props";
import { ProductFields } from "./product-fields";

export type { ListingFieldsProps } from "./field-props";

/** Each kind's own fields in the one listing form. */
export const LISTING_FIELDS: Record<ListingKind, ComponentType<ListingFieldsProps>> = {
  product: ProductFields,
  accommodation: AccommodationFields,
};
