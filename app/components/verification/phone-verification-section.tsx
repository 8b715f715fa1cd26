import { ActionForm } from "~/components/shared/action-form";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { formatLocalNumber } from "~/lib/payments/mobile-money";
import { m } from "~/paraglide/messages";
import { PhoneVerifiedBadge } from "./phone-verified-badge";

/** The forms' intents on /profile (routes/account/phone-intents.server.ts). */
export const SEND_PHONE_CODE_INTENT = "send-phone-code";
export const CONFIRM_PHONE_INTENT = "confirm-phone";

export interface PhoneVerificationData {
  /** The account's own WhatsApp number, normalized (255…); shown only to its owner. */
  number: string | null;
  verified: boolean;
  codeSent: boolean;
}

const shown = (number: string) => (/^255\d{9}$/.test(number) ? formatLocalNumber(number) : `+${number}`);

/**
 * /profile's "Verified phone": send a 6-digit code by SMS to the WhatsApp number and type it in;
 * "Phone verified" once done. Changing the number removes the mark (a trigger, migration 0018),
 * and the section says so, so a student who changes it knows to confirm again.
 */
export function PhoneVerificationSection({ phone, error }: { phone: PhoneVerificationData; error?: string }) {
  const sending = useSubmitting(SEND_PHONE_CODE_INTENT);
  const confirming = useSubmitting(CONFIRM_PHONE_INTENT);
  return (
    <section id="phone-verification" aria-labelledby="phone-verification-heading" className={cardClass("md", "mt-6")}>
      <h2 id="phone-verification-heading" className="text-lg font-semibold">
        {m.verification_phone_section_title()}
      </h2>
      <p className="text-sm text-slate-600">{m.verification_phone_section_intro()}</p>
      {phone.number === null ? (
        <p className="mt-3 text-sm text-slate-700">{m.verification_phone_no_number()}</p>
      ) : phone.verified ? (
        <div className="mt-3 space-y-1">
          <PhoneVerifiedBadge verified />
          <p className="text-sm text-slate-700">
            {m.verification_phone_verified_number({ number: shown(phone.number) })}
          </p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          {m.verification_phone_not_verified_number({ number: shown(phone.number) })}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-500">{m.verification_phone_change_removes_mark()}</p>
      {phone.number === null || phone.verified ? null : (
        <div className="mt-4 space-y-4">
          <ActionForm>
            <input type="hidden" name="intent" value={SEND_PHONE_CODE_INTENT} />
            <Button type="submit" variant={phone.codeSent ? "secondary" : "primary"} pending={sending}>
              {sending
                ? m.verification_phone_sending()
                : phone.codeSent
                  ? m.verification_phone_send_new_code()
                  : m.verification_phone_send_code()}
            </Button>
          </ActionForm>
          {phone.codeSent || error ? (
            <ActionForm
              className="flex flex-col gap-2 sm:flex-row sm:items-start"
              aria-label={m.verification_phone_confirm()}
            >
              <input type="hidden" name="intent" value={CONFIRM_PHONE_INTENT} />
              <div className="min-w-0 flex-1">
                <TextField
                  idPrefix="phone"
                  name="code"
                  label={m.verification_phone_code_label()}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  error={error}
                  required
                />
              </div>
              <Button type="submit" pending={confirming} className="sm:mt-6">
                {confirming ? m.verification_phone_confirming() : m.verification_phone_confirm()}
              </Button>
            </ActionForm>
          ) : null}
        </div>
      )}
    </section>
  );
}
