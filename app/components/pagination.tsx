import { Link, useLocation } from "react-router";
import { withPage } from "~/lib/listing-filters";

/** Previous/Next links that keep the filters in the query, so every page is a shareable link. */
export function Pagination({ page, hasMore, label }: { page: number; hasMore: boolean; label: string }) {
  const location = useLocation();
  if (page <= 1 && !hasMore) return null;
  const params = new URLSearchParams(location.search);
  const linkClass = "rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50";
  return (
    <nav aria-label={`${label} pages`} className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={withPage(params, page - 1)} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : null}
      <span className="text-sm text-slate-600">Page {page}</span>
      {hasMore ? (
        <Link to={withPage(params, page + 1)} className={linkClass} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
