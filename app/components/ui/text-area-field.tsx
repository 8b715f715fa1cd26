import type { TextareaHTMLAttributes } from "react";
import { FieldShell, fieldIds } from "./field-shell";
import { inputClass } from "./text-field";

/** A labelled multi-line field with its hint or error underneath. */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  idPrefix = "field",
  ...rest
}: { name: string; label: string; error?: string; hint?: string; idPrefix?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, describedBy } = fieldIds(idPrefix, name, error, hint);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...rest} />
    </FieldShell>
  );
}
