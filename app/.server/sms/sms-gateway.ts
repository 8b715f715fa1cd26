/**
 * Text messages behind one interface (DESIGN.md), like payments and mail: the sandbox by default
 * (no network; /dev/phone shows what it sent), a real provider when configured.
 */
export interface SmsMessage {
  /** International digits without a plus: 255712345678 (lib/whatsapp.ts normalizes). */
  to: string;
  text: string;
}

export interface SmsGateway {
  readonly kind: "sandbox" | "africastalking";
  /** Resolves once the provider accepted the message; rejects with SmsSendError when it did not. */
  send(message: SmsMessage): Promise<void>;
}

/** The provider refused or could not be reached; the message was not accepted. Carries no number or text. */
export class SmsSendError extends Error {
  constructor(
    readonly reason: "rejected" | "unreachable",
    detail: string,
  ) {
    super(`SMS not accepted (${reason}): ${detail}`);
    this.name = "SmsSendError";
  }
}
