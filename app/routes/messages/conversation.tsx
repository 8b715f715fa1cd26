import { useEffect, useRef } from "react";
import { Link, useRevalidator } from "react-router";
import { requireUser } from "~/.server/auth/require-user";
import { getConversation, parseMessageCursor } from "~/.server/domain/messages/get-conversation";
import { markConversationRead } from "~/.server/domain/messages/mark-conversation-read";
import { handleAction, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { staySafeDismissed } from "~/.server/http/request-facts/stay-safe-cookie";
import { ListingThumb } from "~/components/messages/listing-thumb";
import { MessageComposer } from "~/components/messages/message-composer";
import { ReportMessageLink, ScamWarning } from "~/components/moderation/scam-warning";
import { StaySafeBox } from "~/components/moderation/stay-safe-box";
import { ActionForm } from "~/components/shared/action-form";
import { BackLink } from "~/components/shared/back-link";
import { PersonAvatar } from "~/components/shared/person-avatar";
import { RouteErrorBoundary } from "~/components/shared/route-error";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { MESSAGES_TEXT as T } from "~/lib/messages/message-text";
import { type ScamSignal, scamSignals } from "~/lib/moderation/scam-rules";
import { relativeTime } from "~/lib/shared/dates";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/conversation";
import { CONVERSATION_INTENTS } from "./conversation-intents.server";

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: pageTitle(data ? `${data.conversation.other.fullName} · ${data.conversation.listing.title}` : T.title) },
  ];
}

const NO_SIGNALS: readonly ScamSignal[] = [];

/**
 * Opening the thread reads it: the other person's messages up to now stop counting as unread.
 * Each of their messages carries the scam warnings its words raise (decision 0017); one's own carry none.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const before = parseMessageCursor(new URL(request.url).searchParams.get("before"));
  const conversation = await getConversation(context.db, user.id, params.id, before);
  const read = before === null ? await markConversationRead(context.db, user.id, conversation.id) : { changed: false };
  const messages = conversation.messages.map((message) => ({
    ...message,
    signals: message.mine ? NO_SIGNALS : scamSignals(message.body),
  }));
  // New to me: the whole thread is on this page and none of it is mine. The tips come back then, dismissed or not.
  const firstConversation =
    before === null && conversation.older === null && !conversation.messages.some((message) => message.mine);
  return {
    conversation: { ...conversation, messages },
    readNow: read.changed,
    now: new Date().toISOString(),
    staySafe: { dismissed: staySafeDismissed(request), always: firstConversation },
  };
}

export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: CONVERSATION_INTENTS });
}

export function ErrorBoundary() {
  return <RouteErrorBoundary backTo="/messages" backLabel={m.messages_back_to_messages()} />;
}

export default function Conversation({ loaderData, actionData }: Route.ComponentProps) {
  const { conversation: c, readNow, now, staySafe } = loaderData;
  const revalidator = useRevalidator();
  // The header counted these messages as unread while this page loaded: count again now they are read.
  const recounted = useRef<unknown>(null);
  useEffect(() => {
    if (!readNow || recounted.current === loaderData) return;
    recounted.current = loaderData;
    void revalidator.revalidate();
  }, [readNow, loaderData, revalidator]);
  const latest = useRef<HTMLLIElement>(null);
  const last = c.messages.at(-1)?.id;
  // A new message (one's own, or one arriving live) is scrolled into view.
  useEffect(() => {
    if (last) latest.current?.scrollIntoView({ block: "nearest" });
  }, [last]);
  const mine = c.messages.filter((message) => message.mine).length;
  const closed = c.blockedByMe || c.blockedMe || c.other.suspended;
  const blockIntent = c.blockedByMe ? "unblock" : "block";
  const blocking = useSubmitting(blockIntent);

  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col px-4 py-6">
      <BackLink to="/messages">{m.messages_back_to_messages()}</BackLink>
      <header className="mt-3 flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
        <ListingThumb src={c.listing.photo} />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-bold text-slate-900">
            <Link to={`/user/${c.other.id}`} className="hover:underline">
              {c.other.fullName}
            </Link>
          </h1>
          {c.listing.available ? (
            <Link to={c.listing.path} className="block truncate text-sm text-brand hover:underline">
              {c.listing.title}
            </Link>
          ) : (
            <p className="truncate text-sm text-slate-500">
              <bdi>{c.listing.title}</bdi> · {T.unavailable}
            </p>
          )}
        </div>
        <ActionForm>
          <input type="hidden" name={INTENT_FIELD} value={blockIntent} />
          <Button
            type="submit"
            variant="danger-outline"
            size="sm"
            pending={blocking}
            aria-label={
              c.blockedByMe
                ? m.messages_unblock_label({ name: c.other.fullName })
                : m.messages_block_label({ name: c.other.fullName })
            }
          >
            {c.blockedByMe ? T.unblock : T.block}
          </Button>
        </ActionForm>
      </header>

      <StaySafeBox dismissed={staySafe.dismissed} always={staySafe.always} className="mt-4" />

      {c.older !== null ? (
        <Link to={`?before=${c.older}`} className="mt-4 self-center text-sm font-medium text-brand hover:underline">
          {T.olderMessages}
        </Link>
      ) : null}
      <ol aria-label={m.messages_with({ name: c.other.fullName })} className="mt-4 space-y-3">
        {c.messages.map((message, i) => (
          <li
            key={message.id}
            ref={i === c.messages.length - 1 ? latest : undefined}
            id={i === c.messages.length - 1 ? "latest" : undefined}
            className={`flex gap-2 ${message.mine ? "justify-end" : "justify-start"}`}
          >
            {message.mine ? null : (
              <PersonAvatar name={c.other.fullName} imageUrl={c.other.profileImageUrl} size={32} />
            )}
            <div className="flex max-w-[80%] flex-col gap-1">
              <ScamWarning signals={message.signals} messageId={message.id} describedBy={`message-${message.id}`} />
              <div
                className={`rounded-2xl px-3 py-2 ${message.mine ? "bg-brand text-white" : "bg-white text-slate-900 ring-1 ring-slate-200"}`}
              >
                <p className="sr-only">{message.mine ? T.you : <bdi>{c.other.fullName}</bdi>}:</p>
                <p id={`message-${message.id}`} data-testid="message-body" className="whitespace-pre-wrap break-words">
                  {message.body}
                </p>
                <div
                  className={`mt-1 flex items-center gap-3 text-xs ${message.mine ? "justify-end text-emerald-100" : "justify-between text-slate-500"}`}
                >
                  {/* The warning above carries its own Report link; every other message from them gets a small one. */}
                  {message.mine || message.signals.length > 0 ? null : (
                    <ReportMessageLink
                      messageId={message.id}
                      describedBy={`message-${message.id}`}
                      className="text-xs"
                    />
                  )}
                  <time dateTime={new Date(message.createdAt).toISOString()}>
                    {relativeTime(message.createdAt, now)}
                  </time>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ol>

      <div className="mt-6">
        {closed ? (
          <p role="status" className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
            {c.blockedByMe ? T.blockedByMe : c.other.suspended ? T.suspended : T.blockedMe}
          </p>
        ) : (
          <MessageComposer error={actionData?.errors?.body} defaultValue={actionData?.values?.body} sentCount={mine} />
        )}
      </div>
    </main>
  );
}
