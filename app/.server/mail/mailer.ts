/** Outgoing mail behind one interface (DESIGN.md): the outbox by default, SMTP when configured. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on notice e-mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
}
