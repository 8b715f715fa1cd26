import type { SelectHTMLAttributes } from "react";
import { FieldShell, fieldIds } from "./field-shell";
import { inputClass } from "./text-field";

/** A labelled drop-down with its error underneath; `placeholder` adds an empty first choice. */
export function SelectField({
  name,
  label,
  options,
  error,
  placeholder,
  idPrefix = "field",
  ...rest
}: {
  name: string;
  label: string;
  options: readonly (string | { value: string; label: string })[];
  error?: string;
  placeholder?: string;
  idPrefix?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, describedBy } = fieldIds(idPrefix, name, error);
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}
