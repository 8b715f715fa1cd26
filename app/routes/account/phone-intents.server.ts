import type * as z from "zod/mini";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { confirmPhoneNumber } from "~/.server/domain/verification/phone/confirm-phone-number";
import { sendConfirmationCode } from "~/.server/domain/verification/phone/send-confirmation-code";
import { intent } from "~/.server/http/forms-and-actions/action-kit";
import { refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { CONFIRM_PHONE_INTENT, SEND_PHONE_CODE_INTENT } from "~/components/verification/phone-verification-section";
import { describeError } from "~/lib/error-text";
import { formatDate } from "~/lib/shared/dates";
import { confirmPhoneSchema, PHONE_TEXT } from "~/lib/verification/forms/phone";

/**
 * /profile's "Verified phone" forms (components/verification/phone-verification-section.tsx),
 * spread into the page's intents. A refused code shows under the code field, as `phoneCode`
 * (the page's other forms have fields of their own).
 */
export const PHONE_INTENTS = {
  [SEND_PHONE_CODE_INTENT]: intent<SessionUser>({
    run: async ({ context, request, actor }) => {
      await sendConfirmationCode(context, request, actor.id);
      return stay({}, PHONE_TEXT.codeSent);
    },
  }),
  [CONFIRM_PHONE_INTENT]: intent<SessionUser, z.infer<typeof confirmPhoneSchema>>({
    schema: confirmPhoneSchema,
    input: (form) => ({ code: String(form.get("code") ?? "") }),
    invalid: (issues) => refuse(undefined, 400, { errors: { phoneCode: issues[0]?.message ?? "" } }),
    refused: (error) => refuse(undefined, error.status, { errors: { phoneCode: describeError(error).description } }),
    run: async ({ fields, context, actor }) => {
      const held = await confirmPhoneNumber(context, actor.id, fields.code);
      return stay(
        {},
        held.voiceFrom ? PHONE_TEXT.confirmedVoiceLater(formatDate(held.voiceFrom)) : PHONE_TEXT.confirmed,
      );
    },
  }),
};
