import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The words that occur in the searchable text of each kind of listing and of shops, with how many rows use each,
 * so a misspelt search word can be corrected into words that exist (app/lib/listings/spelling.ts). Kept by
 * statement triggers on listings and shops (drizzle/0005_search-vocabulary.sql, 0007_listing-kernel.sql),
 * never written by application code. Only words search may correct are kept: 4 to 30 letters a-z.
 */
export const searchVocabulary = pgTable(
  "search_vocabulary",
  {
    /** Where the word occurs: a listing kind (product, accommodation) or shop. */
    kind: text("kind").notNull(),
    word: text("word").notNull(),
    /**
     * Rows whose text has the word; at 0 it no longer occurs and is never offered. No CHECK >= 0:
     * the triggers subtract by upserting a negative change, and Postgres checks constraints on the
     * proposed row before it finds the conflict that turns the insert into an update.
     */
    listings: integer("listings").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.word] })],
);
