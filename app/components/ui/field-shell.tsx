import type { ReactNode } from "react";

/** The id of what describes a field: its error when it has one, else its hint. */
export function describedByFor(id: string, error?: string, hint?: string): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/** The ids that tie a field to its hint or error, for screen readers. */
export function fieldIds(idPrefix: string, name: string, error?: string, hint?: string) {
  const id = `${idPrefix}-${name}`;
  return { id, describedBy: describedByFor(id, error, hint) };
}

/** What every labelled field takes: `idPrefix` keeps ids unique when two forms on a page share field names. */
export interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  idPrefix?: string;
}

/** The control's own attributes inside its shell: its id and name, whether it is invalid, and what describes it. */
export function controlProps({ name, error, hint, idPrefix = "field" }: FieldProps) {
  const { id, describedBy } = fieldIds(idPrefix, name, error, hint);
  return { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
}

/** A field's hint, or its error in its place, with the ids `describedByFor` names. */
export function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
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
    </>
  );
}

/** A form field's label above the control and its hint or error underneath. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
