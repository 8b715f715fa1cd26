import { m } from "~/paraglide/messages";

/** On a developer's machine (the outbox mailer): where the mails this page sends can be read. */
export function DevOutboxNote({ outboxUrl }: { outboxUrl: string | null }) {
  if (!outboxUrl) return null;
  return (
    <p className="text-xs text-slate-500">
      {m.accounts_dev_outbox_before()}{" "}
      <a href={outboxUrl} className="text-brand underline">
        {m.accounts_dev_outbox_link()}
      </a>
      .
    </p>
  );
}
