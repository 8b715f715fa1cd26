import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { synonymGroup } from "~/lib/listings/search-synonyms";
import { searchWords, typoTolerantQuery, uncorrectedTerms } from "~/lib/listings/spelling";
import { type Database, queryRows } from "../client";
import { findCorrections } from "./find-corrections";
import { pageWindow } from "./page";
import { withIndexFriendlyPlanner } from "./with-index-friendly-planner";
import { wordsQuery } from "./words-query";

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface SearchTarget {
  table: PgTable;
  /** Whose words correct a typo: the listing kind, or "shop" (search_vocabulary.kind). */
  vocabulary: string;
  id: AnyColumn;
  createdAt: AnyColumn;
  /** The stored tsvector of the searchable text. */
  document: AnyColumn;
  title: AnyColumn;
  description: AnyColumn;
}

/**
 * How search results are ordered: newest first; the best match (title matches first, then newest);
 * or by a key of each row (a column or an expression on the target table's own columns), newest
 * first among equal keys.
 */
export type SearchOrder = "newest" | "relevance" | { key: SQL; direction: "asc" | "desc" };

export interface SearchPageInput {
  q: string;
  /** Every other filter of the list, on the target table's own columns. */
  where: SQL;
  page: number;
  pageSize: number;
  order?: SearchOrder;
}

/**
 * The ids of one page of search results, and how many results there are in all.
 *
 * A listing matches when its words contain the query (full text), each word or any word of its
 * synonym group (app/lib/listings/search-synonyms.ts: "simu" finds "phone"), or the query as typed appears
 * anywhere in its title or description (case-insensitive). Synonyms stay out of the substring
 * arms: a whole word matches precisely ("iron" is not in "environment"), and those arms keep
 * their one pattern on their trigram index. The three ways of matching are one OR that Postgres
 * answers with a BitmapOr of the three GIN indexes, reading each matching row once (a UNION of
 * three selects read the rows of "laptop" up to three times and then hashed out the duplicates:
 * twice the time). A table without one of the indexes (shops have no trigram index on their
 * description) is read whole, as its UNION arm read it before. Two things keep it on the
 * indexes: OFFSET 0 under the order, or it walks the date index past every row for a rare word,
 * and `withIndexFriendlyPlanner`, or it reads the whole table for a common one.
 *
 * Ranking by relevance: a result whose title has every word of the query (or a synonym of it)
 * comes before one that has them only in its description, so "laptop" lists laptops before a
 * cable "for any laptop". Checked with ILIKE on the matching titles, after the match: parsing
 * each matching title into words (to_tsvector) cost 2 to 3 times the whole search at 100,000
 * products, for 4,500 matches of "laptop". All matches are sorted anyway to page them, so the
 * count comes from the same pass (a window count) for free.
 *
 * When those exact matches do not fill the first page, listings that have every word of the
 * query as typed or one edit away from it ("labtop" finds "laptop", "dell labtop" finds "Dell
 * laptop") fill the rest of it, always after the exact matches: see `typoMatches`.
 */
