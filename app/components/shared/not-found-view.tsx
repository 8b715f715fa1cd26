import { LinkButton } from "../ui/link-button";
import { ArrowLeftIcon } from "./icons";

/** "X not found" views of detail pages, and the site-wide 404 page. */
export function NotFoundView({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message?: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {message ? <p className="mt-3 text-slate-600">{message}</p> : null}
      <LinkButton to={backTo} className="mt-6">
        <ArrowLeftIcon /> {backLabel}
      </LinkButton>
    </main>
  );
}
