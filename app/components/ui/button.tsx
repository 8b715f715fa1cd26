import type { ButtonHTMLAttributes } from "react";

/** What a button does: the page's main action, a lesser one, a destructive one, or text that acts. */
export type ButtonVariant = "primary" | "secondary" | "danger" | "link" | "quiet";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "rounded-md bg-brand font-semibold text-white hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-60",
  secondary: "rounded-md border border-slate-300 bg-white font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60",
  danger: "rounded-md bg-red-700 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60",
  link: "font-medium text-brand hover:underline disabled:opacity-60",
  quiet: "font-semibold text-slate-900 hover:text-brand hover:underline disabled:opacity-60",
};

/** Text-like variants take no padding; the others are at least 32 px tall (24 px is WCAG 2.2's floor). */
const SIZES: Record<ButtonSize, string> = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  lg: "px-4 py-2.5",
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Working on it: the button is disabled and says so to screen readers. */
  pending?: boolean;
}

/** The one button of the app: colours from the theme (app/app.css), layout (width, margins) from `className`. */
export function Button({ variant = "primary", size = "md", pending = false, disabled, className, type = "button", ...rest }: ButtonProps) {
  const padding = variant === "link" || variant === "quiet" ? "" : SIZES[size];
  return <button type={type} disabled={disabled || pending} aria-busy={pending || undefined} className={[VARIANTS[variant], padding, className].filter(Boolean).join(" ")} {...rest} />;
}
