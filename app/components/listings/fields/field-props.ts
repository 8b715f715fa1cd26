import type { FieldErrors } from "~/lib/shared/forms/form-errors";

/** What a kind's own form fields get: the stored listing (when editing), its errors and the value lookup. */
export interface ListingFieldsProps {
  listing: {
    category: string;
    condition: string | null;
    shopId: string | null;
    location: string | null;
    address: string | null;
    roomType: string | null;
    amenities: string[];
  } | null;
  errors: FieldErrors;
  /** A field's starting value: what was just typed if the save was refused, else the stored one. */
  value: (name: string, stored: string | null | undefined) => string | undefined;
  /** The seller's shops, for listing a product under one. */
  shops: { id: string; name: string; isPremium: boolean }[];
}
