import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { FavoriteKind } from "~/lib/favorites";
import { isUuid } from "~/lib/uuid";
import type { Database } from "../../db/client";
import { publicListing } from "../../db/queries/public-listing";
import { accommodations, favorites, products, shops } from "../../db/schema";

/** What can be saved: listings only while the public can see them (not pending, not a suspended seller's). */
const TARGET = {
  product: { column: favorites.productId, table: products, id: products.id, visible: publicListing(products) },
  accommodation: { column: favorites.accommodationId, table: accommodations, id: accommodations.id, visible: publicListing(accommodations) },
  shop: { column: favorites.shopId, table: shops, id: shops.id, visible: undefined },
} as const;

/**
 * Saves or unsaves a listing or shop for the acting user, and says which it did. A user only
 * ever touches their own favorites: the user id comes from the session, never from the form.
 */
export async function toggleFavorite(db: Database, userId: string, kind: FavoriteKind, targetId: string): Promise<{ favorited: boolean }> {
  const target = TARGET[kind];
  const notFound = new AppError("not_found", "favorite_target_missing");
  if (!isUuid(targetId)) throw notFound;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(target.column, targetId)))
      .returning({ id: favorites.id });
    if (removed.length > 0) return { favorited: false };
    const [exists] = await tx.select({ id: target.id }).from(target.table).where(and(eq(target.id, targetId), target.visible)).limit(1);
    if (!exists) throw notFound;
    // A double click can race: the unique index keeps one row, and the second insert is a no-op.
    await tx
      .insert(favorites)
      .values({ userId, productId: kind === "product" ? targetId : null, accommodationId: kind === "accommodation" ? targetId : null, shopId: kind === "shop" ? targetId : null })
      .onConflictDoNothing();
    return { favorited: true };
  });
}
