import { m } from "~/paraglide/messages";
import { PhoneIcon } from "../shared/icons";

/**
 * "Phone verified": the person confirmed the WhatsApp number on their account with an SMS code
 * (and has not changed it since). Never the number itself. Nothing when not verified.
 */
export function PhoneVerifiedBadge({
  verified,
  className = "",
}: {
  verified: boolean | null | undefined;
  className?: string;
}) {
  if (!verified) return null;
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800 ${className}`}
    >
      <PhoneIcon width={12} height={12} className="shrink-0" aria-hidden="true" />
      <span className="truncate">{m.verification_phone_verified()}</span>
    </span>
  );
}
