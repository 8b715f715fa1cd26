import { Link, useNavigation } from "react-router";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { requestResetCode } from "~/.server/domain/verification/phone/request-reset-code";
import { resetPasswordWithCode } from "~/.server/domain/verification/phone/reset-password-with-code";
import { anyone, handleAction, intent } from "~/.server/http/forms-and-actions/action-kit";
import { goTo, refuse } from "~/.server/http/forms-and-actions/action-outcome";
import { ActionForm } from "~/components/shared/action-form";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { SEND_RESET_CODE_INTENT, SendResetCodeForm } from "~/components/verification/send-reset-code-form";
import { PASSWORD_TEXT } from "~/lib/accounts/forms/password";
import { describeError } from "~/lib/error-text";
import { type FieldErrors, fieldErrors } from "~/lib/shared/forms/form-errors";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { pageTitle } from "~/lib/shared/site";
import { PHONE_TEXT, smsResetRequestSchema, smsResetSchema } from "~/lib/verification/forms/phone";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/reset-password-by-sms";

export function meta() {
  return [{ title: pageTitle(m.verification_phone_reset_title()) }];
}

/** Choosing the new password with the code; asking for a code is SEND_RESET_CODE_INTENT (also posted from /forgot-password). */
const RESET_INTENT = "reset";

/**
 * A password reset by a 6-digit SMS code to the account's verified phone (docs/security.md):
 * the answer to asking is the same whether or not the address has an account or a verified
 * phone; the code, the e-mail address and the new password (twice) then set it, and every
 * session of the account ends, as with the e-mailed link. Nothing typed is sent back to the page.
 */
export async function action(args: Route.ActionArgs) {
  return handleAction(args, {
    actor: anyone,
    intents: {
      [SEND_RESET_CODE_INTENT]: intent<SessionUser | null, { email: string }>({
        schema: smsResetRequestSchema,
        refused: (error) =>
          refuse({ title: m.accounts_error_title(), description: describeError(error).description }, error.status),
        run: async ({ fields, request, context }) => {
          await requestResetCode(context, request, fields.email);
          return goTo("/reset-password/sms", PHONE_TEXT.resetCodeSent);
        },
      }),
      [RESET_INTENT]: intent<SessionUser | null, { email: string; code: string; newPassword: string }>({
        schema: smsResetSchema,
        invalid: (issues) => refuse(undefined, 400, { errors: fieldErrors(issues) }),
        refused: (error) => refuse(undefined, error.status, { errors: { form: describeError(error).description } }),
        run: async ({ fields, context }) => {
          await resetPasswordWithCode(context, fields);
          return goTo("/auth", PASSWORD_TEXT.changed);
        },
      }),
    },
  });
}

export default function ResetPasswordBySms({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get(INTENT_FIELD) === RESET_INTENT;
  const errors: FieldErrors = actionData?.errors ?? {};
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-8">
      <Link to="/forgot-password" className="text-sm text-slate-600 hover:text-brand">
        {m.accounts_forgot_password()}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{m.verification_phone_reset_title()}</h1>
      <p className="mt-1 text-slate-600">{m.verification_phone_reset_intro()}</p>
      <ActionForm className={cardClass("md", "mt-6 space-y-4")} aria-label={m.verification_phone_reset_title()}>
        <input type="hidden" name={INTENT_FIELD} value={RESET_INTENT} />
        <TextField
          idPrefix="sms-reset"
          name="email"
          label={m.accounts_email()}
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <TextField
          idPrefix="sms-reset"
          name="code"
          label={m.verification_phone_code_label()}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          error={errors.code}
        />
        <TextField
          idPrefix="sms-reset"
          name="newPassword"
          label={m.accounts_new_password()}
          type="password"
          autoComplete="new-password"
          required
          error={errors.newPassword}
        />
        <TextField
          idPrefix="sms-reset"
          name="confirmPassword"
          label={m.accounts_new_password_again()}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        {errors.form ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" pending={saving} size="lg" className="w-full">
          {saving ? m.accounts_saving() : m.verification_phone_reset_save()}
        </Button>
      </ActionForm>
      <SendResetCodeForm />
    </main>
  );
}
