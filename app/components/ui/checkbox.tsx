import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { describedByFor, FieldNotes } from "./field-shell";

/**
 * A checkbox with its label beside it and its hint or error underneath, tied to it for screen
 * readers. Several boxes may share a `name` (one per value): each gets its own id unless `id` is given.
 * `className` lays out the whole (margins, padding, width).
 */
export function Checkbox({
  label,
  error,
  hint,
  id: givenId,
  className,
  ...rest
}: { name: string; label: ReactNode; error?: string; hint?: string; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedByFor(id, error, hint)} className="h-4 w-4 shrink-0 accent-brand" {...rest} />
        {label}
      </label>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
