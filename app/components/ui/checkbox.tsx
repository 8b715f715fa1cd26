import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { describedByFor, FieldNotes } from "./field-shell";

/**
 * A checkbox with its label beside it and its hint or error underneath, tied to it for screen
 * readers. Several boxes may share a `name` (one per value): each gets its own id unless `id` is given.
 * `className` lays out the whole (margins, padding, width). `row` makes it a list row: the whole
 * row, at least 44 px tall, is the label, so a thumb anywhere on it ticks the box.
 */
export function Checkbox({
  label,
  error,
  hint,
  id: givenId,
  className,
  row = false,
  ...rest
}: { name: string; label: ReactNode; error?: string; hint?: string; className?: string; row?: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "className"
>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={
          row
            ? "flex min-h-11 w-full cursor-pointer items-center gap-3 px-3 py-2 text-sm"
            : "flex items-center gap-2 text-sm"
        }
      >
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByFor(id, error, hint)}
          className={`${row ? "h-5 w-5" : "h-4 w-4"} shrink-0 accent-brand`}
          {...rest}
        />
        {label}
      </label>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
