import type { ListingKind } from "~/lib/listings/kinds";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema";
import { formValuesOf, LISTING_FORM_COLUMNS, type ListingFormColumn } from "./kinds";
import { notYours, ownListing } from "./own-listing";

const EDITABLE = {
  id: listings.id,
  kind: listings.kind,
  imageUrls: listings.imageUrls,
  status: listings.status,
  feeAmount: listings.feeAmount,
  feePaid: listings.feePaid,
  // What the kinds' forms fill in (their stores say which columns those are).
  ...(Object.fromEntries(LISTING_FORM_COLUMNS.map((column) => [column, listings[column]])) as {
    [C in ListingFormColumn]: (typeof listings)[C];
  }),
};

/**
 * The seller's own listing, for the edit form, with the form's starting values (`formValues`, by
 * field name). Another seller's is "not found or no permission".
 */
export async function getEditableListing(db: Database, sellerId: string, kind: ListingKind, listingId: string) {
  const [row] = await db
    .select(EDITABLE)
    .from(listings)
    .where(ownListing(kind, sellerId, listingId));
  if (!row) throw notYours(kind);
  return { ...row, formValues: formValuesOf(kind, row) };
}

export type EditableListing = Awaited<ReturnType<typeof getEditableListing>>;
