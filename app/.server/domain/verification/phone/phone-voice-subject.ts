import { createHmac } from "node:crypto";

/**
 * A confirmed number's voice subject (app/.server/db/schema/voices.ts): a keyed hash of its
 * normalized digits, derived apart from the counters' subject (phone-number-subject.ts) so the
 * voices table and the counters cannot be joined on it.
 */
export function phoneVoiceSubject(key: string, number: string): string {
  return `phone:${createHmac("sha256", key).update(`phone-voice:${number}`).digest("hex")}`;
}
