import { data } from "react-router";
import { listOutboxEmails } from "~/.server/domain/notifications/mail/list-outbox-emails";
import { isDeveloperRequest } from "~/.server/http/request-facts/developer-machine";
import { cardClass } from "~/components/ui/card";
import { formatDateTime } from "~/lib/shared/dates";
import { pageTitle } from "~/lib/shared/site";
import type { Route } from "./+types/outbox";

export function meta() {
  return [{ title: pageTitle("Development outbox") }, { name: "robots", content: "noindex" }];
}

/**
 * The development outbox: mail the app would have sent, newest first, with working links. It
 * holds password-reset links, so it exists only on a developer's machine: while mail goes to the
 * outbox, and only for the developer's own request (.server/http/request-facts/developer-machine.ts). Anything
 * else is 404, as if there were no such page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.mailer.kind !== "outbox" || !isDeveloperRequest(context, request)) throw data(null, { status: 404 });
  return { emails: await listOutboxEmails(context.db) };
}

function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
      <a key={i} href={part} className="break-all text-brand underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">Development outbox</h1>
      <p className="mt-1 text-sm text-slate-600">E-mail this server would have sent. Set up SMTP to send real mail.</p>
      {loaderData.emails.length === 0 ? (
        <p className="mt-6 text-slate-600">No e-mail yet.</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {loaderData.emails.map((m) => (
            <li key={m.id} className={cardClass("sm")}>
              <h2 className="font-semibold">{m.subject}</h2>
              <p className="text-xs text-slate-500">
                To {m.to} · {formatDateTime(m.createdAt)}
              </p>
              <p className="mt-3 whitespace-pre-line text-sm text-slate-700">{linkify(m.text)}</p>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
