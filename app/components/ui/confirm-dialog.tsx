import { m } from "~/paraglide/messages";
import { Button } from "./button";
import { Dialog, DialogActions } from "./dialog";

/**
 * A modal question with Cancel and a destructive confirm button (Escape cancels). Pages keep a
 * server-side confirmation for when JavaScript is off.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  /** The confirm button's words: "Delete" (in the reader's language) unless given. */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={message} role="alertdialog">
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          {m.errors_ui_cancel()}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel ?? m.errors_ui_delete()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
