import type { ListingDraft } from "~/lib/listings/forms/listing-forms";
import type { ListingKind } from "~/lib/listings/kinds";
import { ACCOMMODATION_STORE } from "./accommodation";
import type { ListingFormColumns, ListingKindStore } from "./listing-kind-store";
import { PRODUCT_STORE } from "./product";

export type { ListingFormColumns, ListingKindStore } from "./listing-kind-store";

/** Every kind's server side; a new kind adds its store here (docs/decisions/0006-listing-kernel.md). */
const LISTING_KIND_STORES: { [K in ListingKind]: ListingKindStore<K> } = {
  product: PRODUCT_STORE,
  accommodation: ACCOMMODATION_STORE,
};

export function kindStore<K extends ListingKind>(kind: K): ListingKindStore<K> {
  return LISTING_KIND_STORES[kind];
}

/** A checked form's columns: the ones every kind has, then the kind's own. */
export function draftColumns(draft: ListingDraft): ListingFormColumns {
  const store = kindStore(draft.kind) as ListingKindStore<typeof draft.kind>;
  const fields = draft.fields as never;
  const { description, price, category } = draft.fields;
  return {
    title: store.titleOf(fields),
    description: description ?? null,
    price,
    category,
    ...store.ownColumns(fields),
  };
}
