import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "./client";
import { campusEmailDomains, campuses } from "./schema";
import { CAMPUS_EMAIL_DOMAINS } from "./seed-data/campus-email-domains";
import { CAMPUSES } from "./seed-data/campuses";
import { lockSeeding } from "./seed-lock";

export interface ReferenceSeedSummary {
  campuses: number;
  campusEmailDomains: number;
}

async function hasCampuses(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from campuses) as any`);
  return row?.any ?? false;
}

/**
 * The marketplace's real reference data, which every site needs whatever else it holds: the
 * campuses and their universities' e-mail domains (verified students). Written once, into a
 * database that has no campus yet; a database that has campuses keeps them as they are (admins
 * may have changed them), so it is safe at every start. No account, listing or shop: those are
 * demo data (seed.ts), written only when asked.
 */
export async function seedReferenceData(db: Database): Promise<ReferenceSeedSummary | null> {
  if (await hasCampuses(db)) return null;
  const campusRows = CAMPUSES.map((c) => ({
    id: randomUUID(),
    name: c.name,
    shortName: c.shortName,
    city: c.city,
    region: c.region,
    latitude: c.latitude,
    longitude: c.longitude,
    radiusKm: c.radiusKm,
  }));
  const campusId = new Map(campusRows.map((c) => [c.shortName, c.id]));
  // The same rows migration 0018 adds to databases that had campuses before the table existed.
  const domainRows = CAMPUS_EMAIL_DOMAINS.map((d) => {
    const id = campusId.get(d.campusShortName);
    if (!id) throw new Error(`An e-mail domain names an unknown campus: ${d.campusShortName}`);
    return { campusId: id, domain: d.domain, university: d.university };
  });
  const inserted = await db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    await lockSeeding(database);
    if (await hasCampuses(database)) return false;
    await tx.insert(campuses).values(campusRows);
    await tx.insert(campusEmailDomains).values(domainRows).onConflictDoNothing();
    return true;
  });
  return inserted ? { campuses: campusRows.length, campusEmailDomains: domainRows.length } : null;
}
