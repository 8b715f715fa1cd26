import { Link, type LinkProps } from "react-router";
import { type ButtonLook, buttonClass } from "./button";

/**
 * A link that looks like a Button ("Get Started", "Edit", "Cancel"): it goes somewhere, so it stays
 * a link for screen readers. Flex-centred like a button's content, so `w-full` or an icon just work.
 */
export function LinkButton({ variant, size, className, ...rest }: ButtonLook & Omit<LinkProps, "className">) {
  return (
    <Link
      className={buttonClass({
        variant,
        size,
        className: ["inline-flex items-center justify-center gap-2", className].filter(Boolean).join(" "),
      })}
      {...rest}
    />
  );
}
