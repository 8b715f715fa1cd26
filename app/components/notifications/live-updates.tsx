import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigation, useRevalidator } from "react-router";
import {
  DESKTOP_NOTIFICATION_MS,
  type LiveNotification,
  reconnectWait,
  resumeAfter,
  STALE_STREAM_MS,
  shouldToast,
} from "~/lib/notifications/live-client";
import { useToast } from "../shared/toast";

/** Loaders run again this long after the last of a burst of events, once for the burst. */
const REVALIDATE_AFTER_MS = 250;

/**
 * A signed-in tab's live stream (routes/api/live.ts). New notifications and messages make the
 * page's data load again, so the header's counts, /messages, a conversation and /notifications
 * change without a reload; a notification also shows as a toast, or as a desktop notification
 * when the tab is hidden and the user allowed them. The stream resumes from its last event after
 * a drop or a full server's refusal (1, 2, 5, then 10 s apart, each plus up to half again),
 * pauses when a newer tab replaced it until this tab is seen again, and stops at sign-out.
 */
export function LiveUpdates({ userId, after }: { userId: string; after: number }) {
  const revalidator = useRevalidator();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== "idle";
  // The effect below lives as long as the user; these change under it.
  const latest = useRef({ revalidator, toast, navigate, pathname, navigating });
  latest.current = { revalidator, toast, navigate, pathname, navigating };
  const pageAfter = useRef(after);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another user signing in on this tab needs a stream of their own.
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let lastEventId: string | null = null;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stale: ReturnType<typeof setTimeout> | undefined;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    let paused = false;
    let stopped = false;

    // Never during a navigation: revalidating would cancel its loads, and with them the toast the
    // server already handed over once (signing out here ends this stream while "/" is loading).
    const revalidateSoon = () => {
      clearTimeout(refresh);
      refresh = setTimeout(
        () => (latest.current.navigating ? revalidateSoon() : latest.current.revalidator.revalidate()),
        REVALIDATE_AFTER_MS,
      );
    };
    const disconnect = () => {
      source?.close();
      source = null;
      clearTimeout(stale);
    };
    const reconnectLater = () => {
      disconnect();
      if (stopped || paused) return;
      clearTimeout(retry);
      // Counted up until a stream opens ("ready"): a server refusing streams (503) is asked less and less often.
      retry = setTimeout(connect, reconnectWait(attempt));
      attempt += 1;
    };
    const alive = () => {
      clearTimeout(stale);
      stale = setTimeout(reconnectLater, STALE_STREAM_MS);
    };
    const track = (event: MessageEvent) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      alive();
    };

    function connect() {
      disconnect();
      source = new EventSource(`/api/live?after=${resumeAfter(pageAfter.current, lastEventId)}`);
      source.addEventListener("ready", (event) => {
        attempt = 0;
        track(event as MessageEvent);
      });
      source.addEventListener("ping", (event) => track(event as MessageEvent));
      source.addEventListener("counts", (event) => track(event as MessageEvent));
      source.addEventListener("message", (event) => {
        track(event as MessageEvent);
        revalidateSoon();
      });
      source.addEventListener("resync", (event) => {
        track(event as MessageEvent);
        revalidateSoon();
      });
      source.addEventListener("notification", (event) => {
        track(event as MessageEvent);
        revalidateSoon();
        announce(JSON.parse((event as MessageEvent).data) as LiveNotification);
      });
      source.addEventListener("closed", (event) => {
        const { reason } = JSON.parse((event as MessageEvent).data) as { reason: string };
        if (reason === "signed-out") {
          stopped = true;
          disconnect();
          revalidateSoon();
        } else if (reason === "replaced") {
          paused = true;
          disconnect();
        } else reconnectLater();
      });
      // The browser would retry by itself, at its own pace: the delays of docs/product.md#formats are kept instead.
      source.onerror = () => reconnectLater();
    }

    const announce = (notification: LiveNotification) => {
      const { pathname, toast, navigate } = latest.current;
      if (document.visibilityState === "hidden" && "Notification" in window && Notification.permission === "granted") {
        const shown = new Notification(notification.title, { body: notification.message, tag: notification.id });
        shown.onclick = () => {
          window.focus();
          if (notification.link) navigate(notification.link);
          shown.close();
        };
        setTimeout(() => shown.close(), DESKTOP_NOTIFICATION_MS);
      } else if (shouldToast(notification, pathname)) {
        toast({ title: notification.title, description: notification.message });
      }
    };

    // A tab replaced by a newer one takes its stream back when the student returns to it.
    const onVisible = () => {
      if (document.visibilityState !== "visible" || !paused || stopped) return;
      paused = false;
      attempt = 0;
      connect();
      revalidateSoon();
    };
    document.addEventListener("visibilitychange", onVisible);
    connect();
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisible);
      clearTimeout(retry);
      clearTimeout(refresh);
      disconnect();
    };
  }, [userId]);

  return null;
}
