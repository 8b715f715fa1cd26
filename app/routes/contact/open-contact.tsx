import { requireUser } from "~/.server/auth/require-user";
import { handleAction, signedIn } from "~/.server/http/forms-and-actions/action-kit";
import { ChatIcon } from "~/components/shared/icons";
import { buttonClass } from "~/components/ui/button";
import { LinkButton } from "~/components/ui/link-button";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/open-contact";
import { open } from "./contact-intents.server";

/**
 * POST /contact: a signed-in student asks for a WhatsApp contact (docs/security.md#phone-numbers).
 * With JavaScript the button reads the answer and opens the chat; without, this page shows the link.
 */
export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: signedIn, intents: { open } });
}

/** Opened by hand, the page is for signed-in students like its form: a visitor is sent to sign in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  return null;
}

export function meta() {
  return [{ title: pageTitle(m.messages_contact_page_title()) }, { name: "robots", content: "noindex" }];
}

/** The answer without JavaScript: the chat link to tap, or why there is none, and the way back. */
export default function ContactPage({ actionData }: Route.ComponentProps) {
  const answer = actionData ?? {};
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{m.messages_contact_page_title()}</h1>
      {answer.link ? (
        <>
          <p className="mt-3 text-slate-700">{m.messages_contact_ready({ name: answer.name ?? "" })}</p>
          <a
            href={answer.link}
            rel="noopener noreferrer"
            className={buttonClass({ size: "lg", className: "mt-4 inline-flex items-center gap-2" })}
          >
            <ChatIcon /> {m.messages_contact_open_whatsapp()}
          </a>
        </>
      ) : answer.error ? (
        <>
          <p className="mt-3 text-slate-700">{answer.error}</p>
          {answer.fix ? (
            <LinkButton to={answer.fix.to} className="mt-4">
              {answer.fix.label}
            </LinkButton>
          ) : null}
        </>
      ) : null}
      <div className="mt-6">
        <LinkButton to={answer.back ?? "/"} variant="secondary">
          {m.messages_contact_back()}
        </LinkButton>
      </div>
    </main>
  );
}
