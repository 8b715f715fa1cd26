import type { ReactNode } from "react";
import { m } from "~/paraglide/messages";
import { EmptyState } from "../ui/empty-state";
import { LinkButton } from "../ui/link-button";
import { Pagination } from "./pagination";

/**
 * The results part of a list page: the cards, or the empty state of docs/product.md#lists (a hint to adjust the
 * filters when any is set, else an invitation to be the first), and the page links.
 */
export function ListResults({
  count,
  gridClassName,
  children,
  page,
  hasMore,
  label,
  summary,
  filtered,
  empty,
}: {
  count: number;
  gridClassName: string;
  children: ReactNode;
  page: number;
  hasMore: boolean;
  label: string;
  /** How many results in all ("23 products"), above the cards. */
  summary?: string;
  filtered: boolean;
  empty: { title: string; firstHint: string; action: { to: string; label: string } };
}) {
  return (
    <section aria-labelledby="results-heading" className="mt-6">
      <h2 id="results-heading" className="sr-only">
        {m.listings_results()}
      </h2>
      {summary && count > 0 ? <p className="mb-3 text-sm font-medium text-slate-700">{summary}</p> : null}
      {count > 0 ? (
        <div className={gridClassName}>{children}</div>
      ) : (
        <EmptyState
          title={empty.title}
          hint={filtered ? m.listings_try_adjusting_filters() : empty.firstHint}
          action={filtered ? undefined : <LinkButton to={empty.action.to}>{empty.action.label}</LinkButton>}
        />
      )}
      <Pagination page={page} hasMore={hasMore} label={label} />
    </section>
  );
}
