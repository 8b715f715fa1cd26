import type { InputHTMLAttributes } from "react";

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
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} className={inputClass} {...rest} />
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
