import { Link } from "react-router";
import { m } from "~/paraglide/messages";

export function SectionHeader({
  id,
  title,
  to,
  linkLabel,
}: {
  id?: string;
  title: string;
  to?: string;
  linkLabel?: string;
}) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {to ? (
        <Link to={to} className="inline-flex min-h-6 items-center text-sm font-semibold text-brand hover:underline">
          {linkLabel ?? m.listings_view_all()}
        </Link>
      ) : null}
    </div>
  );
}
