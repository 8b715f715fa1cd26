import { sql } from "drizzle-orm";
import { ESTABLISHED_ACCOUNT_DAYS } from "~/lib/safety/report-rules";
import { type Database, queryRows } from "../../db/client";
import { aliasStatusPageViewable } from "../../db/queries/public-listing";

/**
 * Whether a reporter counts towards the safety net: an account at least 7 days old, with a
 * confirmed e-mail, and a history here: verified, or a listing of their own that others could see
 * (not one left unpaid, hidden or removed), or a conversation in which someone answered them.
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
          or exists (select 1 from listings l where l.seller_id = u.id and ${aliasStatusPageViewable("l")})
          or exists (
            select 1 from conversations c join messages m on m.conversation_id = c.id and m.sender_id <> u.id
            where c.buyer_id = u.id or c.seller_id = u.id)
        )
      ) as established
      from users u where u.id = ${reporterId}`,
  );
  return row?.established === true;
}
