import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";

import type { Toast } from "~/lib/toast";

export type { Toast };

interface ShownToast extends Toast {
  id: number;
}

const ToastContext = createContext<(toast: Toast) => void>(() => undefined);

export function useToast() {
  return useContext(ToastContext);
}

const TOAST_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (toast: Toast) => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-2), { ...toast, id }]);
      window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* The regions stay in the page so screen readers announce what is added to them. */}
      <div className="pointer-events-none fixed inset-x-0 top-2 z-50 flex flex-col items-center gap-2 px-2 sm:inset-x-auto sm:right-4 sm:top-4 sm:items-end">
        <div role="alert" className="contents">
          {toasts
            .filter((t) => t.variant === "destructive")
            .map((t) => (
              <ToastCard key={t.id} toast={t} onDismiss={dismiss} />
            ))}
        </div>
        <div role="status" className="contents">
          {toasts
            .filter((t) => t.variant !== "destructive")
            .map((t) => (
              <ToastCard key={t.id} toast={t} onDismiss={dismiss} />
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast: t, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  return (
    <div
      className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${
        t.variant === "destructive" ? "border-red-300 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900"
      }`}
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="text-sm font-semibold">{t.title}</p>
          {t.description ? <p className="mt-1 text-sm opacity-90">{t.description}</p> : null}
        </div>
        <button type="button" onClick={() => onDismiss(t.id)} className="rounded p-1 text-current opacity-70 hover:opacity-100" aria-label="Dismiss notification">
          ×
        </button>
      </div>
    </div>
  );
}
