/**
 * Text messages behind one interface (DESIGN.md), like payments and mail: the sandbox by default
 * (no network; /dev/phone shows what it sent), a real provider when configured.
 */
export interface SmsMessage {
  /** International digits without a plus: 255712345678 (lib/shared/whatsapp.ts normalizes). */
  to: string;
  text: string;
}

export interface SmsGateway {
  readonly kind: "sandbox" | "africastalking";
  /** Resolves once the provider accepted the message; rejects with SmsSendError when it did not. */
  send(message: SmsMessage): Promise<void>;
}

/**
 * The message did not go, or may not have: `rejected` (the provider refused it; sending it again
 * will not help), `unreachable` (nothing was accepted; a later try may work), `unanswered` (no
 * answer in time, or one we cannot read: the provider may have taken it, so a notice is not sent
 * again, which would cost the student a second text). Carries no number or text.
 */
export class SmsSendError extends Error {
  constructor(
    readonly reason: "rejected" | "unreachable" | "unanswered",
    detail: string,
  ) {
    super(`SMS not accepted (${reason}): ${detail}`);
    this.name = "SmsSendError";
  }
}
