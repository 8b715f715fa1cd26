import type { SessionUser } from "~/.server/auth/get-session-user";
import { requestStudentVerification } from "~/.server/domain/verification/request-student-verification";
import { intent } from "~/.server/http/forms-and-actions/action-kit";
import { refuse, stay } from "~/.server/http/forms-and-actions/action-outcome";
import { STUDENT_VERIFICATION_INTENT } from "~/components/verification/student-verification-section";
import { describeError } from "~/lib/error-text";
import {
  type StudentEmailInput,
  studentEmailSchema,
  VERIFICATION_TEXT,
} from "~/lib/verification/forms/student-verification";

/** A refusal (a domain no university has, an address another account holds) shows under the field too, with what was typed. */
const askToVerify = intent<SessionUser, StudentEmailInput>({
  schema: studentEmailSchema,
  input: (form) => ({ universityEmail: String(form.get("universityEmail") ?? "") }),
  refused: (error, form) => {
    const words = describeError(error);
    return refuse(words, error.status, {
      errors: { universityEmail: words.description },
      values: { universityEmail: String(form.get("universityEmail") ?? "") },
    });
  },
  run: async ({ fields, context, actor }) => {
    await requestStudentVerification(context, actor.id, fields.universityEmail);
    return stay({}, VERIFICATION_TEXT.linkSent);
  },
});

/** /profile's "Verified student" form, spread into the page's intents (routes/account/profile.tsx). */
export const STUDENT_VERIFICATION_INTENTS = { [STUDENT_VERIFICATION_INTENT]: askToVerify };
