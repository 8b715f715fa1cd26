import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../db/client";
import { shops } from "../../db/schema";

/** The shop as its owner's edit form shows it. Someone else's shop is "not found", as is a missing one. */
export async function getEditableShop(db: Database, actorId: string, shopId: string) {
  if (!isUuid(shopId)) throw new AppError("not_found", "shop_edit_not_found");
  const [shop] = await db
    .select({
      id: shops.id,
      name: shops.name,
      description: shops.description,
      category: shops.category,
      location: shops.location,
      address: shops.address,
      phoneNumber: shops.phoneNumber,
      phoneNumberPublic: shops.phoneNumberPublic,
      campusId: shops.campusId,
      logoUrl: shops.logoUrl,
      coverImageUrl: shops.coverImageUrl,
    })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.ownerId, actorId)));
  if (!shop) throw new AppError("not_found", "shop_edit_not_found");
  return shop;
}

export type EditableShop = Awaited<ReturnType<typeof getEditableShop>>;
