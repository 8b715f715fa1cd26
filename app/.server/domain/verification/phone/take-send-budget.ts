import type { AttemptRule } from "~/lib/accounts/attempt-limits";
import { isAppError } from "~/lib/shared/app-error";
import type { Database } from "../../../db/client";
import { smsCodeRefusals } from "../../../runtime/metrics";
import { takeAttempt } from "../../accounts/limits/take-attempt";
import { PHONE_SEND_RULES } from "./phone-rules";

// Every budget's series exists from the start, at 0, so a scraper sees a refusal as a rise.
for (const rule of Object.values(PHONE_SEND_RULES)) smsCodeRefusals.inc({ budget: rule.name }, 0);

/**
 * Takes one SMS send from a budget (phone-rules.ts) for a subject, or refuses with
 * 'phone_sends_limited' (`{ seconds }` until the window ends); a refusal is counted in /metrics
 * by the budget's name, never by its subject (an account, a number's hash, an address).
 */
export async function takeSendBudget(db: Database, rule: AttemptRule, subject: string): Promise<void> {
  try {
    await takeAttempt(db, rule, subject, "phone_sends_limited");
  } catch (error) {
    if (isAppError(error) && error.reason === "phone_sends_limited") smsCodeRefusals.inc({ budget: rule.name });
    throw error;
  }
}
