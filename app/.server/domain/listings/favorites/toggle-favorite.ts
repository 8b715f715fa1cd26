import { and, eq, exists } from "drizzle-orm";
import type { FavoriteKind } from "~/lib/listings/favorites";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../../db/client";
import { favorites, listings } from "../../../db/schema";
import { addFavorite } from "./save-favorite";

/**
 * Saves or unsaves a listing or shop for the acting user, and says which it did. A user only
 * ever touches their own favorites: the user id comes from the session, never from the form.
 */
export async function toggleFavorite(
  db: Database,
  userId: string,
  kind: FavoriteKind,
  targetId: string,
): Promise<{ favorited: boolean }> {
  const notFound = new AppError("not_found", "favorite_target_missing");
  if (!isUuid(targetId)) throw notFound;
  // The saved row of this kind only: a product heart never unsaves an accommodation with that id.
  const saved =
    kind === "shop"
      ? eq(favorites.shopId, targetId)
      : and(
          eq(favorites.listingId, targetId),
          exists(
            db
              .select({ id: listings.id })
              .from(listings)
              .where(and(eq(listings.id, targetId), eq(listings.kind, kind))),
          ),
        );
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), saved))
      .returning({ id: favorites.id });
    if (removed.length > 0) return { favorited: false };
    await addFavorite(tx, userId, kind, targetId);
    return { favorited: true };
  });
}
