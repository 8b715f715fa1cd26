import { m } from "~/paraglide/messages";
import { CheckIcon } from "../shared/icons";

/**
 * "Verified Student · UDSM": the account confirmed a university address within the last year
 * (domain/verification/verified-student-now.ts gives the university, or null). Nothing without one.
 */
export function VerifiedStudentBadge({
  university,
  className = "",
}: {
  university: string | null | undefined;
  className?: string;
}) {
  if (!university) return null;
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 ${className}`}
    >
      <CheckIcon width={12} height={12} className="shrink-0" />
      <span className="truncate">{m.verification_badge({ university })}</span>
    </span>
  );
}
