import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A modal on the native <dialog> (showModal): the rest of the page is inert, focus stays inside,
 * Escape closes it, and focus goes back to what had it before. Named by its title and described
 * by `description`; `role="alertdialog"` for a question that needs an answer. `onClose` runs
 * whenever it closes (Escape included): the owner then sets `open` to false.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  role = "dialog",
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  role?: "dialog" | "alertdialog";
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const handleClose = () => {
    const previous = returnFocusTo.current;
    returnFocusTo.current = null;
    // Not every browser gives focus back on its own, and the opener may be gone (a deleted row).
    if (previous?.isConnected) previous.focus();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClose={handleClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 p-5 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? (
        <p id={`${id}-description`} className="mt-2 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      {children}
    </dialog>
  );
}

/** A dialog's buttons, at its foot on the right; on a narrow phone they wrap rather than shrink. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-wrap justify-end gap-2">{children}</div>;
}
