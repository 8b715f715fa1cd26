import { ATTEMPT_RULES } from "~/lib/accounts/attempt-limits";
import type { Database } from "../../db/client";
import { takeAttempt } from "../accounts/limits/take-attempt";

/**
 * Counts a message against its sender's allowance (per account: students share addresses) and
 * refuses it past the minute's or the day's limit. A refused message still counts, so a script
 * hammering the form gains nothing by it.
 */
export async function takeMessageAllowance(db: Database, senderId: string, startsConversation: boolean): Promise<void> {
  await takeAttempt(db, ATTEMPT_RULES.messagesPerMinute, senderId);
  await takeAttempt(db, ATTEMPT_RULES.messagesPerDay, senderId);
  if (startsConversation) await takeAttempt(db, ATTEMPT_RULES.conversationsPerDay, senderId);
}
