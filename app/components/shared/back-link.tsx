import { Link } from "react-router";
import { ArrowLeftIcon } from "./icons";

/**
 * The small "← Back to …" link at the top of a page. On a phone it is a thumb's 44 px tall target
 * (DESIGN.md, Touch) that takes no more room than its line: the negative margin gives the extra
 * height back to the page's padding.
 */
export function BackLink({
  to,
  children,
  reloadDocument,
}: {
  to: string;
  children: React.ReactNode;
  reloadDocument?: boolean;
}) {
  return (
    <Link
      to={to}
      reloadDocument={reloadDocument}
      className="-my-3 inline-flex min-h-11 items-center gap-1 text-sm text-slate-600 hover:text-brand sm:my-0 sm:min-h-6"
    >
      <ArrowLeftIcon width={16} height={16} /> {children}
    </Link>
  );
}
