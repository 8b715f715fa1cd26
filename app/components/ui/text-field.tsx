import type { InputHTMLAttributes } from "react";
import { controlProps, type FieldProps, FieldShell } from "./field-shell";

export const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500";

/**
 * A labelled input with its hint or error underneath, tied to it for screen readers. `idPrefix`
 * keeps ids unique when two forms on one page share field names.
 */
export function TextField({
  name,
  label,
  error,
  hint,
  idPrefix,
  ...rest
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const control = controlProps({ name, label, error, hint, idPrefix });
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint}>
      <input {...control} className={inputClass} {...rest} />
    </FieldShell>
  );
}
