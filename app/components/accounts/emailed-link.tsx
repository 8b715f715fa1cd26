import type { ReactNode } from "react";
import { ActionForm } from "../shared/action-form";
import { Button } from "../ui/button";
import { cardClass } from "../ui/card";

/**
 * The pieces of a page a mailed link opens (confirm an e-mail, confirm a university address,
 * unsubscribe): opening the link only shows a button, and the POST does the work, so a mail
 * scanner that fetches links changes nothing (docs/security.md).
 */
export function EmailedLinkFailure({
  failure,
  children,
}: {
  failure: { title: string; description: string };
  children: ReactNode;
}) {
  return (
    <div className="mt-4 rounded-xl border border-red-200 bg-red-50 p-5">
      <p role="alert" className="font-semibold text-red-800">
        {failure.title}
      </p>
      <p className="mt-1 text-sm text-red-800">{failure.description}</p>
      {children}
    </div>
  );
}

/** The one button that acts on the link's token, with the words that say what it will do. */
export function EmailedLinkForm({
  label,
  intro,
  token,
  pending,
  button,
}: {
  label: string;
  intro: string;
  token: string | null | undefined;
  pending: boolean;
  button: string;
}) {
  return (
    <ActionForm className={cardClass("md", "mt-4")} aria-label={label}>
      <p className="text-slate-700">{intro}</p>
      <input type="hidden" name="token" value={token ?? ""} />
      <Button type="submit" pending={pending} size="lg" className="mt-4 w-full">
        {button}
      </Button>
    </ActionForm>
  );
}
