import { ActionForm } from "~/components/shared/action-form";
import { useSubmitting } from "~/components/shared/use-submitting";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { formatDate } from "~/lib/shared/dates";
import { m } from "~/paraglide/messages";
import { VerifiedStudentBadge } from "./verified-student-badge";

/** The form's intent on /profile (routes/account/student-verification-intents.server.ts). */
export const STUDENT_VERIFICATION_INTENT = "student-verification";

export interface StudentVerificationData {
  status: "pending" | "confirmed" | "lapsed";
  email: string;
  university: string;
  expiresAt: Date | string | null;
}

/**
 * /profile's "Verified student": a university address to confirm by e-mail, and where it stands
 * (a link sent; verified with the university and until when; lapsed after its year).
 */
export function StudentVerificationSection({
  verification,
  error,
  typed,
}: {
  verification: StudentVerificationData | null;
  error?: string;
  typed?: string;
}) {
  const sending = useSubmitting(STUDENT_VERIFICATION_INTENT);
  const confirmed = verification?.status === "confirmed";
  return (
    <section
      id="student-verification"
      aria-labelledby="student-verification-heading"
      className={cardClass("md", "mt-6")}
    >
      <h2 id="student-verification-heading" className="text-lg font-semibold">
        {m.verification_section_title()}
      </h2>
      <p className="text-sm text-slate-600">{m.verification_section_intro()}</p>
      {verification?.status === "confirmed" ? (
        <div className="mt-3 space-y-1">
          <VerifiedStudentBadge university={verification.university} />
          <p className="text-sm text-slate-700">
            {m.verification_status_confirmed({
              email: verification.email,
              date: verification.expiresAt ? formatDate(verification.expiresAt) : "",
            })}
          </p>
        </div>
      ) : null}
      {verification?.status === "pending" ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          {m.verification_status_pending({ email: verification.email })}
        </p>
      ) : null}
      {verification?.status === "lapsed" ? (
        <p className="mt-3 text-sm text-amber-800">{m.verification_status_lapsed({ email: verification.email })}</p>
      ) : null}
      {confirmed ? null : (
        <ActionForm className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
          <input type="hidden" name="intent" value={STUDENT_VERIFICATION_INTENT} />
          <div className="min-w-0 flex-1">
            <TextField
              idPrefix="student-verification"
              name="universityEmail"
              type="email"
              autoComplete="off"
              label={m.verification_email_label()}
              hint={m.verification_email_hint()}
              defaultValue={typed ?? verification?.email ?? ""}
              error={error}
              required
            />
          </div>
          <Button type="submit" pending={sending} className="sm:mt-6">
            {verification?.status === "pending" ? m.verification_send_again() : m.verification_send_link()}
          </Button>
        </ActionForm>
      )}
    </section>
  );
}
