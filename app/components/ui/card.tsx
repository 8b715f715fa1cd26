import { type HTMLAttributes, type ReactNode, useId } from "react";

export type CardPadding = "none" | "sm" | "md" | "lg";

const PADDING: Record<CardPadding, string> = {
  none: "",
  sm: "p-4",
  md: "p-5",
  lg: "p-4 sm:p-6",
};

/** The white bordered panel's classes, for a Form (or other element) that is itself the panel. */
export function cardClass(padding: CardPadding = "md", className?: string): string {
  return ["rounded-xl border border-slate-200 bg-white", PADDING[padding], className].filter(Boolean).join(" ");
}

/**
 * The white rounded bordered panel. With a `heading` it is a region named by that heading (an h2
 * unless `headingLevel` says 3); without one a plain div, or a named `section` when given
 * `as="section"` and an `aria-label`. `headingId` keeps a known id for links into the page.
 */
export function Card({
  heading,
  headingLevel = 2,
  headingId,
  as,
  padding = "md",
  className,
  children,
  ...rest
}: {
  heading?: ReactNode;
  headingLevel?: 2 | 3;
  headingId?: string;
  as?: "div" | "section" | "article" | "aside";
  padding?: CardPadding;
  className?: string;
  children?: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "className" | "children">) {
  const autoId = useId();
  const titleId = headingId ?? `${autoId}-heading`;
  const Element = as ?? (heading ? "section" : "div");
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <Element aria-labelledby={heading ? titleId : undefined} className={cardClass(padding, className)} {...rest}>
      {heading ? (
        <Heading id={titleId} className="flex items-center gap-2 font-semibold text-slate-900">
          {heading}
        </Heading>
      ) : null}
      {children}
    </Element>
  );
}
