import { optionalFormValue } from "../../shared/forms/fields";
import { LISTING_KIND_RULES, type ListingKind } from "../kinds";
import { type AccommodationInput, accommodationSchema } from "./accommodation";
import { type ProductInput, productSchema } from "./product";

/**
 * Each kind's form: its zod schema (shared by the browser and the server) and which of its fields
 * are optional, so an empty optional field counts as not given. The required ones are the kind's
 * `requiredFields` (lib/listings/kinds), which the form's Save button waits for too. A new kind adds
 * its form here.
 */
export const LISTING_FORMS = {
  product: { schema: productSchema, optional: ["condition", "description", "shopId"] },
  accommodation: {
    schema: accommodationSchema,
    optional: ["description", "address", "roomType", "category", "amenities"],
  },
} as const satisfies Record<ListingKind, { schema: unknown; optional: readonly string[] }>;

export interface ListingInputs {
  product: ProductInput;
  accommodation: AccommodationInput;
}

/** A checked form of one kind: what the listing use-cases take. */
export type ListingDraft = { [K in ListingKind]: { kind: K; fields: ListingInputs[K] } }[ListingKind];

export type ListingFormParse =
  | { success: true; draft: ListingDraft }
  | { success: false; issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** Reads a posted listing form of `kind` and checks it with the kind's schema. */
export function parseListingForm(kind: ListingKind, form: FormData): ListingFormParse {
  const { schema, optional } = LISTING_FORMS[kind];
  const values: Record<string, string | undefined> = {};
  for (const name of LISTING_KIND_RULES[kind].requiredFields) values[name] = String(form.get(name) ?? "");
  for (const name of optional) values[name] = optionalFormValue(form, name);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { success: false, issues: parsed.error.issues };
  return { success: true, draft: { kind, fields: parsed.data } as ListingDraft };
}
