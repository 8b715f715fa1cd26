import type { ReactNode } from "react";
import { m } from "~/paraglide/messages";
import { LinkButton } from "../ui/link-button";
import { BackLink } from "./back-link";

/** The top of a list page: back link, title and the page's main action; wraps on narrow phones. */
export function ListPageHeader({
  title,
  action,
  children,
}: {
  title: string;
  action: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <BackLink to="/">{m.listings_back_to_home()}</BackLink>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {children}
      </div>
      <LinkButton to={action.to} className="whitespace-nowrap">
        {action.label}
      </LinkButton>
    </div>
  );
}
