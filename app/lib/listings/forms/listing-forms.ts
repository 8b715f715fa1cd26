import type * as z from "zod/mini";
import { optionalFormValue } from "../../shared/forms/fields";
import type { ListingKind } from "../kinds";
import { type AccommodationInput, accommodationSchema } from "./accommodation";
import { type ProductInput, productSchema } from "./product";

/**
 * A form's fields, read off its schema: a field is optional when its schema may be missing
 * (`z.optional`, `z._default`: zod marks those `optin`, as the library's object parsing reads it),
 * and required otherwise. Declaring a field in the schema is all it takes; the Save button and
 * the server read the same lists. (Parsing a missing value to find out would word an error
 * message at import, before any reader's language is known.)
 */
function formFields<Schema extends z.ZodMiniObject>(schema: Schema) {
  const names = Object.keys(schema.shape) as (keyof Schema["shape"] & string)[];
  const optional = names.filter((name) => schema.shape[name]!._zod.optin !== undefined);
  return { schema, required: names.filter((name) => !optional.includes(name)), optional };
}

/**
 * Each kind's form: its zod schema (shared by the browser and the server) and, derived from it,
 * which fields must be filled in (the Save button waits for them, the server reads them as given)
 * and which are optional (an empty one counts as not given). A new kind adds its form here.
 */
export const LISTING_FORMS = {
  product: formFields(productSchema),
  accommodation: formFields(accommodationSchema),
} satisfies Record<ListingKind, ReturnType<typeof formFields>>;

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
  const { schema, required, optional } = LISTING_FORMS[kind];
  const values: Record<string, string | undefined> = {};
  for (const name of required) values[name] = String(form.get(name) ?? "");
  for (const name of optional) values[name] = optionalFormValue(form, name);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { success: false, issues: parsed.error.issues };
  return { success: true, draft: { kind, fields: parsed.data } as ListingDraft };
}
