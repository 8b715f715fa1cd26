import type { ListingDraft } from "~/lib/listings/forms/listing-forms";
import { LISTING_KINDS, type ListingKind } from "~/lib/listings/kinds";
import { ACCOMMODATION_STORE } from "./accommodation";
import type { ListingFormColumn, ListingFormColumns, ListingKindStore } from "./listing-kind-store";
import { PRODUCT_STORE } from "./product";

export type { ListingFormColumn, ListingFormColumns, ListingKindStore } from "./listing-kind-store";

/** Every kind's server side; a new kind adds its store here (docs/decisions/0006-listing-kernel.md). */
const LISTING_KIND_STORES: { [K in ListingKind]: ListingKindStore<K> } = {
  product: PRODUCT_STORE,
  accommodation: ACCOMMODATION_STORE,
};

export function kindStore<K extends ListingKind>(kind: K): ListingKindStore<K> {
  return LISTING_KIND_STORES[kind];
}

/** Every column some kind's form fills in, once each. */
export const LISTING_FORM_COLUMNS: readonly ListingFormColumn[] = [
  ...new Set(LISTING_KINDS.flatMap((kind) => Object.values<ListingFormColumn>(kindStore(kind).columns))),
];

/** A checked form's columns, by its kind's field -> column map; an optional field left out is null. */
export function draftColumns(draft: ListingDraft): ListingFormColumns {
  const fields: Record<string, unknown> = draft.fields;
  const columns = Object.entries<ListingFormColumn>(kindStore(draft.kind).columns);
  return Object.fromEntries(columns.map(([field, column]) => [column, fields[field] ?? null])) as ListingFormColumns;
}

/**
 * A stored listing as its kind's form shows it, field by field: what the edit form starts from. A
 * list (amenities) is typed back the way the form takes it, comma-separated; an empty column is no value.
 */
export function formValuesOf(kind: ListingKind, row: Partial<Record<ListingFormColumn, unknown>>) {
  const values: Record<string, string> = {};
  for (const [field, column] of Object.entries<ListingFormColumn>(kindStore(kind).columns)) {
    const stored = row[column];
    if (stored === null || stored === undefined) continue;
    values[field] = Array.isArray(stored) ? stored.join(", ") : String(stored);
  }
  return values;
}
