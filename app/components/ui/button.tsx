import type { ButtonHTMLAttributes } from "react";

/**
 * What a button does and where it sits: the page's main action, a lesser one, a destructive one
 * (filled, or outlined beside other small buttons), a borderless one (`ghost`), a toggle among
 * others (`chip`, drawn pressed when `aria-pressed` is true), a round one floating over a photo
 * (`overlay`), the main action on a brand-coloured band (`on-brand`: white, brand text), or text
 * that acts (`link`, `quiet`).
 */
export type ButtonVariant =
  | "primary"
  | "secondary"
  | "danger"
  | "danger-outline"
  | "ghost"
  | "chip"
  | "overlay"
  | "on-brand"
  | "link"
  | "quiet";
/** `icon` is a square around a lone icon (`icon-lg` a 44 px one, for reorder arrows); the button then needs an `aria-label`. */
export type ButtonSize = "xs" | "sm" | "md" | "lg" | "icon" | "icon-lg";

const DISABLED = "disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: `rounded-md bg-brand font-semibold text-white hover:bg-brand-strong ${DISABLED}`,
  secondary: `rounded-md border border-slate-300 bg-white font-semibold text-slate-800 hover:bg-slate-50 ${DISABLED}`,
  danger: `rounded-md bg-red-700 font-semibold text-white hover:bg-red-800 ${DISABLED}`,
  "danger-outline": `rounded-md border border-red-300 bg-white font-medium text-red-700 hover:bg-red-50 ${DISABLED}`,
  ghost: `rounded-md font-medium text-slate-700 hover:bg-slate-100 ${DISABLED}`,
  chip: `rounded-full border border-slate-300 text-slate-700 aria-pressed:border-brand aria-pressed:bg-emerald-50 aria-pressed:text-emerald-800 ${DISABLED}`,
  overlay: `rounded-full bg-white/90 text-slate-600 shadow hover:bg-white ${DISABLED}`,
  "on-brand": `rounded-md bg-white font-semibold text-emerald-800 hover:bg-emerald-50 ${DISABLED}`,
  link: "font-medium text-brand hover:underline disabled:opacity-60",
  quiet: "font-semibold text-slate-900 hover:text-brand hover:underline disabled:opacity-60",
};

/** Text-like variants take no padding; the others get it by size. */
const SIZES: Record<ButtonSize, string> = {
  xs: "px-2 py-1 text-xs",
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  lg: "px-4 py-2.5",
  icon: "grid place-items-center p-2",
  "icon-lg": "grid place-items-center p-2",
};

/**
 * The least a finger must hit (DESIGN.md, Touch): every button 24×24 px (WCAG 2.2's floor), 32 px
 * from `sm` up and round buttons over a photo; `md`, the size of a form's buttons, 44 px tall on a
 * phone and 36 px where a mouse points (from the `sm` breakpoint); `lg` and the page's main action
 * (`primary`, at any size) 44 px everywhere. One class per property, so no two fight.
 */
function targetClass(variant: ButtonVariant, size: ButtonSize): string {
  if (variant === "link" || variant === "quiet") return "min-h-6";
  if (variant === "primary" || variant === "on-brand") return "min-h-11 min-w-11";
  if (variant === "overlay") return "min-h-8 min-w-8";
  return {
    xs: "min-h-6 min-w-6",
    sm: "min-h-8 min-w-8",
    md: "min-h-11 sm:min-h-9",
    lg: "min-h-11",
    icon: "min-h-6 min-w-6",
    "icon-lg": "min-h-11 min-w-11",
  }[size];
}

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (width, margins, `inline-flex items-center gap-2` beside an icon): colours and padding come from variant and size. */
  className?: string;
}

/** A button's classes, for what must look like a button without being one (an outside link, a `<summary>`). */
export function buttonClass({ variant = "primary", size = "md", className }: ButtonLook = {}): string {
  const padding = variant === "link" || variant === "quiet" ? "" : SIZES[size];
  return [VARIANTS[variant], padding, targetClass(variant, size), className].filter(Boolean).join(" ");
}

export interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className"> {
  /** Working on it: the button is disabled and says so to screen readers. */
  pending?: boolean;
}

/** The one button of the app: colours from the theme (app/app.css), layout (width, margins) from `className`. */
export function Button({ variant, size, pending = false, disabled, className, type = "button", ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass({ variant, size, className })}
      {...rest}
    />
  );
}
