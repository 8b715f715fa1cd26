import type { FieldErrors } from "~/lib/shared/forms/form-errors";

/** What a kind's own form fields get: their errors, where each starts, and the seller's shops. */
export interface ListingFieldsProps {
  errors: FieldErrors;
  /** A field's starting value: what was just typed if the save was refused, else the stored one (when editing). */
  value: (name: string) => string | undefined;
  /** The seller's shops, for listing a product under one. */
  shops: { id: string; name: string; isPremium: boolean }[];
}
