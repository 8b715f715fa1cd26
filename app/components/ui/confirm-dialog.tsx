import { useEffect, useId, useRef } from "react";

/**
 * A modal question with Cancel and a destructive confirm button (native <dialog>: focus is kept
 * inside and Escape cancels). Pages keep a server-side confirmation for when JavaScript is off.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = "Delete",
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onClose={onCancel}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 p-5 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p id={`${id}-message`} className="mt-2 text-sm text-slate-600">
        {message}
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
          Cancel
        </button>
        <button type="button" onClick={onConfirm} className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