export async function searchPage(
  db: Database,
  target: SearchTarget,
  input: SearchPageInput,
): Promise<{ ids: string[]; hasMore: boolean; total: number }> {
  const { table, id, createdAt, document, title, description } = target;
  const { q, where, page, pageSize, order = "newest" } = input;
  const pattern = likePattern(q);
  const window = pageWindow(page, pageSize);
  const key = typeof order === "object" ? order.key : sql`null::int`;
  const orderBy =
    order === "newest"
      ? sql`created_at desc, id desc`
      : order === "relevance"
        ? sql`${titleHasEveryWord(q, pattern)} desc, created_at desc, id desc`
        : sql`sort_key ${order.direction === "asc" ? sql`asc` : sql`desc`} nulls last, created_at desc, id desc`;
  // One pass over the table's rows: the three indexes' matches are merged as a bitmap before any
  // row is read (OFFSET 0 keeps the order and LIMIT outside, so the planner cannot walk the date
  // index instead), and every matching row is read once.
  const hits = sql`select ${id} as id, ${createdAt} as created_at, ${key} as sort_key, ${title} as title from ${table}
        where ${where} and (${document} @@ ${wordsQuery(q)} or ${title} ilike ${pattern} or ${description} ilike ${pattern})
        offset 0`;
  const exact = await withIndexFriendlyPlanner(db, (tx) =>
    queryRows<{ id: string; total: number | string }>(
      tx,
      sql`select id, count(*) over () as total from (${hits}) as hits
      order by ${orderBy}
      limit ${window.limit} offset ${window.offset}`,
    ),
  );
  const ids = exact.map((row) => row.id);
  if (page > 1 || ids.length >= pageSize) {
    // Past the last page there is no row to carry the count.
    const [counted] =
      exact.length > 0
        ? exact
        : await withIndexFriendlyPlanner(db, (tx) =>
            queryRows<{ total: number | string }>(tx, sql`select count(*) as total from (${hits}) as hits`),
          );
    return { ids: ids.slice(0, pageSize), hasMore: ids.length > pageSize, total: Number(counted?.total ?? 0) };
  }
  const close = await typoMatches(db, target, { q, where, exclude: ids, limit: pageSize - ids.length });
  return { ids: [...ids, ...close], hasMore: false, total: ids.length + close.length };
}

/**
 * Listings whose text has, for every word of the query, that word or a correction of it, or a
 * synonym of either (app/lib/listings/spelling.ts: one edit, words of 4+ letters, corrections that occur in
 * this table).
 * Matched on the stored tsvector through its GIN index, newest first; when several words were
 * corrected, listings that needed fewer corrections come first ("Dell laptop" before "HP laptop,
 * works well" for "dell labtop"). Nothing to run when no word has a correction in use.
 */
async function typoMatches(
  db: Database,
  target: SearchTarget,
  input: { q: string; where: SQL; exclude: string[]; limit: number },
): Promise<string[]> {
  const { table, id, createdAt, document } = target;
  const words = searchWords(input.q);
  const corrections = await findCorrections(db, target.vocabulary, words);
  if (corrections.size === 0) return [];
  const corrected = [...corrections.keys()];
  // With one corrected word there is nothing to rank by: its exact matches are already above. A word
  // found as a synonym of what was typed needed no correction.
  const fewerCorrectionsFirst =
    corrected.length > 1
      ? sql`${sql.join(
          corrected.map(
            (word) => sql`(${document} @@ to_tsquery('simple', ${uncorrectedTerms(word).join(" | ")}))::int`,
          ),
          sql` + `,
        )} desc,`
      : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select ${id} as id from ${table}
      where ${input.where} and ${document} @@ to_tsquery('simple', ${typoTolerantQuery(words, corrections)})
        ${
          input.exclude.length > 0
            ? sql`and ${id} not in (${sql.join(
                input.exclude.map((i) => sql`${i}::uuid`),
                sql`, `,
              )})`
            : sql``
        }
      order by ${fewerCorrectionsFirst} ${createdAt} desc, ${id} desc
      limit ${input.limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * True when the carried `title` has every word of the search, or a word of its synonym group, as
 * a substring (a ranking hint, so "bed" in "bedroom" is fine here); the text as typed when it has
 * no words.
 */
function titleHasEveryWord(q: string, pattern: string): SQL {
  const words = searchWords(q);
  if (words.length === 0) return sql`(title ilike ${pattern})`;
  return sql`(${sql.join(
    words.map((word) => {
      const patterns = (synonymGroup(word) ?? [word]).map((w) => sql`${likePattern(w)}`);
      return sql`title ilike any (array[${sql.join(patterns, sql`, `)}])`;
    }),
    sql` and `,
  )})`;
}

/** Puts rows in the order of `ids` (the order search decided). */
export function inIdOrder<T extends { id: string }>(rows: T[], ids: string[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((i) => byId.get(i) ?? []);
}
