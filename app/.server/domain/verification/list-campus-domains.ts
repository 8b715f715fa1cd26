import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campusEmailDomains, campuses } from "../../db/schema";
import { assertAdmin } from "../admin/assert-admin";

/** The universities' e-mail domains, by campus, for the admins' page. */
export async function listCampusDomains(db: Database, actorId: string) {
  await assertAdmin(db, actorId);
  return db
    .select({
      campusId: campusEmailDomains.campusId,
      campusShortName: campuses.shortName,
      domain: campusEmailDomains.domain,
      university: campusEmailDomains.university,
    })
    .from(campusEmailDomains)
    .innerJoin(campuses, eq(campuses.id, campusEmailDomains.campusId))
    .orderBy(asc(campuses.shortName), asc(campusEmailDomains.domain));
}
