import type { AttemptRule } from "~/lib/accounts/attempt-limits";
import { ATTEMPT_RULES } from "~/lib/accounts/attempt-limits";
import { isCountedPerDomain, mailboxOf, mailDomainOf } from "~/lib/accounts/mailbox";
import type { Database } from "../../../db/client";
import { takeAttempt } from "./take-attempt";

/**
 * Counts a request that may send a mail to `email` (a sign-up, a new confirmation link, a reset
 * link) under `rule` for its mailbox, however it is spelt (`victim+1@`, `v.ictim@gmail.com`), and
 * then under the per-domain ceiling unless the domain is a public provider's. The mailbox comes
 * first: a request it refuses does not use up the domain's budget.
 */
export async function takeMailAttempt(db: Database, rule: AttemptRule, email: string): Promise<void> {
  await takeAttempt(db, rule, mailboxOf(email));
  if (isCountedPerDomain(email)) await takeAttempt(db, ATTEMPT_RULES.mailPerDomain, mailDomainOf(email));
}
