import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accommodations } from "../../db/schema";

/** Counts one view of an accommodation page. */
export async function recordAccommodationView(db: Database, accommodationId: string): Promise<void> {
  await db
    .update(accommodations)
    .set({ viewsCount: sql`${accommodations.viewsCount} + 1` })
    .where(eq(accommodations.id, accommodationId));
}
