import type { SessionUser } from "~/.server/auth/get-session-user";
import { requireUser } from "~/.server/auth/require-user";
import { openContact } from "~/.server/domain/contact/open-contact";
import { handleAction, intent, signedIn } from "~/.server/http/action-kit";
import { refuse, stayUnchanged } from "~/.server/http/action-outcome";
import { ChatIcon } from "~/components/icons";
import { buttonClass } from "~/components/ui/button";
import { LinkButton } from "~/components/ui/link-button";
import { describeError } from "~/lib/error-text";
import { type ContactInput, contactSchema } from "~/lib/forms/contact";
import { safeRedirect } from "~/lib/safe-redirect";
import { pageTitle } from "~/lib/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/open-contact";
import { contactLink } from "./contact-link.server";

/** What the Contact button (app/components/whatsapp-contact.tsx) is answered: the chat link, or why not. */
export interface ContactAnswer {
  link: string;
  name: string;
  back: string;
  error: string;
}

/**
 * The page the button was on, for the way back without JavaScript: only a path of this site (any
 * origin resolves it the same way: only the path is kept).
 */
const backTo = (form: FormData) => safeRedirect(form.get("back"), "/", "https://chuo.invalid");

const open = intent<SessionUser, ContactInput, ContactAnswer>({
  schema: contactSchema,
  input: (form) => ({ target: String(form.get("target") ?? "") }),
  // The answer holds a phone number: it is not kept for repeats (app/.server/http/submit-once.ts).
  once: false,
  invalid: () => refuse({ ...describeError({ reason: "contact_not_found", values: {} }) }, 400),
  run: async ({ fields, form, context, actor }) => {
    const opened = await openContact(context.db, actor.id, fields.target);
    // Nothing anyone else sees has changed: the shared page cache stays (docs/decisions/0009).
    return stayUnchanged<ContactAnswer>({ link: contactLink(opened), name: opened.ownerName, back: backTo(form) });
  },
  refused: (error, form) => {
    const words = describeError(error);
    return refuse(words, error.status, { error: words.description, back: backTo(form) });
  },
});

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
  return [{ title: pageTitle(m.contact_page_title()) }, { name: "robots", content: "noindex" }];
}

/** The answer without JavaScript: the chat link to tap, or why there is none, and the way back. */
export default function ContactPage({ actionData }: Route.ComponentProps) {
  const answer = actionData ?? {};
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{m.contact_page_title()}</h1>
      {answer.link ? (
        <>
          <p className="mt-3 text-slate-700">{m.contact_ready({ name: answer.name ?? "" })}</p>
          <a href={answer.link} rel="noopener noreferrer" className={buttonClass({ size: "lg", className: "mt-4 inline-flex items-center gap-2" })}>
            <ChatIcon /> {m.contact_open_whatsapp()}
          </a>
        </>
      ) : answer.error ? (
        <p className="mt-3 text-slate-700">{answer.error}</p>
      ) : null}
      <div className="mt-6">
        <LinkButton to={answer.back ?? "/"} variant="secondary">
          {m.contact_back()}
        </LinkButton>
      </div>
    </main>
  );
}
