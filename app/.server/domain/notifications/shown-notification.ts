import { type SQL, sql } from "drizzle-orm";
import { aliasNotSuspended, aliasStatusListedPublicly } from "../../db/queries/public-listing";
import { notifications } from "../../db/schema";

/**
 * A follower's "new listing" notification is a place a listing is listed publicly
 * (app/lib/listings/listing-status.ts): once it is no longer (reported, hidden, sold, its seller
 * suspended), the notification is not shown nor counted. Every other kind is the reader's own news.
 */
export const shownNotification: SQL = sql`(${notifications.kind} is distinct from 'seller_listed' or exists (
  select 1 from listings l join users s on s.id = l.seller_id
  where l.id = ${notifications.listingId} and ${aliasStatusListedPublicly("l")} and ${aliasNotSuspended("s")}))`;
