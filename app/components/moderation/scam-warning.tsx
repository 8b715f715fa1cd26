import { LinkButton } from "~/components/ui/link-button";
import { reportTargetValue } from "~/lib/moderation/report-rules";
import type { ScamSignal } from "~/lib/moderation/scam-rules";
import { m } from "~/paraglide/messages";

/** What each warning says (the rules are in app/lib/moderation/scam-rules.ts). */
const WARNING_TEXT: Record<ScamSignal, () => string> = {
  pin_or_code: m.moderation_safety_warning_pin_or_code,
  pay_first: m.moderation_safety_warning_pay_first,
  deposit_with_phone: m.moderation_safety_warning_deposit_with_phone,
};

/** Where a message is reported: the report form, with the message as its target. */
export function reportMessagePath(messageId: string): string {
  return `/report?target=${reportTargetValue("message", messageId)}`;
}

/** "Report" on a message from the other person; `describedBy` names the message's text, so a screen reader says which one. */
export function ReportMessageLink({
  messageId,
  describedBy,
  className,
}: {
  messageId: string;
  describedBy?: string;
  className?: string;
}) {
  return (
    <LinkButton
      to={reportMessagePath(messageId)}
      variant="link"
      aria-label={m.moderation_safety_report_message_label()}
      aria-describedby={describedBy}
      className={className}
    >
      {m.moderation_safety_report()}
    </LinkButton>
  );
}

/**
 * The warning a recipient sees above a message that matches the scam rules: what it asks for, and
 * a Report link. Nothing when the message raised no signal. The message itself is shown as sent.
 */
export function ScamWarning({
  signals,
  messageId,
  describedBy,
  className,
}: {
  signals: readonly ScamSignal[];
  messageId: string;
  describedBy?: string;
  className?: string;
}) {
  if (signals.length === 0) return null;
  return (
    <div
      role="note"
      data-testid="scam-warning"
      className={[
        "space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {signals.map((signal, i) => (
        <p key={signal}>
          {i === 0 ? <strong className="font-semibold">{m.moderation_safety_warning_title()} </strong> : null}
          {WARNING_TEXT[signal]()}
        </p>
      ))}
      <ReportMessageLink messageId={messageId} describedBy={describedBy} className="mt-1 text-sm" />
    </div>
  );
}
