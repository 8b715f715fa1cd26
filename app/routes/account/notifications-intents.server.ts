import type { SessionUser } from "~/.server/auth/get-session-user";
import { deleteNotification } from "~/.server/domain/notifications/delete-notification";
import { markAllNotificationsRead } from "~/.server/domain/notifications/mark-all-notifications-read";
import { markNotificationRead } from "~/.server/domain/notifications/mark-notification-read";
import {
  removePushSubscription,
  savePushSubscription,
} from "~/.server/domain/notifications/push/save-push-subscription";
import { type Intent, intent } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { NOTIFICATIONS_TEXT } from "~/lib/notifications/notification-text";
import { safeRedirect } from "~/lib/shared/safe-redirect";

/** What /notifications shows after a form besides its toast. */
export interface NotificationsAnswer {
  /** Without JavaScript a delete is asked about on the page first. */
  confirmDelete: string;
}

const markRead = intent<SessionUser>({
  run: async ({ fields, context, actor }) => {
    await markNotificationRead(context.db, actor.id, fields.id ?? "");
    return stay({}, NOTIFICATIONS_TEXT.markedRead);
  },
});

/** Opening a notification reads it and goes where it leads (only ever a page of this site). */
const open = intent<SessionUser>({
  run: async ({ fields, context, actor }) => {
    const { link } = await markNotificationRead(context.db, actor.id, fields.id ?? "");
    return goTo(safeRedirect(link, "/notifications", context.env.publicUrl));
  },
});

const markAllRead = intent<SessionUser>({
  run: async ({ context, actor }) => {
    await markAllNotificationsRead(context.db, actor.id);
    return stay({}, NOTIFICATIONS_TEXT.allMarkedRead);
  },
});

const remove = intent<SessionUser, Record<string, string>, NotificationsAnswer>({
  run: async ({ fields, context, actor }) => {
    if (fields.confirmed !== "yes") return stay({ confirmDelete: fields.id ?? "" });
    await deleteNotification(context.db, actor.id, fields.id ?? "");
    return stay({}, NOTIFICATIONS_TEXT.deleted);
  },
});

/** This browser agreed to Web Push: its subscription is kept for the user (checked by our own schema). */
const pushSubscribe = intent<SessionUser>({
  run: async ({ fields, context, actor }) => {
    const subscription = { endpoint: fields.endpoint ?? "", p256dh: fields.p256dh ?? "", auth: fields.auth ?? "" };
    await savePushSubscription(
      context.db,
      { userId: actor.id, sessionId: actor.sessionId },
      subscription,
      context.push.serviceHosts,
    );
    return stay({}, NOTIFICATIONS_TEXT.pushOn);
  },
});

const pushUnsubscribe = intent<SessionUser>({
  run: async ({ fields, context, actor }) => {
    await removePushSubscription(context.db, actor.id, fields.endpoint ?? "");
    return stay({}, NOTIFICATIONS_TEXT.pushOff);
  },
});

/** /notifications' forms, by the intent each posts. */
export const NOTIFICATIONS_INTENTS: Record<string, Intent<SessionUser, Record<string, string>, NotificationsAnswer>> = {
  "mark-read": markRead,
  open,
  "mark-all-read": markAllRead,
  delete: remove,
  "push-subscribe": pushSubscribe,
  "push-unsubscribe": pushUnsubscribe,
};
