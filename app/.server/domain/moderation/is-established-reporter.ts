import { sql } from "drizzle-orm";
import { ESTABLISHED_ACCOUNT_DAYS } from "~/lib/safety/report-rules";
import { type Database, queryRows } from "../../db/client";

/**
 * Whether a reporter counts towards the safety net: an account at least 7 days old, with a
 * confirmed e-mail, and a history here (a listing of their own, a conversation, or verified).
 * Never the address they report from: a campus or an operator puts thousands behind one.
 */
export async function isEstablishedReporter(tx: Database, reporterId: string): Promise<boolean> {
  const [row] = await queryRows<{ established: boolean }>(
    tx,
    sql`select (
        u.email_verified
        and u.created_at <= now() - make_interval(days => ${ESTABLISHED_ACCOUNT_DAYS})
        and (
          u.user_type = 'verified'
          or exists (select 1 from listings l where l.seller_id = u.id)
          or exists (select 1 from conversations c where c.buyer_id = u.id or c.seller_id = u.id)
        )
      ) as established
      from users u where u.id = ${reporterId}`,
  );
  return row?.established === true;
}
