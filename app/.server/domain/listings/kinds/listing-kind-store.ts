import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ListingInputs } from "~/lib/listings/forms/listing-forms";
import type { ListingKind, ListingKindRules } from "~/lib/listings/kinds";
import type { listings } from "../../../db/schema";
import type { Bucket } from "../../../storage/storage";

/** The listing columns a form decides (the rest are the seller, photos, fee and counters). */
export type ListingFormColumns = Pick<typeof listings.$inferInsert, "title" | "description" | "price" | "category"> &
  Partial<
    Pick<typeof listings.$inferInsert, "shopId" | "condition" | "location" | "address" | "roomType" | "amenities">
  >;

/**
 * What the server knows about a kind of listing, beyond the shared rules: where its photos go,
 * which user columns count its free listings, and how its form maps onto the listings table.
 */
export interface ListingKindStore<K extends ListingKind> {
  rules: ListingKindRules<K>;
  bucket: Bucket;
  /** The users columns that count this kind's free listings. */
  freeQuota: { used: AnyPgColumn; limit: AnyPgColumn; usedKey: "freeProductsUsed" | "freeAccommodationsUsed" };
  /** The listing's title, from the form's own title field. */
  titleOf(fields: ListingInputs[K]): string;
  /** The columns only this kind has, from its form (posting and editing alike). */
  ownColumns(fields: ListingInputs[K]): Omit<ListingFormColumns, "title" | "description" | "price" | "category">;
}
