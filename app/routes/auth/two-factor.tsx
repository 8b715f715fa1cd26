import { Link, useNavigation } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { type SignInCode, verifySignInCode } from "~/.server/auth/verify-sign-in-code";
import { anyone, handleAction, intent, redirectWithToast } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, refuse } from "~/.server/http/forms-and-actions/action-outcome";
import { copyCookies } from "~/.server/http/forms-and-actions/pass-cookies";
import { ActionForm } from "~/components/shared/action-form";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { TWO_FACTOR_TEXT, twoFactorSignInSchema } from "~/lib/accounts/forms/two-factor";
import { describeError } from "~/lib/error-text";
import { fieldErrors } from "~/lib/shared/forms/form-errors";
import { safeRedirect } from "~/lib/shared/safe-redirect";
import { pageTitle, SITE_NAME } from "~/lib/shared/site";
import type { Toast } from "~/lib/shared/toast";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/two-factor";

export function meta() {
  return [{ title: pageTitle(m.accounts_enter_code()) }];
}

type Method = "totp" | "backup";

/** What a code looks like, shown in the empty field: the same in every language. */
const TOTP_EXAMPLE = "123456";
const BACKUP_CODE_EXAMPLE = "abcde-12345";

/** The password step sets a short-lived cookie; without it there is nothing to finish here. */
function hasPendingSignIn(request: Request): boolean {
  return request.headers.get("cookie")?.includes("two_factor=") ?? false;
}

/** The pending sign-in is gone (expired, or never begun): the password again, saying why. */
const timedOutToast = (): Toast => ({ ...TWO_FACTOR_TEXT.expired, variant: "destructive" });

function signInAgainPath(redirectTo: string): string {
  return `/auth${redirectTo !== "/dashboard" ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/dashboard", context.env.publicUrl);
  if (!hasPendingSignIn(request)) throw redirectWithToast(context, signInAgainPath(redirectTo), timedOutToast());
  return { redirectTo, method: (url.searchParams.get("method") === "backup" ? "backup" : "totp") as Method };
}

/** A refused code is shown under the field. */
interface CodeResult {
  error: string;
}

/**
 * A right code turns the pending sign-in into a session: its cookie is passed on. Without a
 * pending sign-in (expired, or never begun) any send goes back to sign in.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const pending = hasPendingSignIn(request);
  const redirectToOf = (form: FormData) => safeRedirect(form.get("redirectTo"), "/dashboard", context.env.publicUrl);
  const signInAgain = (form: FormData) => goTo(signInAgainPath(redirectToOf(form)), timedOutToast());
  const verify = intent<SessionUser | null, SignInCode, CodeResult>({
    schema: twoFactorSignInSchema,
    input: (form) => ({
      method: form.get("method") === "backup" ? "backup" : "totp",
      code: String(form.get("code") ?? ""),
      trustDevice: form.get("trustDevice") === "on",
    }),
    invalid: (issues, form) =>
      pending
        ? refuse<CodeResult>(undefined, 400, { error: fieldErrors(issues).code ?? TWO_FACTOR_TEXT.wrongCode })
        : signInAgain(form),
    refused: (error, form) =>
      pending && error.code !== "unauthenticated"
        ? refuse<CodeResult>(undefined, error.status, { error: describeError(error).description })
        : signInAgain(form),
    run: async ({ fields, form, cookies }) => {
      copyCookies(await verifySignInCode(context, request, fields), cookies);
      return goTo(redirectToOf(form));
    },
  });
  const answer = await handleAction(args, { actor: anyone, intents: { verify } });
  // What the kit refused before the intent (a body that is no form) would be turned by this page's
  // loader into the way back to sign in; thrown, it keeps its 4xx (docs/decisions/0004-bad-input-is-4xx.md).
  if (!pending && !(answer instanceof Response)) throw answer;
  return answer;
}

export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { method, redirectTo } = loaderData;
  // The page's one form: any send in progress is it.
  const checking = useNavigation().state === "submitting";
  const error = actionData?.error;
  const other = method === "totp" ? "backup" : "totp";
  const otherLink = `?method=${other}${redirectTo !== "/dashboard" ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{m.accounts_two_factor()}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {method === "totp"
          ? m.accounts_two_factor_app_prompt({ site: SITE_NAME })
          : m.accounts_two_factor_backup_prompt()}
      </p>
      <ActionForm className={cardClass("md", "mt-6 space-y-4")} aria-label={m.accounts_enter_code()}>
        <input type="hidden" name="method" value={method} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div>
          <label htmlFor="two-factor-code" className="text-sm font-medium text-slate-700">
            {method === "totp" ? m.accounts_authentication_code() : m.accounts_backup_code()}
          </label>
          <input
            id="two-factor-code"
            name="code"
            required
            // biome-ignore lint/a11y/noAutofocus: the code is the only thing this page asks for, and the user arrives here from the password form to type it.
            autoFocus
            autoComplete="one-time-code"
            inputMode={method === "totp" ? "numeric" : "text"}
            maxLength={method === "totp" ? 7 : 12}
            placeholder={method === "totp" ? TOTP_EXAMPLE : BACKUP_CODE_EXAMPLE}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "two-factor-code-error" : undefined}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-lg tracking-widest"
          />
          {error ? (
            <p id="two-factor-code-error" role="alert" className="mt-1 text-sm text-red-600">
              {error}
            </p>
          ) : null}
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="trustDevice" className="h-4 w-4" />
          {m.accounts_trust_device()}
        </label>
        <Button type="submit" pending={checking} size="lg" className="w-full">
          {checking ? m.accounts_checking() : m.accounts_verify()}
        </Button>
        <p className="text-center text-sm">
          <Link to={otherLink} replace className="text-brand hover:underline">
            {method === "totp" ? m.accounts_use_backup_code() : m.accounts_use_authenticator_app()}
          </Link>
        </p>
      </ActionForm>
    </main>
  );
}
