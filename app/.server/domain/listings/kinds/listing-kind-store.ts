import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ListingInputs } from "~/lib/listings/forms/listing-forms";
import type { ListingKind, ListingKindRules } from "~/lib/listings/kinds";
import type { listings } from "../../../db/schema";
import type { Bucket } from "../../../storage/storage";

type ListingRow = typeof listings.$inferInsert;

/** The listing columns a form may decide (the rest are the seller, photos, fee and counters). */
export type ListingFormColumn = keyof Pick<
  ListingRow,
  | "title"
  | "description"
  | "price"
  | "category"
  | "shopId"
  | "condition"
  | "location"
  | "address"
  | "roomType"
  | "amenities"
>;

/** A checked form's columns: every kind fills these four, and its own ones of the rest. */
export type ListingFormColumns = Pick<ListingRow, "title" | "description" | "price" | "category"> &
  Partial<Pick<ListingRow, ListingFormColumn>>;

/**
 * What the server knows about a kind of listing, beyond the shared rules: where its photos go,
 * which user columns count its free listings, and where each field of its form is stored.
 */
export interface ListingKindStore<K extends ListingKind> {
  rules: ListingKindRules<K>;
  bucket: Bucket;
  /** The users columns that count this kind's free listings. */
  freeQuota: { used: AnyPgColumn; limit: AnyPgColumn; usedKey: "freeProductsUsed" | "freeAccommodationsUsed" };
  /**
   * Each field of the kind's form (lib/listings/forms/) and the listings column that holds it, for
   * posting, editing and filling the edit form in; a field the schema gains and this map lacks is a
   * type error. An optional field left out is stored as null.
   */
  columns: { readonly [F in keyof ListingInputs[K]]-?: ListingFormColumn };
}
