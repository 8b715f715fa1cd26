import { sql } from "drizzle-orm";
import { check, doublePrecision, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

export const campuses = pgTable(
  "campuses",
  {
    id: id(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    city: text("city").notNull(),
    region: text("region").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    radiusKm: doublePrecision("radius_km").notNull().default(3),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("campuses_name_key").on(t.name),
    uniqueIndex("campuses_short_name_key").on(t.shortName),
    check("campuses_latitude_range", sql`${t.latitude} between -90 and 90`),
    check("campuses_longitude_range", sql`${t.longitude} between -180 and 180`),
    check("campuses_radius_positive", sql`${t.radiusKm} > 0`),
  ],
);
