import { m } from "~/paraglide/messages";
import { LinkButton } from "./link-button";

/** What a toast shows (the app's Toast type, app/lib/shared/toast.ts, has this shape). */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  action?: { label: string; to: string };
}

/**
 * One toast: destructive ones in red, the rest on white; the × dismisses it. Its action is a link
 * that takes the focus when the toast appears, so a keyboard reaches it at once (the toasts sit at
 * the end of the page); following it dismisses the toast.
 */
export function ToastCard({ toast, onDismiss }: { toast: ToastMessage; onDismiss: () => void }) {
  const red = toast.variant === "destructive";
  return (
    <div
      className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${red ? "border-red-300 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900"}`}
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="text-sm font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
          {toast.action ? (
            <LinkButton
              to={toast.action.to}
              onClick={onDismiss}
              // The toast answers the tap that made it, and its link is the way on.
              autoFocus
              variant={red ? "secondary" : "primary"}
              size="md"
              className="mt-3 min-h-11"
            >
              {toast.action.label}
            </LinkButton>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="grid min-h-8 min-w-8 place-items-center rounded text-current opacity-70 hover:opacity-100"
          aria-label={m.errors_ui_dismiss_notification()}
        >
          ×
        </button>
      </div>
    </div>
  );
}
