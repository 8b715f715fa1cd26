import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { FlashToast, Toast } from "~/lib/shared/toast";
import { ToastCard } from "../ui/toast-card";

export type { Toast };

interface ShownToast extends Toast {
  key: string;
}

const ToastContext = createContext<(toast: Toast) => void>(() => undefined);

/** For toasts the page makes itself (a link copied, a photo refused before sending); an action's come by the flash. */
export function useToast() {
  return useContext(ToastContext);
}

const TOAST_MS = 5000;

/**
 * Shows the toasts: the flash toast an action or redirect left (app/.server/http/forms-and-actions/flash.ts), which
 * the server renders into the page, so it shows without JavaScript too, and those the page shows itself.
 */
export function ToastProvider({ children, flash }: { children: ReactNode; flash: FlashToast | null }) {
  const [toasts, setToasts] = useState<ShownToast[]>(() => (flash ? [{ ...flash, key: flash.id }] : []));
  const nextId = useRef(1);
  // A flash toast comes once; a page's data loaded again must not show it twice.
  const seen = useRef(new Set<string>());
  const dismiss = useCallback((key: string) => setToasts((all) => all.filter((t) => t.key !== key)), []);
  const show = useCallback(
    (toast: Toast, key = `local-${nextId.current++}`) => {
      setToasts((all) => (all.some((t) => t.key === key) ? all : [...all.slice(-2), { ...toast, key }]));
      // One with a way on (Sign in) waits for the student: it goes when followed or dismissed.
      if (!toast.action) window.setTimeout(() => dismiss(key), TOAST_MS);
    },
    [dismiss],
  );
  // A new flash toast with each page the server sends data for; the same one is not shown twice.
  // (The one the server rendered is already in the list: this starts its timer.)
  useEffect(() => {
    if (!flash || seen.current.has(flash.id)) return;
    seen.current.add(flash.id);
    show(flash, flash.id);
  }, [flash, show]);
  const value = useMemo(() => (toast: Toast) => show(toast), [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* The regions stay in the page so screen readers announce what is added to them. */}
      <div className="pointer-events-none fixed inset-x-0 top-2 z-50 flex flex-col items-center gap-2 px-2 sm:inset-x-auto sm:right-4 sm:top-4 sm:items-end">
        <div role="alert" className="contents">
          {toasts
            .filter((t) => t.variant === "destructive")
            .map((t) => (
              <ToastCard key={t.key} toast={t} onDismiss={() => dismiss(t.key)} />
            ))}
        </div>
        <div role="status" className="contents">
          {toasts
            .filter((t) => t.variant !== "destructive")
            .map((t) => (
              <ToastCard key={t.key} toast={t} onDismiss={() => dismiss(t.key)} />
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
