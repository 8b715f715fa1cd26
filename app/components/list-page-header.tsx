import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeftIcon } from "./icons";

/** The top of a list page: back link, title and the page's main action; wraps on narrow phones. */
export function ListPageHeader({ title, action, children }: { title: string; action: { to: string; label: string }; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <Link to="/" className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-emerald-700">
          <ArrowLeftIcon width={16} height={16} /> Back to Home
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {children}
      </div>
      <Link to={action.to} className="whitespace-nowrap rounded-md bg-emerald-600 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-700">
        {action.label}
      </Link>
    </div>
  );
}
