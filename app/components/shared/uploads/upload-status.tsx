import { useEffect, useRef } from "react";
import { currentLocale } from "~/lib/shared/i18n/page-locale";
import { formatBytes } from "~/lib/shared/photo-shrink";
import { m } from "~/paraglide/messages";
import { Button } from "../../ui/button";
import { ProgressBar } from "../../ui/progress-bar";
import type { UploadState } from "./use-upload-form";

/**
 * Under a photo form's button: how much of the form has gone while it is sent, or, when the link
 * dropped, that nothing typed is lost, and a retry.
 */
export function UploadStatus({ state, onRetry }: { state: UploadState; onRetry: () => void }) {
  // The button that was tapped is disabled while sending, which drops focus: it goes to the retry.
  const failure = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.phase === "failed") failure.current?.querySelector("button")?.focus();
  }, [state.phase]);
  if (state.phase === "sending") {
    const locale = currentLocale();
    return (
      <ProgressBar
        value={state.sent}
        max={state.total}
        label={m.listings_upload_progress_label()}
        text={m.listings_upload_progress({
          sent: formatBytes(state.sent, locale),
          total: formatBytes(state.total, locale),
        })}
      />
    );
  }
  if (state.phase === "failed") {
    return (
      <div
        ref={failure}
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      >
        <p className="flex-1 basis-48">{m.listings_upload_failed()}</p>
        <Button variant="secondary" size="md" onClick={onRetry}>
          {m.listings_upload_retry()}
        </Button>
      </div>
    );
  }
  return null;
}
