import type { InputHTMLAttributes } from "react";
import { FieldShell, fieldIds } from "./field-shell";

export const inputClass = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500";

/**
 * A labelled input with its hint or error underneath, tied to it for screen readers. `idPrefix`
 * keeps ids unique when two forms on one page share field names.
 */
export function TextField({
  name,
  label,
  error,
  hint,
  idPrefix = "field",
  ...rest
}: { name: string; label: string; error?: string; hint?: string; idPrefix?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const { id, describedBy } = fieldIds(idPrefix, name, error, hint);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...rest} />
    </FieldShell>
  );
}
