import { data, redirect } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { deleteNotification } from "~/.server/domain/notifications/delete-notification";
import { markAllNotificationsRead } from "~/.server/domain/notifications/mark-all-notifications-read";
import { markNotificationRead } from "~/.server/domain/notifications/mark-notification-read";
import { removePushSubscription, savePushSubscription } from "~/.server/domain/push/save-push-subscription";
import type { IntentArgs, IntentHandlers } from "~/.server/http/intents";
import type { Toast } from "~/components/toast";
import { NOTIFICATIONS_TEXT } from "~/lib/notification-text";
import { safeRedirect } from "~/lib/safe-redirect";

/** What /notifications' forms get back. */
export interface NotificationsActionResult {
  toast?: Toast;
  /** Without JavaScript a delete is asked about on the page first. */
  confirmDelete?: string;
}

type Args = IntentArgs & { user: SessionUser };
type Answer = ReturnType<typeof data<NotificationsActionResult>> | Response;

const answer = (result: NotificationsActionResult) => data<NotificationsActionResult>(result);
const idOf = (form: FormData) => String(form.get("id") ?? "");

async function markRead({ form, context, user }: Args): Promise<Answer> {
  await markNotificationRead(context.db, user.id, idOf(form));
  return answer({ toast: NOTIFICATIONS_TEXT.markedRead });
}

/** Opening a notification reads it and goes where it leads (only ever a page of this site). */
async function open({ form, context, user }: Args): Promise<Answer> {
  const { link } = await markNotificationRead(context.db, user.id, idOf(form));
  return redirect(safeRedirect(link, "/notifications", context.env.publicUrl));
}

async function markAllRead({ context, user }: Args): Promise<Answer> {
  await markAllNotificationsRead(context.db, user.id);
  return answer({ toast: NOTIFICATIONS_TEXT.allMarkedRead });
}

async function remove({ form, context, user }: Args): Promise<Answer> {
  if (form.get("confirmed") !== "yes") return answer({ confirmDelete: idOf(form) });
  await deleteNotification(context.db, user.id, idOf(form));
  return answer({ toast: NOTIFICATIONS_TEXT.deleted });
}

/** This browser agreed to Web Push: its subscription is kept for the user (checked by our own schema). */
async function pushSubscribe({ form, context, user }: Args): Promise<Answer> {
  const subscription = { endpoint: String(form.get("endpoint") ?? ""), p256dh: String(form.get("p256dh") ?? ""), auth: String(form.get("auth") ?? "") };
  await savePushSubscription(context.db, { userId: user.id, sessionId: user.sessionId }, subscription, context.push.serviceHosts);
  return answer({ toast: NOTIFICATIONS_TEXT.pushOn });
}

async function pushUnsubscribe({ form, context, user }: Args): Promise<Answer> {
  await removePushSubscription(context.db, user.id, String(form.get("endpoint") ?? ""));
  return answer({ toast: NOTIFICATIONS_TEXT.pushOff });
}

export const NOTIFICATIONS_INTENTS: IntentHandlers<Args, Answer> = {
  "mark-read": markRead,
  open,
  "mark-all-read": markAllRead,
  delete: remove,
  "push-subscribe": pushSubscribe,
  "push-unsubscribe": pushUnsubscribe,
};
