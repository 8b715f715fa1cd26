import { eq, inArray } from "drizzle-orm";
import { MAX_CAMPUSES_PER_USER, resolvePrimary } from "~/lib/campuses/campus-rules";
import { AppError } from "~/lib/shared/app-error";
import type { Database } from "../../db/client";
import { campuses, userCampuses, users } from "../../db/schema";

export interface NewAccountDetails {
  userId: string;
  campusIds: string[];
  primaryCampusId?: string | null;
  whatsappNumber: string;
  /** Free listings before fees apply (FREE_PRODUCTS_LIMIT, FREE_ACCOMMODATIONS_LIMIT); the column defaults otherwise. */
  freeQuota?: { products: number; accommodations: number };
}

/**
 * Gives a just-created account its campuses (the first or the marked one primary) and profile
 * fields, in one transaction. The auth library cannot share its transaction with us, so when
 * this fails the caller deletes the account: no account exists without its campuses.
 */
export async function setUpNewAccount(db: Database, details: NewAccountDetails): Promise<void> {
  const campusIds = [...new Set(details.campusIds)];
  if (campusIds.length === 0 || campusIds.length > MAX_CAMPUSES_PER_USER) {
    throw new AppError("invalid_input", "campus_required");
  }
  const primary = resolvePrimary(campusIds, details.primaryCampusId)!;
  await db.transaction(async (tx) => {
    const known = await tx.select({ id: campuses.id }).from(campuses).where(inArray(campuses.id, campusIds));
    if (known.length !== campusIds.length) throw new AppError("invalid_input", "unknown_campus");
    // The database gave the account its primary campus row when the account was created.
    await tx
      .insert(userCampuses)
      .values(campusIds.map((campusId) => ({ userId: details.userId, campusId, isPrimary: campusId === primary })))
      .onConflictDoNothing();
    await tx
      .update(users)
      .set({
        campusId: primary,
        whatsappNumber: details.whatsappNumber,
        phoneNumber: details.whatsappNumber,
        ...(details.freeQuota
          ? { freeProductsLimit: details.freeQuota.products, freeAccommodationsLimit: details.freeQuota.accommodations }
          : {}),
      })
      .where(eq(users.id, details.userId));
  });
}

/** The configured free-listing quota for new accounts. */
export function freeQuotaOf(env: { FREE_PRODUCTS_LIMIT: number; FREE_ACCOMMODATIONS_LIMIT: number }) {
  return { products: env.FREE_PRODUCTS_LIMIT, accommodations: env.FREE_ACCOMMODATIONS_LIMIT };
}
