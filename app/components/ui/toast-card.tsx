import { m } from "~/paraglide/messages";

/** What a toast shows (the app's Toast type, app/lib/toast.ts, has this shape). */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/** One toast: destructive ones in red, the rest on white; the × dismisses it. */
export function ToastCard({ toast, onDismiss }: { toast: ToastMessage; onDismiss: () => void }) {
  return (
    <div
      className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${
        toast.variant === "destructive" ? "border-red-300 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900"
      }`}
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="text-sm font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
        </div>
        <button type="button" onClick={onDismiss} className="rounded p-1 text-current opacity-70 hover:opacity-100" aria-label={m.errors_ui_dismiss_notification()}>
          ×
        </button>
      </div>
    </div>
  );
}
