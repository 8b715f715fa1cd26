import type { ReactNode } from "react";

/** The ids that tie a field to its hint or error, for screen readers. */
export function fieldIds(idPrefix: string, name: string, error?: string, hint?: string) {
  const id = `${idPrefix}-${name}`;
  return { id, describedBy: error ? `${id}-error` : hint ? `${id}-hint` : undefined };
}

/** A form field's label above the control and its hint or error underneath. */
export function FieldShell({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
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
