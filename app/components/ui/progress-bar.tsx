import { useId } from "react";

/**
 * How far a task has gone: the browser's own `<progress>` (a progress bar to screen readers, and
 * drawn without the inline width the CSP forbids), named by `label`, with `text` ("1.2 MB of
 * 3.4 MB") shown under it and read as its value.
 */
export function ProgressBar({
  value,
  max,
  label,
  text,
  className,
}: {
  value: number;
  max: number;
  label: string;
  text: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <progress
        value={value}
        max={Math.max(max, 1)}
        aria-label={label}
        aria-valuetext={text}
        aria-describedby={id}
        className="block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 accent-brand [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand"
      />
      <p id={id} className="mt-1 text-sm text-slate-700">
        {text}
      </p>
    </div>
  );
}
