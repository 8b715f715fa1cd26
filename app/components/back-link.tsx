import { Link } from "react-router";
import { ArrowLeftIcon } from "./icons";

/** The small "← Back to …" link at the top of a page. */
export function BackLink({ to, children, reloadDocument }: { to: string; children: React.ReactNode; reloadDocument?: boolean }) {
  return (
    <Link to={to} reloadDocument={reloadDocument} className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-brand">
      <ArrowLeftIcon width={16} height={16} /> {children}
    </Link>
  );
}
