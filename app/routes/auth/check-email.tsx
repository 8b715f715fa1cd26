import { redirect } from "react-router";
import { getSessionUser } from "~/.server/auth/get-session-user";
import { anyone, handleAction } from "~/.server/http/forms-and-actions/action-kit";
import { ActionForm } from "~/components/shared/action-form";
import { DevOutboxNote } from "~/components/shared/dev-outbox-note";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { LinkButton } from "~/components/ui/link-button";
import { emailField } from "~/lib/shared/forms/fields";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/check-email";
import { resendLink } from "./auth-intents.server";

export function meta() {
  return [{ title: pageTitle(m.accounts_check_email_title()) }, { name: "robots", content: "noindex" }];
}

/**
 * Where sign-up lands: which address the link went to, a new link, and the way back for a wrong
 * address. It shows the address it is given and nothing about any account (anyone may open it
 * for any address), so it tells nobody who is registered.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = emailField.safeParse(new URL(request.url).searchParams.get("email") ?? "");
  if (!parsed.success) throw redirect("/auth?tab=signup");
  if (await getSessionUser(context, request)) throw redirect("/dashboard");
  return { email: parsed.data, outboxUrl: context.mailer.kind === "outbox" ? "/dev/outbox" : null };
}

/** A new confirmation link, within the limits every resend has (domain/accounts/resend-confirmation.ts). */
export async function action(args: Route.ActionArgs) {
  return handleAction(args, { actor: anyone, intents: { resend: resendLink } });
}

export default function CheckEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { email, outboxUrl } = loaderData;
  const resending = useSubmitting("resend");
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{m.accounts_check_email_title()}</h1>
      <div className={cardClass("md", "mt-4 space-y-3 text-slate-700")}>
        <p className="font-semibold break-words text-slate-900">{m.accounts_check_email_sent({ email })}</p>
        <p>{m.accounts_check_email_next()}</p>
        <p className="text-sm text-slate-600">{m.accounts_check_email_wait()}</p>
        <DevOutboxNote outboxUrl={outboxUrl} />
      </div>
      <ActionForm className={cardClass("md", "mt-4 space-y-3")} aria-label={m.accounts_confirmation_email_label()}>
        <input type="hidden" name={INTENT_FIELD} value="resend" />
        <input type="hidden" name="email" value={email} />
        <p className="font-medium text-slate-900">{m.accounts_check_email_no_mail()}</p>
        <Button type="submit" variant="secondary" size="lg" pending={resending} className="w-full">
          {m.accounts_send_link_again()}
        </Button>
        {actionData?.resent ? (
          <p role="status" className="text-sm text-emerald-800">
            {m.accounts_confirmation_sent_description({ email })}
          </p>
        ) : null}
        {actionData?.resendError ? (
          <p role="alert" className="text-sm text-red-700">
            {actionData.resendError}
          </p>
        ) : null}
      </ActionForm>
      <div className={cardClass("md", "mt-4 space-y-3")}>
        <p className="font-medium text-slate-900">{m.accounts_check_email_wrong_address()}</p>
        <LinkButton
          to={`/auth?tab=signup&email=${encodeURIComponent(email)}`}
          variant="secondary"
          size="lg"
          className="w-full"
        >
          {m.accounts_check_email_sign_up_again()}
        </LinkButton>
      </div>
    </main>
  );
}
