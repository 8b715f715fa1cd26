import { useState } from "react";
import { Link, useNavigation, useSubmit } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { countUnreadNotifications } from "~/.server/domain/notifications/count-unread-notifications";
import { listNotifications, parseNotificationCursor } from "~/.server/domain/notifications/list-notifications";
import { handleAction, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { PushSettings } from "~/components/notifications/push-settings";
import { ActionForm, useSubmitOnceToken } from "~/components/shared/action-form";
import { BackLink } from "~/components/shared/back-link";
import { AlertIcon, ChatIcon, HeartIcon, WalletIcon } from "~/components/shared/icons";
import { LoadErrorBoundary } from "~/components/shared/route-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { describeNotification, NOTIFICATIONS_TEXT as T } from "~/lib/notifications/notification-text";
import { relativeTime } from "~/lib/shared/dates";
import { pageTitle } from "~/lib/shared/site";
import { SUBMIT_ONCE_FIELD } from "~/lib/shared/submit-once";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/notifications";
import { NOTIFICATIONS_INTENTS } from "./notifications-intents.server";

export function meta() {
  return [{ title: pageTitle(T.title) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const before = parseNotificationCursor(new URL(request.url).searchParams.get("before"));
  const [page, unread] = await Promise.all([
    listNotifications(context.db, user.id, before),
    countUnreadNotifications(context.db, user.id),
  ]);
  const items = page.items.map((n) => ({
    id: n.id,
    type: n.type,
    isRead: n.isRead,
    createdAt: n.createdAt,
    hasLink: n.link !== null,
    ...describeNotification(n),
  }));
  return {
    items,
    unread,
    older: page.next,
    paged: before !== null,
    now: new Date().toISOString(),
    pushKey: context.push.publicKey,
  };
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: NOTIFICATIONS_INTENTS });
}

export function ErrorBoundary() {
  return (
    <LoadErrorBoundary
      message={m.notifications_load_error()}
      backTo="/dashboard"
      backLabel={m.notifications_back_to_dashboard()}
    />
  );
}

const TYPE_ICON = { message: ChatIcon, favorite: HeartIcon, purchase: WalletIcon } as const;
const TYPE_LABEL: Record<string, () => string> = {
  message: m.notifications_type_message,
  favorite: m.notifications_type_favorite,
  purchase: m.notifications_type_payment,
  system: m.notifications_type_system,
};

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { items, unread, older, paged, now, pushKey } = loaderData;
  const submit = useSubmit();
  // The dialog sends the form by script: with the page's token, so a double tap deletes once.
  const onceToken = useSubmitOnceToken();
  const navigation = useNavigation();
  const [asking, setAsking] = useState<string | null>(null);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/notifications";

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <BackLink to="/dashboard">{m.notifications_back_to_dashboard()}</BackLink>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          {T.title}
          {unread > 0 ? (
            <span className="rounded-full bg-red-600 px-2 py-0.5 text-sm font-semibold text-white">
              <span data-testid="unread-count">{unread}</span>
              <span className="sr-only"> {m.notifications_unread({ count: unread })}</span>
            </span>
          ) : null}
        </h1>
        {unread > 0 ? (
          <ActionForm>
            <input type="hidden" name="intent" value="mark-all-read" />
            <Button type="submit" variant="secondary" size="sm">
              {T.markAllRead}
            </Button>
          </ActionForm>
        ) : null}
      </div>

      <PushSettings publicKey={pushKey} />

      {actionData?.confirmDelete ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-title"
          className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4"
        >
          <h2 id="confirm-title" className="font-semibold text-red-900">
            {T.deleteTitle}
          </h2>
          <p className="mt-1 text-sm text-red-900">{T.deleteQuestion}</p>
          <ActionForm className="mt-3 flex gap-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={actionData.confirmDelete} />
            <input type="hidden" name="confirmed" value="yes" />
            <Button type="submit" variant="danger">
              {T.delete}
            </Button>
            <Link
              to="/notifications"
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700"
            >
              {m.notifications_cancel()}
            </Link>
          </ActionForm>
        </div>
      ) : null}

      {loading ? (
        <p role="status" className="mt-6 text-slate-600">
          {T.loading}
        </p>
      ) : items.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <h2 className="text-lg font-semibold text-slate-900">
            {paged ? m.notifications_no_older_title() : T.emptyTitle}
          </h2>
          <p className="mt-2 text-slate-600">{paged ? m.notifications_no_older_hint() : T.emptyHint}</p>
          {paged ? (
            <Link to="/notifications" className="mt-4 inline-block text-sm font-semibold text-brand hover:underline">
              {m.notifications_back_to_newest()}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul
          aria-label={T.title}
          className="mt-6 max-h-[600px] space-y-2 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-2"
        >
          {items.map((n) => {
            const Icon = TYPE_ICON[n.type as keyof typeof TYPE_ICON] ?? AlertIcon;
            return (
              <li
                key={n.id}
                className={`flex gap-3 rounded-lg border p-3 ${n.isRead ? "border-slate-200 bg-white" : "border-emerald-200 bg-emerald-50"}`}
              >
                <span className="mt-0.5 grid h-9 w-9 shrink-0 place-items-center rounded-full bg-white text-brand ring-1 ring-slate-200">
                  <Icon width={18} height={18} title={(TYPE_LABEL[n.type] ?? m.notifications_type_system)()} />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    {n.hasLink ? (
                      <ActionForm className="inline">
                        <input type="hidden" name="intent" value="open" />
                        <input type="hidden" name="id" value={n.id} />
                        <Button type="submit" variant="quiet" className="text-left">
                          {n.title}
                        </Button>
                      </ActionForm>
                    ) : (
                      <h2 className="font-semibold text-slate-900">{n.title}</h2>
                    )}
                    {n.isRead ? null : <Badge tone="emerald">{T.newBadge}</Badge>}
                    <span className="text-xs text-slate-500">{relativeTime(n.createdAt, now)}</span>
                  </div>
                  <p className="mt-1 text-sm text-slate-700">{n.message}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {n.isRead ? null : (
                      <ActionForm>
                        <input type="hidden" name="intent" value="mark-read" />
                        <input type="hidden" name="id" value={n.id} />
                        <Button type="submit" variant="secondary" size="xs" aria-label={`${T.markRead}: ${n.title}`}>
                          {T.markRead}
                        </Button>
                      </ActionForm>
                    )}
                    <ActionForm
                      method="post"
                      onSubmit={(event) => {
                        event.preventDefault();
                        setAsking(n.id);
                      }}
                    >
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={n.id} />
                      <Button type="submit" variant="danger-outline" size="xs" aria-label={`${T.delete}: ${n.title}`}>
                        {T.delete}
                      </Button>
                    </ActionForm>
                  </div>
                </div>
              </li>
            );
          })}
          {older ? (
            <li className="p-2 text-center">
              <Link
                to={`/notifications?before=${encodeURIComponent(older)}`}
                className="text-sm font-semibold text-brand hover:underline"
              >
                {T.older}
              </Link>
            </li>
          ) : null}
        </ul>
      )}

      <ConfirmDialog
        open={asking !== null}
        title={T.deleteTitle}
        message={T.deleteQuestion}
        confirmLabel={T.delete}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking)
            void submit(
              { intent: "delete", id: asking, confirmed: "yes", [SUBMIT_ONCE_FIELD]: onceToken },
              { method: "post" },
            );
          setAsking(null);
        }}
      />
    </main>
  );
}
