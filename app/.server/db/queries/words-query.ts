import { type SQL, sql } from "drizzle-orm";
import { synonymGroup } from "~/lib/listings/search-synonyms";
import { searchWords } from "~/lib/listings/spelling";

/**
 * The `tsquery` a search's words are matched with: the search as a student types it
 * (`websearch_to_tsquery`: every word, "quoted phrases", -exclusions), where each word with
 * synonyms stands for any word of its group ("simu tecno" is `('simu' | 'phone' | ...) & 'tecno'`).
 *
 * Postgres' own `ts_rewrite` swaps the word for its group inside the parsed query, so a phrase or
 * an exclusion keeps its meaning ("-simu" excludes phones too) and the query is still one
 * `tsquery`, matched on the same GIN index. A search with no word in the synonym table is the
 * query it always was. Group words are whole words, never prefixes: "bed" must not find "bedroom".
 */
export function wordsQuery(q: string): SQL {
  let query = sql`websearch_to_tsquery('simple', ${q})`;
  for (const word of searchWords(q)) {
    const group = synonymGroup(word);
    if (!group) continue;
    query = sql`ts_rewrite(${query}, to_tsquery('simple', ${`'${word}'`}), to_tsquery('simple', ${group.map((other) => `'${other}'`).join(" | ")}))`;
  }
  return query;
}
