import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { RESPONSE_MIN_CONVERSATIONS, type ResponseTriple } from "~/lib/sellers/response-record";

/**
 * The seller's response record as a page carries it ([conversations, replied, median seconds]),
 * read from the job's table (seller_response_records): null below 5 conversations in 90 days.
 */
export function sellerResponseOf(userId: AnyColumn | SQL): SQL<ResponseTriple | null> {
  return sql<ResponseTriple | null>`(select json_build_array(rr.conversations, rr.replied, rr.median_reply_seconds) from seller_response_records rr where rr.seller_id = ${userId} and rr.conversations >= ${RESPONSE_MIN_CONVERSATIONS})`;
}
