import { getSessionUser } from "~/.server/auth/get-session-user";
import { listUserCampusIds } from "~/.server/domain/campuses/list-user-campus-ids";
import type { ServerContext } from "~/.server/runtime/context";
import { visitorCampusIds } from "./visitor-campus";

export interface CampusScope {
  /** Who the list is for: a visitor (campus picker) or a signed-in user (their campuses). */
  viewer: "visitor" | "member";
  /** The visitor's chosen campus, for the picker. */
  selectedId: string | null;
  /** The filter: only listings of sellers on these campuses; undefined shows every campus. */
  campusIds: string[] | undefined;
  /** A member asked to see every campus (?campuses=all). */
  showingAll: boolean;
}

/**
 * Which campuses a product or accommodation list shows (docs/product.md#campuses): the visitor's chosen
 * campus, else the signed-in user's campuses, else everything. Members can look at every campus.
 */
export async function listCampusScope(
  context: Pick<ServerContext, "auth" | "db">,
  request: Request,
): Promise<CampusScope> {
  const user = await getSessionUser(context, request);
  if (!user) {
    const visitor = visitorCampusIds(request);
    return { viewer: "visitor", selectedId: visitor.selectedId, campusIds: visitor.campusIds, showingAll: false };
  }
  if (new URL(request.url).searchParams.get("campuses") === "all") {
    return { viewer: "member", selectedId: null, campusIds: undefined, showingAll: true };
  }
  const ids = await listUserCampusIds(context.db, user.id);
  return { viewer: "member", selectedId: null, campusIds: ids.length > 0 ? ids : undefined, showingAll: false };
}
