import { Link, useLocation } from "react-router";
import { CampusPicker, type PickerCampus } from "./campus-picker";

/**
 * Above a list: visitors pick a campus; signed-in users see their campuses' listings, with a
 * link to every campus and back. `noun` is "products" or "accommodations".
 */
export function CampusScopeBar({
  scope,
  campuses,
  noun,
}: {
  scope: { viewer: "visitor" | "member"; selectedId: string | null; campusIds?: string[]; showingAll: boolean };
  campuses: PickerCampus[];
  noun: string;
}) {
  const location = useLocation();
  if (scope.viewer === "visitor") {
    return (
      <>
        <CampusPicker campuses={campuses} selectedId={scope.selectedId} />
        {scope.selectedId ? (
          <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            {noun === "products" ? "Showing products from users near your campus" : "Showing accommodations listed by users near your campus"}
          </p>
        ) : null}
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
      <span>{scope.showingAll ? `Showing ${noun} from every campus` : `Showing ${noun} from users near your campuses`}</span>
      {scope.showingAll || scope.campusIds ? (
        <Link to={toggle} className="font-semibold underline">
          {scope.showingAll ? "Only my campuses" : "See every campus"}
        </Link>
      ) : null}
    </p>
  );
}
