import type { TextareaHTMLAttributes } from "react";
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
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} className={inputClass} {...rest} />
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
