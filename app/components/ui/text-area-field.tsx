import type { TextareaHTMLAttributes } from "react";
import { controlProps, type FieldProps, FieldShell } from "./field-shell";
import { inputClass } from "./text-field";

/** A labelled multi-line field with its hint or error underneath. */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  idPrefix,
  ...rest
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = controlProps({ name, label, error, hint, idPrefix });
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint}>
      <textarea {...control} className={inputClass} {...rest} />
    </FieldShell>
  );
}
