import type { ListingDraft } from "~/lib/listings/forms/listing-forms";
import { listingPath } from "~/lib/listings/kinds";
import { feeOnPosting } from "~/lib/payments/listing-fee";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema";
import { removeListingImages, type UploadedImage } from "../../images/store-listing-images";
import type { ObjectStorage } from "../../storage/storage";
import { notifyFollowersOfListing } from "../notifications/notify";
import { assertOwnShop } from "./assert-own-shop";
import { draftColumns, kindStore } from "./kinds";
import { sellerHasPremiumShop } from "./seller-has-premium-shop";
import { storeArrangedPhotos } from "./store-arranged-photos";
import { takeFreeSlot } from "./take-free-slot";

export interface CreatedListing {
  id: string;
  /** "0.00" when posted free; otherwise the fee owed, and the listing waits as pending. */
  feeAmount: string;
}

/**
 * Posts a listing of any kind for the signed-in seller. Photos are stored first (all or none). The
 * fee is decided in the same transaction as the insert, and a free slot is taken atomically, so
 * two quick posts can never both take the last one. A listing that owes a fee is saved pending
 * (off the public pages) until it is paid. If the insert fails, the stored photos are deleted again.
 */
export async function createListing(
  db: Database,
  storage: ObjectStorage,
  sellerId: string,
  draft: ListingDraft,
  images: UploadedImage[],
): Promise<CreatedListing> {
  const store = kindStore(draft.kind);
  const columns = draftColumns(draft);
  const photos = { order: [], remove: [], files: images };
  const { urls: imageUrls } = await storeArrangedPhotos(
    storage,
    store.bucket,
    sellerId,
    [],
    photos,
    store.rules.maxPhotos,
  );
  try {
    return await db.transaction(async (tx) => {
      if (columns.shopId) await assertOwnShop(tx, sellerId, columns.shopId);
      // A premium shop's waiver first: it takes no slot, so the slots stay for when the shop lapses.
      const premium = store.rules.premiumShopListsFree && (await sellerHasPremiumShop(tx, sellerId));
      const waiver = premium ? "premium_shop" : (await takeFreeSlot(tx, sellerId, draft.kind)) ? "free_slot" : null;
      const terms = feeOnPosting(draft.kind, waiver, columns.price);
      const [created] = await tx
        .insert(listings)
        .values({ ...columns, kind: draft.kind, imageUrls, sellerId, ...terms })
        .returning({ id: listings.id });
      // Live at once (posted free): the seller's followers hear of it. A pending one waits for its fee.
      await notifyFollowersOfListing(tx, { id: created!.id, link: listingPath(draft.kind, created!.id) });
      return { id: created!.id, feeAmount: terms.feeAmount };
    });
  } catch (error) {
    await removeListingImages(storage, sellerId, store.bucket, imageUrls);
    throw error;
  }
}
