import { and, count, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { ShopInput } from "~/lib/shops/forms/shop";
import type { Database } from "../../db/client";
import { campuses, shops, users } from "../../db/schema";
import type { ObjectStorage } from "../../storage/storage";
import type { ShopPictures } from "./shop-images";
import { storeShopPictures } from "./store-shop-pictures";

/** An owner may run several shops; more than this is not a student business but spam. */
export const MAX_SHOPS_PER_OWNER = 10;

async function assertBelowShopLimit(db: Pick<Database, "select">, ownerId: string): Promise<void> {
  const [owned] = await db.select({ n: count() }).from(shops).where(eq(shops.ownerId, ownerId));
  if ((owned?.n ?? 0) >= MAX_SHOPS_PER_OWNER)
    throw new AppError("conflict", "shop_limit_reached", { max: MAX_SHOPS_PER_OWNER });
}

/**
 * Opens a shop for the signed-in user, with its logo and cover. The shop starts without a
 * subscription (the owner starts the trial on shop management). The owner's row is locked while
 * their shops are counted, so two forms at once cannot pass the limit together. An individual
 * seller becomes a shop owner; a verified user keeps that badge. Pictures stored for a save that
 * then fails are deleted again.
 */
export async function createShop(
  db: Database,
  storage: ObjectStorage,
  ownerId: string,
  input: ShopInput,
  pictures: ShopPictures,
): Promise<{ id: string; trialAvailable: boolean }> {
  // An owner at the limit is refused before their pictures cost any work (and checked again below, locked).
  await assertBelowShopLimit(db, ownerId);
  const stored = await storeShopPictures(storage, ownerId, pictures);
  try {
    return await db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ campusId: users.campusId, trialUsedAt: users.shopTrialUsedAt })
        .from(users)
        .where(eq(users.id, ownerId))
        .for("no key update");
      if (!owner) throw new AppError("unauthenticated", "shop_owner_missing");
      await assertBelowShopLimit(tx, ownerId);
      const campusId = input.campusId ?? owner.campusId;
      if (input.campusId) {
        const [campus] = await tx.select({ id: campuses.id }).from(campuses).where(eq(campuses.id, input.campusId));
        if (!campus) throw new AppError("invalid_input", "shop_campus_unknown");
      }
      const [shop] = await tx
        .insert(shops)
        .values({
          ownerId,
          name: input.name,
          description: input.description ?? null,
          category: input.category,
          location: input.location,
          address: input.address ?? null,
          phoneNumber: input.phoneNumber || null,
          phoneNumberPublic: input.phoneNumberPublic,
          campusId,
          logoUrl: stored.logoUrl ?? null,
          coverImageUrl: stored.coverImageUrl ?? null,
        })
        .returning({ id: shops.id });
      await tx
        .update(users)
        .set({ userType: "shop_owner", updatedAt: sql`now()` })
        .where(and(eq(users.id, ownerId), inArray(users.userType, ["individual_seller", "individual"])));
      return { id: shop!.id, trialAvailable: owner.trialUsedAt === null };
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
