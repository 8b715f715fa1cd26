import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "~/paraglide/messages";
import { LinkButton } from "../ui/link-button";

export interface LegalTocEntry {
  id: string;
  title: string;
}

export interface LegalPageProps {
  /** The page heading (rendered as the single h1). */
  title: string;
  /** Human-readable date in the page's language, e.g. "22 November 2026". */
  updated: string;
  /** Optional short introduction shown under the heading. */
  intro?: ReactNode;
  /** Optional table of contents; each id must match a LegalSection id. */
  toc?: LegalTocEntry[];
  children: ReactNode;
}

/** Shared layout for the Terms of Service and Privacy Policy pages. */
export function LegalPage({ title, updated, intro, toc, children }: LegalPageProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="mb-6">
        <Link
          to="/"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand underline-offset-4 hover:text-emerald-800 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <span aria-hidden="true">←</span> {m.legal_back_home()}
        </Link>
      </p>

      <article className="break-words">
        <header className="border-b border-slate-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-slate-500">{m.legal_last_updated({ date: updated })}</p>
          {intro ? <div className="mt-4 space-y-4 leading-7 text-slate-700">{intro}</div> : null}
        </header>

        {toc && toc.length > 0 ? (
          <nav
            aria-label={m.legal_contents()}
            className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
          >
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{m.legal_contents()}</p>
            <ol className="mt-3 list-none space-y-1 text-sm leading-6 text-slate-700">
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="text-brand underline-offset-4 hover:text-emerald-800 hover:underline"
                  >
                    {entry.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        <div className="mt-8 space-y-10">{children}</div>
      </article>

      <p className="mt-12 border-t border-slate-200 pt-6">
        <LinkButton
          to="/"
          className="shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {m.legal_back_home()}
        </LinkButton>
      </p>
    </main>
  );
}

export interface LegalSectionProps {
  /** Used for the h2 id (and so for in-page links). */
  id: string;
  title: string;
  children: ReactNode;
}

/** One numbered-by-content section of a legal page: an h2 followed by prose. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-xl font-semibold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-emerald-800 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}
