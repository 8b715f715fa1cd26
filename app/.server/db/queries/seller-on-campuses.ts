import { type AnyColumn, inArray, type SQL, sql } from "drizzle-orm";
import { users } from "../schema";

/**
 * "The seller's campus is one of these", written on the listing's own seller column so it can
 * stand inside any query on the listing table (search runs several).
 */
export function sellerOnCampuses(sellerId: AnyColumn, campusIds: string[]): SQL {
  return sql`${sellerId} in (select ${users.id} from ${users} where ${inArray(users.campusId, campusIds)})`;
}
