import { and, eq } from "drizzle-orm";
import type { RemoveCampusDomainInput } from "~/lib/verification/forms/student-verification";
import type { Database } from "../../db/client";
import { campusEmailDomains } from "../../db/schema";
import { assertAdmin } from "../admin/assert-admin";

/**
 * An admin removes a domain from a campus: new addresses at it are refused, and links already sent
 * to it stop working. Students confirmed with it keep their year (they were students then).
 * Removing one that is already gone changes nothing.
 */
export async function removeCampusDomain(db: Database, actorId: string, input: RemoveCampusDomainInput): Promise<void> {
  await assertAdmin(db, actorId);
  await db
    .delete(campusEmailDomains)
    .where(and(eq(campusEmailDomains.campusId, input.campusId), eq(campusEmailDomains.domain, input.domain)));
}
