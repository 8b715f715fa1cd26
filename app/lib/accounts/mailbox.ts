/**
 * Which inbox an e-mail address reaches. Mail providers deliver `asha+1@…`, `asha+2@…` and (at
 * Gmail) `a.s.h.a@…` to one person, so limits on the mail we send (sign-up, confirmation, reset)
 * count per mailbox, not per spelling: otherwise ten spellings are ten budgets for one inbox.
 */

export interface MailProvider {
  /** The domain its mail is delivered under, where it has two names (googlemail.com is gmail.com). */
  domain?: string;
  /** Dots in the part before "@" reach the same inbox (Gmail's documented rule). */
  ignoresDots: boolean;
}

/**
 * THE table of public mail providers: each serves millions of people, so its domain is never
 * counted as one (one counter for gmail.com would be one counter for most of our students, and
 * anyone could spend it to stop them all signing up; the provider absorbs volume itself, and the
 * per-mailbox limit protects each of its inboxes). Only Gmail documents that dots do not matter;
 * elsewhere a dotted address may be another person's, so it stays its own mailbox.
 */
export const PUBLIC_MAIL_PROVIDERS: Readonly<Record<string, MailProvider>> = {
  "gmail.com": { ignoresDots: true },
  "googlemail.com": { domain: "gmail.com", ignoresDots: true },
  "yahoo.com": { ignoresDots: false },
  "ymail.com": { ignoresDots: false },
  "outlook.com": { ignoresDots: false },
  "hotmail.com": { ignoresDots: false },
  "live.com": { ignoresDots: false },
  "icloud.com": { ignoresDots: false },
  "me.com": { ignoresDots: false },
  "aol.com": { ignoresDots: false },
  "proton.me": { ignoresDots: false },
  "protonmail.com": { ignoresDots: false },
  "gmx.com": { ignoresDots: false },
  "mail.com": { ignoresDots: false },
  "yandex.com": { ignoresDots: false },
  "zoho.com": { ignoresDots: false },
};

function providerOf(domain: string): MailProvider | undefined {
  return Object.hasOwn(PUBLIC_MAIL_PROVIDERS, domain) ? PUBLIC_MAIL_PROVIDERS[domain] : undefined;
}

function split(email: string): { local: string; domain: string } {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  return at < 0 ? { local: address, domain: "" } : { local: address.slice(0, at), domain: address.slice(at + 1) };
}

/** The domain an address's mail is delivered under, lower-cased (googlemail.com is gmail.com). */
export function mailDomainOf(email: string): string {
  const { domain } = split(email);
  return providerOf(domain)?.domain ?? domain;
}

/**
 * The mailbox an address reaches: lower-cased, a `+tag` removed (at any provider: where tags are
 * not a feature, two addresses share a budget, which costs nobody more than a smaller one), and
 * dots removed where the provider ignores them. `V.ictim+1@GoogleMail.com` is `victim@gmail.com`.
 */
export function mailboxOf(email: string): string {
  const { local, domain } = split(email);
  const provider = providerOf(domain);
  const untagged = local.split("+")[0] ?? "";
  const name = provider?.ignoresDots ? untagged.replaceAll(".", "") : untagged;
  return `${name}@${provider?.domain ?? domain}`;
}

/** Whether mail to this address's domain is counted per domain: a public provider's never is. */
export function isCountedPerDomain(email: string): boolean {
  return providerOf(mailDomainOf(email)) === undefined;
}
