import { useNavigation } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { confirmEmail } from "~/.server/domain/accounts/confirm-email";
import { anyone, handleAction, intent } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, refuse } from "~/.server/http/forms-and-actions/action-outcome";
import { copyCookies } from "~/.server/http/forms-and-actions/pass-cookies";
import { EmailedLinkFailure, EmailedLinkForm } from "~/components/accounts/emailed-link";
import { cardClass } from "~/components/ui/card";
import { LinkButton } from "~/components/ui/link-button";
import { confirmationToken } from "~/lib/accounts/confirm-email-link";
import { describeError, type ErrorText } from "~/lib/error-text";
import { AppError } from "~/lib/shared/app-error";
import { pageTitle, SITE_NAME } from "~/lib/shared/site";
import { TOASTS } from "~/lib/toast-text";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/confirm-email";

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: pageTitle(data?.confirmed ? m.accounts_email_confirmed_title() : m.accounts_confirm_email_title()) },
    { name: "robots", content: "noindex" },
  ];
}

/** After confirming, the page says so: `?confirmed=signed-in` in the browser that signed up, `?confirmed=sign-in` anywhere else. */
const CONFIRMED_PARAM = "confirmed";
type Confirmed = "signed-in" | "sign-in";

/**
 * The confirmation e-mail's link lands here. Opening it changes nothing (another site can make a
 * browser open any link); the button posts to this page, past the origin check, and only that
 * confirms (domain/accounts/confirm-email.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const confirmed = url.searchParams.get(CONFIRMED_PARAM);
  // Only words for the page: opening it confirms nothing and signs nobody in.
  if (confirmed === "signed-in" || confirmed === "sign-in")
    return { confirmed: confirmed as Confirmed, token: null, failure: null };
  const token = confirmationToken(url.searchParams.get("token"));
  return {
    confirmed: null,
    token,
    failure: token ? null : describeError(new AppError("invalid_input", "confirmation_link_invalid")),
  };
}

/** A refused link is shown on the page, where the link's own failure would be. */
interface ConfirmResult {
  error: ErrorText;
}

/** Confirms, and signs in the browser that signed up (its session cookie passed on). */
export async function action(args: Route.ActionArgs) {
  const confirm = intent<SessionUser | null, Record<string, string>, ConfirmResult>({
    refused: (error) => refuse<ConfirmResult>(undefined, error.status, { error: describeError(error) }),
    run: async ({ form, request, context, cookies }) => {
      const confirmed = await confirmEmail(context, request, form.get("token"));
      copyCookies(confirmed.headers, cookies);
      // On to a page that says it worked (a reload there sends nothing again), and where to go next.
      const next: Confirmed = confirmed.signedIn ? "signed-in" : "sign-in";
      return goTo(
        `/verify-email?${CONFIRMED_PARAM}=${next}`,
        TOASTS[confirmed.signedIn ? "email-confirmed" : "email-confirmed-sign-in"],
      );
    },
  });
  return handleAction(args, { actor: anyone, intents: { confirm } });
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  // The page's one form: any send in progress is it.
  const confirming = useNavigation().state === "submitting";
  const failure = actionData?.error ?? loaderData.failure;
  if (loaderData.confirmed) {
    const signedIn = loaderData.confirmed === "signed-in";
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-2xl font-bold text-slate-900">{m.accounts_email_confirmed_title()}</h1>
        <div className={cardClass("md", "mt-4")}>
          <p className="text-slate-700">
            {signedIn ? m.accounts_email_confirmed_signed_in() : m.accounts_email_confirmed_sign_in()}
          </p>
          <LinkButton to={signedIn ? "/dashboard" : "/auth"} size="lg" className="mt-4 w-full">
            {signedIn ? m.accounts_go_to_my_dashboard() : m.accounts_sign_in()}
          </LinkButton>
        </div>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">{m.accounts_confirm_email_title()}</h1>
      {failure ? (
        <EmailedLinkFailure failure={failure}>
          <LinkButton to="/auth" className="mt-4">
            {m.accounts_go_to_sign_in()}
          </LinkButton>
        </EmailedLinkFailure>
      ) : (
        <EmailedLinkForm
          label={m.accounts_confirm_email_title()}
          intro={m.accounts_confirm_email_intro({ site: SITE_NAME })}
          token={loaderData.token}
          pending={confirming}
          button={confirming ? m.accounts_confirming() : m.accounts_confirm_my_email()}
        />
      )}
    </main>
  );
}
