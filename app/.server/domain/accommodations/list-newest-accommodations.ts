import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accommodations, users } from "../../db/schema";
import { accommodationCardColumns, type AccommodationCard } from "./accommodation-card";
import { publicListing } from "../../db/queries/public-listing";

/** Home page: the newest active accommodations. */
export async function listNewestAccommodations(db: Database, limit = 12): Promise<AccommodationCard[]> {
  return db
    .select(accommodationCardColumns)
    .from(accommodations)
    .innerJoin(users, eq(users.id, accommodations.sellerId))
    .where(publicListing(accommodations))
    .orderBy(desc(accommodations.createdAt), desc(accommodations.id))
    .limit(limit);
}
