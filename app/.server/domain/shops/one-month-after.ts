import { type SQL, sql } from "drizzle-orm";

/**
 * A calendar month after a moment, counted on Tanzanian calendars: 1 March 01:00 in Dar es Salaam
 * gives 1 April 01:00 there, whatever time zone the database session uses.
 */
export function oneMonthAfter(moment: SQL): SQL<Date> {
  return sql<Date>`((${moment}) at time zone 'Africa/Dar_es_Salaam' + interval '1 month') at time zone 'Africa/Dar_es_Salaam'`;
}
