import { eq } from "drizzle-orm";
import { AppError } from "~/lib/shared/app-error";
import type { CampusDomainInput } from "~/lib/verification/forms/student-verification";
import type { Database } from "../../db/client";
import { campusEmailDomains, campuses } from "../../db/schema";
import { assertAdmin } from "../admin/assert-admin";

/**
 * An admin adds a university e-mail domain to a campus (checked by campusDomainSchema). Not in the
 * moderation log: it is the site's configuration, not an action on anyone's listing or account.
 */
export async function addCampusDomain(db: Database, actorId: string, input: CampusDomainInput): Promise<void> {
  await assertAdmin(db, actorId);
  const [campus] = await db.select({ id: campuses.id }).from(campuses).where(eq(campuses.id, input.campusId)).limit(1);
  if (!campus) throw new AppError("invalid_input", "unknown_campus");
  const added = await db
    .insert(campusEmailDomains)
    .values({ campusId: campus.id, domain: input.domain, university: input.university.trim() })
    .onConflictDoNothing()
    .returning({ domain: campusEmailDomains.domain });
  if (added.length === 0) throw new AppError("conflict", "campus_domain_exists");
}
