import { sql } from "drizzle-orm";
import { ESTABLISHED_ACCOUNT_DAYS } from "~/lib/moderation/report-rules";
import { type Database, queryRows } from "../../db/client";
import { claimVoice } from "../verification/voices/claim-voice";

/**
 * The voice a report counts under towards the safety net, or null when it does not count: an
 * account at least 7 days old, with a confirmed e-mail, that speaks with a confirmed phone
 * number's voice or a verified university address's (claimVoice: a number that spoke for another
 * account does not speak for this one). A listing of one's own or a conversation is no history:
 * both cost nothing. Never the address they report from: a campus or an operator puts thousands
 * behind one.
 */
export async function findReporterVoice(tx: Database, reporterId: string): Promise<string | null> {
  const [account] = await queryRows<{ eligible: boolean }>(
    tx,
    sql`select (u.email_verified and u.created_at <= now() - make_interval(days => ${ESTABLISHED_ACCOUNT_DAYS})) as eligible
      from users u where u.id = ${reporterId}`,
  );
  if (account?.eligible !== true) return null;
  return claimVoice(tx, reporterId, "phone_or_university");
}
