import { useEffect, useId, useState } from "react";
import { useHydrated } from "~/components/shared/use-hydrated";
import { Button } from "~/components/ui/button";
import { staySafeDismissCookie, staySafeDismissedIn } from "~/lib/moderation/stay-safe-cookie";
import { m } from "~/paraglide/messages";

/** The tips, in the order they are read (docs/product.md#listing-pages). */
const TIPS = [
  { id: "meet", text: m.moderation_safety_stay_safe_meet },
  { id: "see-first", text: m.moderation_safety_stay_safe_see_first },
  { id: "no-deposit", text: m.moderation_safety_stay_safe_no_deposit },
  { id: "pin", text: m.moderation_safety_stay_safe_pin },
  { id: "report", text: m.moderation_safety_stay_safe_report },
] as const;

export interface StaySafeBoxProps {
  /** This browser dismissed the box (the loader's `staySafeDismissed(request)`): it is not rendered. */
  dismissed?: boolean;
  /** Shown even when dismissed: a first conversation, where the tips matter most. */
  always?: boolean;
  /** Layout only (margins). */
  className?: string;
}

/**
 * "Stay safe": five short tips on listing pages and at the top of a new conversation. Dismiss
 * hides it in this browser for a year (a cookie the server reads, so a dismissed box never
 * flashes); it comes back where `always` is set. The Dismiss button appears only once the page's
 * script runs, so without JavaScript there is no button that does nothing.
 */
export function StaySafeBox({ dismissed = false, always = false, className }: StaySafeBoxProps) {
  const hydrated = useHydrated();
  const headingId = useId();
  const [hidden, setHidden] = useState(false);
  // A page kept in the visitors' shared cache may bring the box to a browser that dismissed it.
  useEffect(() => {
    if (!always && staySafeDismissedIn(document.cookie)) setHidden(true);
  }, [always]);
  if (hidden || (dismissed && !always)) return null;

  const dismiss = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server renders from this cookie; the Cookie Store API is not in every browser we serve.
    document.cookie = staySafeDismissCookie();
    setHidden(true);
  };
  return (
    <aside
      aria-labelledby={headingId}
      className={["rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950", className]
        .filter(Boolean)
        .join(" ")}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="font-semibold">
          {m.moderation_safety_stay_safe_title()}
        </h2>
        {hydrated ? (
          <Button
            variant="ghost"
            size="xs"
            onClick={dismiss}
            aria-label={m.moderation_safety_stay_safe_dismiss_label()}
            className="-mt-1 -mr-1"
          >
            {m.moderation_safety_stay_safe_dismiss()}
          </Button>
        ) : null}
      </div>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {TIPS.map((tip) => (
          <li key={tip.id}>{tip.text()}</li>
        ))}
      </ul>
    </aside>
  );
}
