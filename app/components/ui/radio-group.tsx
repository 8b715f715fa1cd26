import { useId } from "react";
import { describedByFor, FieldNotes } from "./field-shell";

/**
 * One choice among a few, each a 44 px row whose whole width is its label (a thumb anywhere on it
 * chooses). The legend names the group for screen readers; an error is tied to every option.
 */
export function RadioGroup({
  name,
  legend,
  options,
  defaultValue,
  error,
  required,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  error?: string;
  required?: boolean;
}) {
  const groupId = useId();
  return (
    <fieldset aria-describedby={describedByFor(groupId, error)}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-1 divide-y divide-slate-100 rounded-md ring-1 ring-slate-200">
        {options.map((option, index) => (
          <label
            key={option.value}
            htmlFor={`${groupId}-${index}`}
            className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm text-slate-800"
          >
            <input
              id={`${groupId}-${index}`}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              required={required}
              aria-invalid={error ? true : undefined}
              className="h-5 w-5 shrink-0 accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes id={groupId} error={error} />
    </fieldset>
  );
}
