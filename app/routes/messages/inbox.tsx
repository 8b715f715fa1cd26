import { Link } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { countUnreadMessages } from "~/.server/domain/messages/count-unread-messages";
import { listConversations } from "~/.server/domain/messages/list-conversations";
import { ListingThumb } from "~/components/messages/listing-thumb";
import { BackLink } from "~/components/shared/back-link";
import { LoadErrorBoundary } from "~/components/shared/route-error";
import { EmptyState } from "~/components/ui/empty-state";
import { MESSAGES_TEXT as T } from "~/lib/messages/message-text";
import { AppError } from "~/lib/shared/app-error";
import { relativeTime } from "~/lib/shared/dates";
import { pageTitle } from "~/lib/shared/site";
import { isUuid } from "~/lib/shared/uuid";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/inbox";

export function meta() {
  return [{ title: pageTitle(T.title) }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const before = new URL(request.url).searchParams.get("before");
  if (before !== null && !isUuid(before)) throw new AppError("invalid_input", "conversation_cursor_invalid");
  const [page, unread] = await Promise.all([
    listConversations(context.db, user.id, before),
    countUnreadMessages(context.db, user.id),
  ]);
  return { ...page, unread, paged: before !== null, now: new Date().toISOString() };
}

export function ErrorBoundary() {
  return (
    <LoadErrorBoundary message={T.loadError} backTo="/dashboard" backLabel={m.notifications_back_to_dashboard()} />
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { items, next, unread, paged, now } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6">
      <BackLink to="/dashboard">{m.notifications_back_to_dashboard()}</BackLink>
      <h1 className="mt-3 flex items-center gap-2 text-2xl font-bold text-slate-900">
        {T.title}
        {unread > 0 ? (
          <span className="rounded-full bg-red-600 px-2 py-0.5 text-sm font-semibold text-white">
            <span data-testid="messages-unread-count">{unread}</span>
            <span className="sr-only"> {m.messages_unread({ count: unread })}</span>
          </span>
        ) : null}
      </h1>
      {items.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            title={T.emptyTitle}
            hint={T.emptyHint}
            action={paged ? <Link to="/messages">{m.messages_back_to_latest()}</Link> : undefined}
          />
        </div>
      ) : (
        <ul
          aria-label={m.messages_conversations()}
          className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
        >
          {items.map((c) => (
            <li key={c.id}>
              {/*
                Named from what it shows (WCAG 2.5.3: the name starts with the name shown first): who,
                about what and how many unread, said once in words, then when and the last message.
              */}
              <Link to={`/messages/${c.id}`} className="flex items-center gap-3 p-3 hover:bg-slate-50">
                <span className="sr-only">{`${m.messages_conversation_label({ name: c.other.fullName, title: c.listing.title })}${c.unread > 0 ? `, ${T.unread(c.unread)}` : ""}`}</span>
                <ListingThumb src={c.listing.photo} />
                <div className="min-w-0 flex-1">
                  <div className="flex items-baseline justify-between gap-2">
                    <p
                      aria-hidden="true"
                      className={`truncate ${c.unread > 0 ? "font-bold" : "font-semibold"} text-slate-900`}
                    >
                      {c.other.fullName}
                    </p>
                    <time
                      className="shrink-0 text-xs text-slate-500"
                      dateTime={new Date(c.lastMessageAt).toISOString()}
                    >
                      {relativeTime(c.lastMessageAt, now)}
                    </time>
                  </div>
                  <p aria-hidden="true" className="truncate text-sm text-slate-600">
                    {c.listing.title}
                  </p>
                  <p
                    data-testid="conversation-last-message"
                    className={`truncate text-sm ${c.unread > 0 ? "font-medium text-slate-900" : "text-slate-500"}`}
                  >
                    {c.lastMessage ? (
                      <>
                        {c.lastMessage.fromMe ? `${T.you}: ` : ""}
                        <bdi>{c.lastMessage.body}</bdi>
                      </>
                    ) : (
                      ""
                    )}
                  </p>
                </div>
                {c.unread > 0 ? (
                  <span
                    aria-hidden="true"
                    data-testid="conversation-unread"
                    className="min-w-6 shrink-0 rounded-full bg-brand px-2 py-0.5 text-center text-xs font-bold text-white"
                  >
                    {c.unread}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <Link to={`?before=${next}`} className="mt-4 inline-block text-sm font-medium text-brand hover:underline">
          {T.olderConversations}
        </Link>
      ) : null}
    </main>
  );
}
