import type { ReactNode } from "react";
import { Link } from "react-router";

export interface TabLink<Key extends string = string> {
  key: Key;
  label: ReactNode;
  /** Where the tab leads (`?tab=signup`, `/my-listings/accommodations`): it works without JavaScript and can be shared. */
  to: string;
}

export type TabsLook = "underline" | "segmented";

/**
 * Underlined tabs wrap onto a second row rather than scroll: a row scrolled sideways hides its last
 * tabs on a 360 px phone with nothing to say they are there. Every tab is at least 44 px tall.
 */
const NAV: Record<TabsLook, string> = {
  underline: "flex flex-wrap gap-x-1 border-b border-slate-200",
  segmented: "flex gap-1 rounded-lg bg-slate-100 p-1",
};

const TAB: Record<TabsLook, (current: boolean) => string> = {
  underline: (current) =>
    `inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium sm:px-4 ${current ? "border-brand text-brand" : "border-transparent text-slate-600 hover:text-slate-900"}`,
  segmented: (current) =>
    `flex min-h-11 flex-1 items-center justify-center rounded-md px-3 py-2 text-center text-sm font-semibold ${current ? "bg-white text-brand shadow" : "text-slate-600 hover:text-slate-900"}`,
};

/**
 * The app's tabs are links, each a URL (so they work without JavaScript and can be shared): a
 * named <nav> whose current link says `aria-current="page"`. Without `onSelect` each tab is a
 * router link (`replace` and `preventScrollReset` pass on to it); with it, a click switches in
 * place and the href is only the fallback. `underline` sits above a page section, `segmented` is
 * the pill switch (sign in / sign up). `className` lays out the nav (margins).
 */
export function Tabs<Key extends string>({
  label,
  tabs,
  current,
  onSelect,
  look = "underline",
  replace,
  preventScrollReset,
  className,
}: {
  /** The nav's accessible name ("Shop sections"). */
  label: string;
  tabs: readonly TabLink<Key>[];
  current: Key;
  onSelect?: (key: Key) => void;
  look?: TabsLook;
  replace?: boolean;
  preventScrollReset?: boolean;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={[NAV[look], className].filter(Boolean).join(" ")}>
      {tabs.map((tab) => {
        const props = {
          "aria-current": tab.key === current ? ("page" as const) : undefined,
          className: TAB[look](tab.key === current),
        };
        return onSelect ? (
          <a
            key={tab.key}
            href={tab.to}
            {...props}
            onClick={(event) => {
              event.preventDefault();
              onSelect(tab.key);
            }}
          >
            {tab.label}
          </a>
        ) : (
          <Link key={tab.key} to={tab.to} replace={replace} preventScrollReset={preventScrollReset} {...props}>
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
