import { Link, useNavigation } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { requestPasswordReset } from "~/.server/domain/accounts/request-password-reset";
import { anyone, handleAction, intent } from "~/.server/http/forms-and-actions/action-kit";
import { refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { ActionForm } from "~/components/shared/action-form";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { SendResetCodeForm } from "~/components/verification/send-reset-code-form";
import { forgotPasswordSchema, PASSWORD_TEXT } from "~/lib/accounts/forms/password";
import { describeError } from "~/lib/error-text";
import { pageTitle } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [{ title: pageTitle(m.accounts_forgot_password_title()) }];
}

/**
 * Sends a reset link by e-mail. The answer is the same whether or not the address has an
 * account, so nobody can use this form to find out who is registered. The second way, a code by
 * SMS to a verified phone, posts to /reset-password/sms.
 */
export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: anyone,
    intents: {
      send: intent<SessionUser | null, { email: string }>({
        schema: forgotPasswordSchema,
        refused: (error) =>
          refuse({ title: m.accounts_error_title(), description: describeError(error).description }, error.status),
        run: async ({ fields, request, context }) => {
          await requestPasswordReset(context, request, fields.email);
          return stay({}, PASSWORD_TEXT.linkSent);
        },
      }),
    },
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  // The e-mail form posts here; the SMS form posts to /reset-password/sms.
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/forgot-password";
  const errors = actionData?.errors ?? {};
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <Link to="/auth" className="text-sm text-slate-600 hover:text-brand">
        {m.accounts_back_to_sign_in()}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{m.accounts_forgot_password()}</h1>
      <p className="mt-1 text-slate-600">{m.accounts_forgot_password_intro()}</p>
      <ActionForm className={cardClass("md", "mt-6 space-y-4")} aria-label={m.accounts_forgot_password_title()}>
        <TextField
          name="email"
          label={m.accounts_email()}
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <Button type="submit" pending={sending} size="lg" className="w-full">
          {sending ? m.accounts_sending() : m.accounts_send_reset_link()}
        </Button>
      </ActionForm>
      <SendResetCodeForm />
      <p className="mt-4 text-center text-sm">
        <Link to="/reset-password/sms" className="text-brand hover:underline">
          {m.verification_phone_reset_have_code()}
        </Link>
      </p>
    </main>
  );
}
