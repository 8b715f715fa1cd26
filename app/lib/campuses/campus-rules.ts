/** Campus membership rules (docs/product.md#campuses). */
export const MAX_CAMPUSES_PER_USER = 5;

export interface CampusChoice {
  campusIds: string[];
  primaryCampusId: string | null;
}

/** The first chosen campus is primary until the user marks another. */
export function addCampus(choice: CampusChoice, campusId: string): CampusChoice {
  if (choice.campusIds.includes(campusId) || choice.campusIds.length >= MAX_CAMPUSES_PER_USER) return choice;
  const campusIds = [...choice.campusIds, campusId];
  return { campusIds, primaryCampusId: choice.primaryCampusId ?? campusId };
}

/** Removing the primary campus makes the first remaining one primary. */
export function removeCampus(choice: CampusChoice, campusId: string): CampusChoice {
  const campusIds = choice.campusIds.filter((id) => id !== campusId);
  const primaryCampusId = choice.primaryCampusId === campusId ? (campusIds[0] ?? null) : choice.primaryCampusId;
  return { campusIds, primaryCampusId };
}

export function markPrimary(choice: CampusChoice, campusId: string): CampusChoice {
  return choice.campusIds.includes(campusId) ? { ...choice, primaryCampusId: campusId } : choice;
}

/** The primary campus a submitted form means: the marked one if chosen, else the first chosen. */
export function resolvePrimary(campusIds: string[], primaryCampusId: string | undefined | null): string | null {
  return primaryCampusId && campusIds.includes(primaryCampusId) ? primaryCampusId : (campusIds[0] ?? null);
}
