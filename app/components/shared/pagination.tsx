import { Link, useLocation } from "react-router";
import { withPage } from "~/lib/shared/query-params";
import { m } from "~/paraglide/messages";

/** Previous/Next links that keep the filters in the query, so every page is a shareable link. */
export function Pagination({ page, hasMore, label }: { page: number; hasMore: boolean; label: string }) {
  const location = useLocation();
  if (page <= 1 && !hasMore) return null;
  const params = new URLSearchParams(location.search);
  const linkClass =
    "rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50";
  return (
    <nav aria-label={m.listings_pages_label({ label })} className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={withPage(params, page - 1)} className={linkClass} rel="prev">
          {m.listings_previous()}
        </Link>
      ) : null}
      <span className="text-sm text-slate-600">{m.listings_page_number({ page })}</span>
      {hasMore ? (
        <Link to={withPage(params, page + 1)} className={linkClass} rel="next">
          {m.listings_next()}
        </Link>
      ) : null}
    </nav>
  );
}
