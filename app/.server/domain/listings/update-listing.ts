import type { ListingDraft } from "~/lib/listings/forms/listing-forms";
import { endsWaiver, feeAfterEdit } from "~/lib/payments/listing-fee";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema";
import { removeListingImages } from "../../images/store-listing-images";
import type { ObjectStorage } from "../../storage/storage";
import { assertOwnShop } from "./assert-own-shop";
import { draftColumns, kindStore } from "./kinds";
import { notYours, ownListing } from "./own-listing";
import { sameOrder } from "./same-order";
import { sellerHasPremiumShop } from "./seller-has-premium-shop";
import { type ListingPhotosInput, storeArrangedPhotos } from "./store-arranged-photos";

export interface UpdatedListing {
  /** The edit ended a free slot's waiver: the listing now owes its fee and is off the public pages until paid. */
  freeEnded: boolean;
}

/**
 * Saves the seller's changes to their own listing, photos included (kept, removed, reordered,
 * added; at most the kind's limit in all). Anyone else, or a missing listing, gets the "not
 * found or you don't have permission" error: the check is here, not only in the page. A fee still
 * owed follows the new price; a fee already paid or waived is not charged again, except that a
 * listing posted on a free slot that becomes another thing (category) or is priced above 1.5
 * times its free price owes its fee (app/lib/payments/listing-fee.ts, feeAfterEdit).
 */
export async function updateListing(
  db: Database,
  storage: ObjectStorage,
  sellerId: string,
  listingId: string,
  draft: ListingDraft,
  photos: ListingPhotosInput,
): Promise<UpdatedListing> {
  const store = kindStore(draft.kind);
  const columns = draftColumns(draft);
  const own = ownListing(draft.kind, sellerId, listingId);
  const [current] = await db.select({ imageUrls: listings.imageUrls }).from(listings).where(own);
  if (!current) throw notYours(draft.kind);
  const arranged = await storeArrangedPhotos(
    storage,
    store.bucket,
    sellerId,
    current.imageUrls,
    photos,
    store.rules.maxPhotos,
  );
  let updated: UpdatedListing;
  try {
    updated = await db.transaction(async (tx) => {
      if (columns.shopId) await assertOwnShop(tx, sellerId, columns.shopId);
      // Locks the row, so a concurrent edit or payment cannot interleave with the fee decision.
      const [row] = await tx
        .select({
          feePaid: listings.feePaid,
          feeAmount: listings.feeAmount,
          feePaidAmount: listings.feePaidAmount,
          feeWaived: listings.feeWaived,
          freeSlotPrice: listings.freeSlotPrice,
          category: listings.category,
          roomType: listings.roomType,
          status: listings.status,
          imageUrls: listings.imageUrls,
        })
        .from(listings)
        .where(own)
        .for("update");
      if (!row) throw notYours(draft.kind);
      if (!sameOrder(row.imageUrls, current.imageUrls)) throw new AppError("conflict", "listing_photos_changed");
      const sameThing = store.rules.sameThing(row, { category: columns.category, roomType: columns.roomType ?? null });
      // Asked only when it could matter: a free slot's waiver that this edit would end.
      const premiumShop =
        row.freeSlotPrice !== null && store.rules.premiumShopListsFree && (await sellerHasPremiumShop(tx, sellerId));
      const fee = feeAfterEdit(draft.kind, row, columns.price, { sameThing, premiumShop });
      await tx
        .update(listings)
        .set({ ...columns, imageUrls: arranged.urls, updatedAt: new Date(), ...fee })
        .where(own);
      return { freeEnded: endsWaiver(fee) };
    });
  } catch (error) {
    await removeListingImages(storage, sellerId, store.bucket, arranged.added);
    throw error;
  }
  await removeListingImages(storage, sellerId, store.bucket, arranged.dropped);
  return updated;
}
