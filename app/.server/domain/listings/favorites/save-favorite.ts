import { and, eq } from "drizzle-orm";
import type { FavoriteKind } from "~/lib/listings/favorites";
import { listingPath } from "~/lib/listings/kinds";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import type { Database } from "../../../db/client";
import { listedPublicly } from "../../../db/queries/public-listing";
import { favorites, listings, shops, users } from "../../../db/schema";
import { notifyListingFavorited } from "../../notifications/notify";

type Executor = Pick<Database, "select" | "insert">;

const notFound = () => new AppError("not_found", "favorite_target_missing");

/** The target if it can be saved: a listing of that kind the public can see (with its seller), or a shop. */
async function savableTarget(
  tx: Pick<Database, "select">,
  kind: FavoriteKind,
  targetId: string,
): Promise<{ sellerId: string | null } | null> {
  if (kind === "shop") {
    const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, targetId)).limit(1);
    return shop ? { sellerId: null } : null;
  }
  const [listing] = await tx
    .select({ sellerId: listings.sellerId })
    .from(listings)
    .where(and(eq(listings.id, targetId), eq(listings.kind, kind), listedPublicly(listings)))
    .limit(1);
  return listing ?? null;
}

/**
 * Saves the target in the caller's transaction (the heart's toggle, or saveFavorite). Refuses, as
 * not found, what the public cannot see. Saving what is already saved changes nothing.
 */
export async function addFavorite(tx: Executor, userId: string, kind: FavoriteKind, targetId: string): Promise<void> {
  const found = await savableTarget(tx, kind, targetId);
  if (!found) throw notFound();
  // The seller is told in this transaction, which touches their account row: take it first, in
  // the order an account deletion takes its rows (the account, then its listings), so the two
  // never wait on each other. Then the listing is looked at again, as it stands now.
  if (found.sellerId) {
    const [seller] = await tx.select({ id: users.id }).from(users).where(eq(users.id, found.sellerId)).for("key share");
    if (!seller) throw notFound();
  }
  const target = found.sellerId ? await savableTarget(tx, kind, targetId) : found;
  if (!target) throw notFound();
  // A double click can race: the unique index keeps one row, and the second insert is a no-op.
  const added = await tx
    .insert(favorites)
    .values(kind === "shop" ? { userId, shopId: targetId } : { userId, listingId: targetId })
    .onConflictDoNothing()
    .returning({ id: favorites.id });
  // Its seller hears of it (once per student, however often the heart is toggled).
  if (added.length > 0 && kind !== "shop" && target.sellerId)
    await notifyListingFavorited(
      tx,
      { id: targetId, sellerId: target.sellerId, path: listingPath(kind, targetId) },
      userId,
    );
}

/**
 * Saves a listing or shop for the acting user, never unsaves it: what a signed-out heart asked
 * for, finished after sign-in (app/.server/http/forms-and-actions/finish-pending-action.ts), where a toggle would
 * unsave what the student had saved before.
 */
export async function saveFavorite(
  db: Database,
  userId: string,
  kind: FavoriteKind,
  targetId: string,
): Promise<{ favorited: true }> {
  if (!isUuid(targetId)) throw notFound();
  await db.transaction((tx) => addFavorite(tx, userId, kind, targetId));
  return { favorited: true };
}
