import type { SelectHTMLAttributes } from "react";
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
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} {...rest}>
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
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
