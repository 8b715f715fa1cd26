import { Link, useLocation } from "react-router";
import { m } from "~/paraglide/messages";
import { CampusPicker, type PickerCampus } from "./campus-picker";

/** What the bar says about a kind's list (each kind words it itself: "bidhaa za", "malazi ya"). */
export interface CampusScopeText {
  /** A visitor with a campus chosen. */
  visitorNear: () => string;
  /** A signed-in user looking at every campus. */
  every: () => string;
  /** A signed-in user looking at their own campuses. */
  memberNear: () => string;
}

/**
 * Above a list: visitors pick a campus; signed-in users see their campuses' listings, with a
 * link to every campus and back.
 */
export function CampusScopeBar({
  scope,
  campuses,
  text,
}: {
  scope: { viewer: "visitor" | "member"; selectedId: string | null; campusIds?: string[]; showingAll: boolean };
  campuses: PickerCampus[];
  text: CampusScopeText;
}) {
  const location = useLocation();
  if (scope.viewer === "visitor") {
    return (
      <>
        <CampusPicker campuses={campuses} selectedId={scope.selectedId} />
        {scope.selectedId ? <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{text.visitorNear()}</p> : null}
      </>
    );
  }
  const params = new URLSearchParams(location.search);
  params.delete("page");
  if (scope.showingAll) params.delete("campuses");
  else params.set("campuses", "all");
  const query = params.toString();
  const toggle = `${location.pathname}${query ? `?${query}` : ""}`;
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
      <span>{scope.showingAll ? text.every() : text.memberNear()}</span>
      {scope.showingAll || scope.campusIds ? (
        <Link to={toggle} className="font-semibold underline">
          {scope.showingAll ? m.listings_scope_only_mine() : m.listings_scope_see_every()}
        </Link>
      ) : null}
    </p>
  );
}
