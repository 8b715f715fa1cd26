import { getSessionUser } from "~/.server/auth/get-session-user";
import { countUnreadMessages } from "~/.server/domain/messages/count-unread-messages";
import { countUnreadNotifications } from "~/.server/domain/notifications/count-unread-notifications";
import type { LiveEvent } from "~/.server/domain/notifications/live/read-live-events";
import { inLocale } from "~/.server/i18n/request-locale";
import { openLiveStream } from "~/.server/live/open-live-stream";
import { describeNotification } from "~/lib/notifications/notification-text";
import type { Locale } from "~/lib/shared/i18n/locales";
import { currentLocale } from "~/lib/shared/i18n/page-locale";
import type { Route } from "./+types/live";

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** Where a tab resumes: the browser's Last-Event-ID on a reconnect, else `?after=` from its page. */
export function parseLiveCursor(lastEventId: string | null, after: string | null): number | null {
  const value = lastEventId ?? after ?? "0";
  return /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * Words an event for the page, here at the edge, in the language the tab opened its stream in:
 * the hub may wake a stream from another request's work, or from none.
 */
function presentIn(locale: Locale) {
  return (event: LiveEvent) => {
    if (event.type === "notification") {
      const n = event.notification;
      return {
        type: "notification",
        data: {
          id: n.id,
          type: n.type,
          link: n.link,
          createdAt: n.createdAt,
          ...inLocale(locale, () => describeNotification(n)),
        },
      };
    }
    return { type: "message", data: event.message };
  };
}

/**
 * A signed-in tab's Server-Sent Events stream (app/.server/live/open-live-stream.ts): new
 * notifications, messages and unread counts, as they happen on any instance.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // A HEAD's body is dropped unread and never cancelled: the stream would stay open, unseen.
  if (request.method !== "GET")
    return new Response("Only GET opens a live stream.", {
      status: 405,
      headers: { Allow: "GET", "Content-Type": "text/plain; charset=utf-8" },
    });
  const user = await getSessionUser(context, request);
  if (!user) {
    // A tab's stream reconnecting just after its session ended (signed out here or in another
    // tab, before the page has caught up): 204 tells the browser's EventSource to stop trying,
    // without an error. Anything else asking is told to sign in.
    if (request.headers.get("accept")?.includes("text/event-stream"))
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    return plain("Sign in to receive live updates.", 401);
  }
  const url = new URL(request.url);
  const after = parseLiveCursor(request.headers.get("last-event-id"), url.searchParams.get("after"));
  if (after === null) return plain("The last event id must be a whole number.", 400);
  const opened = openLiveStream({
    db: context.db,
    hub: context.live,
    userId: user.id,
    sessionId: user.sessionId,
    // Set by the HTTP server on every request; only a direct call (a test) has none.
    address: context.client?.address ?? "unknown",
    after,
    signal: request.signal,
    present: presentIn(currentLocale()),
    counts: async () => {
      const [notifications, messages] = await Promise.all([
        countUnreadNotifications(context.db, user.id),
        countUnreadMessages(context.db, user.id),
      ]);
      return { notifications, messages };
    },
  });
  if ("refused" in opened) {
    // This instance (or this address) holds all the streams it may: the page tries again later.
    return new Response("Live updates are busy right now. Please try again in a few seconds.", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(opened.refused.retryAfterSeconds),
      },
    });
  }
  return new Response(opened.stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps compression from holding events back; nothing may cache a user's stream.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
