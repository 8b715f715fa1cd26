import { useNavigation } from "react-router";
import { ActionForm } from "~/components/shared/action-form";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { INTENT_FIELD } from "~/lib/shared/intent-field";
import { m } from "~/paraglide/messages";

/** Asking for a password-reset code by SMS (routes/auth/reset-password-by-sms.tsx). */
export const SEND_RESET_CODE_INTENT = "send-code";

/** "Send a code by SMS": the account's e-mail address; shown here and on /forgot-password. */
export function SendResetCodeForm() {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get(INTENT_FIELD) === SEND_RESET_CODE_INTENT;
  return (
    <ActionForm
      action="/reset-password/sms"
      className={cardClass("md", "mt-6 space-y-4")}
      aria-label={m.verification_phone_reset_by_sms()}
    >
      <h2 className="text-lg font-semibold">{m.verification_phone_reset_by_sms()}</h2>
      <p className="text-sm text-slate-600">{m.verification_phone_reset_by_sms_intro()}</p>
      <input type="hidden" name={INTENT_FIELD} value={SEND_RESET_CODE_INTENT} />
      <TextField
        idPrefix="sms-code"
        name="email"
        label={m.accounts_email()}
        type="email"
        autoComplete="email"
        required
      />
      <Button type="submit" variant="secondary" pending={sending} size="lg" className="w-full">
        {sending ? m.verification_phone_sending() : m.verification_phone_reset_by_sms()}
      </Button>
    </ActionForm>
  );
}
