import { m } from "~/paraglide/messages";
import { MESSAGE_RULES } from "../messages/message-rules";

/**
 * Limits on attempts (DEVELOPERS.md: students share addresses). A whole campus, or a mobile
 * operator's carrier-grade NAT, reaches us from one address, so an address is limited only at a
 * ceiling honest use never reaches; the limits that bite are per account and per mailbox.
 */
export interface AttemptRule {
  name: string;
  max: number;
  windowSeconds: number;
}

const HOUR = 60 * 60;

export const ATTEMPT_RULES = {
  /** Sign-in attempts from one address: a campus at its busiest stays far below one a second. */
  signInPerAddress: { name: "sign-in-address", max: 3000, windowSeconds: HOUR },
  /** New accounts from one address: orientation week on one campus stays below this. */
  signUpPerAddress: { name: "sign-up-address", max: 500, windowSeconds: HOUR },
  /**
   * Sign-up attempts naming one mailbox (app/lib/accounts/mailbox.ts: `asha+1@`, `asha+2@` and, at Gmail,
   * `a.sha@` are one inbox): each can send a mail, or answer 'Account Exists'.
   */
  signUpPerMailbox: { name: "sign-up-mailbox", max: 5, windowSeconds: HOUR },
  /** Confirmation links asked again for one mailbox. */
  confirmationPerMailbox: { name: "confirmation-mailbox", max: 3, windowSeconds: HOUR },
  /** Password-reset links for one mailbox, and reset requests from one address. */
  resetPerMailbox: { name: "reset-mailbox", max: 3, windowSeconds: HOUR },
  /**
   * Sign-up, confirmation and reset mails to one domain, whichever mailboxes: stops a flood of
   * `a@`, `b@`, `c@`… at one organisation's server. Tanzania's largest university takes in about
   * ten thousand new students a year; all of them signing up with its own address in one week of
   * orientation is some 200 an hour in waking hours, so 500 is never reached honestly. The public
   * providers (gmail.com and the like, app/lib/accounts/mailbox.ts) are not counted per domain at all.
   */
  mailPerDomain: { name: "mail-domain", max: 500, windowSeconds: HOUR },
  resetPerAddress: { name: "reset-address", max: 500, windowSeconds: HOUR },
  /** Payment prompts one account sends to phones: retries after a missed push fit easily. */
  paymentsPerAccount: { name: "payments-account", max: 20, windowSeconds: HOUR },
  /**
   * Payment prompts to one phone number, whichever accounts ask (counted under a keyed hash of the
   * number, app/.server/payments/payer-number.ts): however many accounts someone makes, a
   * stranger's phone rings at most this often. A payer's own retries after a missed push fit.
   */
  paymentsPerNumberHour: { name: "payments-number-hour", max: 5, windowSeconds: HOUR },
  paymentsPerNumberDay: { name: "payments-number-day", max: 20, windowSeconds: 24 * HOUR },
  /** "Check status" asks the gateway each time: generous for a payer, short of hammering the gateway with our key. */
  statusChecksPerAccount: { name: "payment-status-account", max: 120, windowSeconds: HOUR },
  /**
   * A pending payment's page asking the gateway by itself (about 42 asks over its two minutes,
   * app/routes/payments/payment-result.tsx): a few payments an hour watched to the end. Past it the
   * page reads only what webhooks and reconciliation found, and never says it was refused.
   */
  statusFollowsPerAccount: { name: "payment-follow-account", max: 240, windowSeconds: HOUR },
  /** Messages one account sends (app/lib/messages/message-rules.ts): a conversation at typing speed fits, a flood does not. */
  messagesPerMinute: { name: "messages-minute", max: MESSAGE_RULES.perMinute, windowSeconds: 60 },
  messagesPerDay: { name: "messages-day", max: MESSAGE_RULES.perDay, windowSeconds: 24 * HOUR },
  /** New conversations one account starts: a buyer asking many sellers fits, a spammer does not. */
  conversationsPerDay: {
    name: "conversations-day",
    max: MESSAGE_RULES.newConversationsPerDay,
    windowSeconds: 24 * HOUR,
  },
  /** University addresses one account asks to confirm (each sends a mail): typos fixed and a lost mail asked again fit. */
  studentVerificationsPerAccount: { name: "student-verification-account", max: 5, windowSeconds: 24 * HOUR },
  /** Confirmation mails to one university address, whichever accounts ask: nobody's inbox is flooded through us. */
  studentVerificationsPerEmail: { name: "student-verification-email", max: 3, windowSeconds: 24 * HOUR },
} as const satisfies Record<string, AttemptRule>;

/** Wrong passwords for one account before the first wait. */
export const FREE_SIGN_IN_FAILURES = 5;
/** The first wait, after the fifth wrong password. */
export const FIRST_SIGN_IN_LOCK_SECONDS = 30;
/** The longest wait after wrong passwords: long enough to stop guessing, short enough that an attacker cannot keep the owner out for long. */
export const MAX_SIGN_IN_LOCK_SECONDS = 15 * 60;
/** Failures older than this are forgotten. */
export const SIGN_IN_FAILURE_MEMORY_SECONDS = 24 * HOUR;
/**
 * Wrong passwords one account takes from places that are not its owner's (neither a browser it
 * was used in nor an address it has a session from), all of them together, in 24 hours from the
 * first. Their failures keep the wait at its step instead of doubling it, so a stranger cannot
 * keep the owner out; without this cap that step let a stranger try about two passwords a
 * minute, some 2,900 a day. Past it every such place waits until the 24 hours are over, while
 * the owner's own browser counts apart and passes, and a completed reset ends it. Fifty is far
 * above an owner's own typos on a borrowed computer.
 */
export const STRANGER_SIGN_IN_FAILURES = {
  name: "sign-in-stranger-failures",
  max: 50,
  windowSeconds: 24 * HOUR,
} as const satisfies AttemptRule;

/**
 * How long an account waits after its n-th wrong password in a row (the rule take-password-attempt.ts
 * writes in SQL): nothing for the first five, then 30 seconds. A further failure from a place that
 * signed in to this account before (a device or an address) doubles the wait the last one started,
 * up to 15 minutes; one from anywhere else keeps that wait as it was, so a stranger alone never
 * makes the owner wait longer than the step the lock had reached. `currentSeconds` is the length
 * of the wait the last failure started (0 when it started none).
 */
export function signInLockSeconds(failures: number, currentSeconds: number, fromKnownPlace: boolean): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  if (currentSeconds <= 0) return FIRST_SIGN_IN_LOCK_SECONDS;
  return fromKnownPlace ? Math.min(MAX_SIGN_IN_LOCK_SECONDS, currentSeconds * 2) : currentSeconds;
}

/** "Please wait 2 minutes": the wait, rounded up, in words, in the reader's language. */
export function waitInWords(seconds: number): string {
  if (seconds <= 60) return m.accounts_wait_a_minute();
  return m.accounts_wait_minutes({ count: Math.ceil(seconds / 60) });
}

export function tooManyAttemptsText(retryAfterSeconds: number): string {
  return m.accounts_too_many_attempts({ wait: waitInWords(retryAfterSeconds) });
}
