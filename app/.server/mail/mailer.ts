/** Outgoing mail behind one interface (DESIGN.md): the outbox by default, SMTP when configured. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
}
