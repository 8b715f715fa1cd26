import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campuses } from "../../db/schema";

export interface CampusOption {
  id: string;
  name: string;
  shortName: string;
  city: string;
  region: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** All campuses by name: the pickers' list and the data for location detection. */
export async function listCampuses(db: Database): Promise<CampusOption[]> {
  return db
    .select({
      id: campuses.id,
      name: campuses.name,
      shortName: campuses.shortName,
      city: campuses.city,
      region: campuses.region,
      latitude: campuses.latitude,
      longitude: campuses.longitude,
      radiusKm: campuses.radiusKm,
    })
    .from(campuses)
    .orderBy(asc(campuses.name));
}
