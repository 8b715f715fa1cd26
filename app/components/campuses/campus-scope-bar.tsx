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

type CampusScope = {
  viewer: "visitor" | "member";
  selectedId: string | null;
  campusIds?: string[];
  showingAll: boolean;
};

/** A visitor's campus choice, folded into a list's Filters; members' campuses come from their account. */
export function CampusScopePicker({ scope, campuses }: { scope: CampusScope; campuses: PickerCampus[] }) {
  return scope.viewer === "visitor" ? <CampusPicker campuses={campuses} selectedId={scope.selectedId} /> : null;
}

/**
 * Above a list's results, one line says which campuses it shows: a visitor's chosen campus, or a
 * signed-in user's own campuses with a link to every campus and back.
 */
export function CampusScopeBar({ scope, text }: { scope: CampusScope; text: CampusScopeText }) {
  const location = useLocation();
  const line =
    "flex flex-wrap items-center justify-between gap-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800";
  if (scope.viewer === "visitor") return scope.selectedId ? <p className={line}>{text.visitorNear()}</p> : null;
  const params = new URLSearchParams(location.search);
  params.delete("page");
  if (scope.showingAll) params.delete("campuses");
  else params.set("campuses", "all");
  const query = params.toString();
  const toggle = `${location.pathname}${query ? `?${query}` : ""}`;
  return (
    <p className={line}>
      <span>{scope.showingAll ? text.every() : text.memberNear()}</span>
      {scope.showingAll || scope.campusIds ? (
        <Link to={toggle} className="font-semibold underline">
          {scope.showingAll ? m.listings_scope_only_mine() : m.listings_scope_see_every()}
        </Link>
      ) : null}
    </p>
  );
}
