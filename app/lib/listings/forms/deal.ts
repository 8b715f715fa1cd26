import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { isUuid } from "../../shared/uuid";
import { isListingKind, type ListingKind } from "../kinds";

const listingKind = z.pipe(
  z.string().check(z.refine(isListingKind)),
  z.transform((value) => value as ListingKind),
);

/**
 * "Mark as sold / rented" (routes/listings/close-listing.tsx, at the listing's own address):
 * optionally the student it went to (empty: someone else, or not said). The domain checks that
 * the student wrote about it.
 */
export const closeListingSchema = z.object({
  buyerId: z.optional(
    z.union([z.literal(""), z.string().check(z.refine(isUuid, { error: () => m.listings_error_buyer() }))]),
  ),
});
export type CloseListingFields = z.infer<typeof closeListingSchema>;

/** "Put back up" on My Listings: which sold or rented listing. */
export const reopenListingSchema = z.object({ kind: listingKind, listingId: z.string().check(z.refine(isUuid)) });
export type ReopenListingFields = z.infer<typeof reopenListingSchema>;
