import { readVisitorCampus } from "~/lib/campuses/visitor-campus";

/** The campus a signed-out visitor chose (cookie), as the list filter's campus set. */
export function visitorCampusIds(request: Request): { selectedId: string | null; campusIds: string[] | undefined } {
  const selectedId = readVisitorCampus(request.headers.get("Cookie"));
  return { selectedId, campusIds: selectedId ? [selectedId] : undefined };
}
