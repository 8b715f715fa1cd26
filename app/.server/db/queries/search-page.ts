import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { searchWords, typoTolerantQuery, uncorrectedTerms } from "~/lib/spelling";
import { type Database, queryRows } from "../client";
import { findCorrections } from "./find-corrections";
import { pageWindow } from "./page";
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

export interface SearchPageInput {
  q: string;
  /** Every other filter of the list, on the target table's own columns. */
  where: SQL;
  page: number;
  pageSize: number;
}

/**
 * The ids of one page of search results, newest first.
 *
 * A listing matches when its words contain the query (full text), each word or any word of its
 * synonym group (app/lib/search-synonyms.ts: "simu" finds "phone"), or the query as typed appears
 * anywhere in its title or description (case-insensitive). Synonyms stay out of the substring
 * arms: a whole word matches precisely ("iron" is not in "environment"), and those arms keep
 * their one pattern on their trigram index. Each way of matching is a separate select so
 * each uses its GIN index; written as one OR, Postgres either scans the whole table or walks the
 * date index past every row for a rare word (150 ms at 100,000 products instead of 1 to 20 ms).
 *
 * When those exact matches do not fill the first page, listings that have every word of the
 * query as typed or one edit away from it ("labtop" finds "laptop", "dell labtop" finds "Dell
 * laptop") fill the rest of it, always after the exact matches: see `typoMatches`.
 */
export async function searchPage(db: Database, target: SearchTarget, input: SearchPageInput) {
  const { table, id, createdAt, document, title, description } = target;
  const { q, where, page, pageSize } = input;
  const pattern = likePattern(q);
  const window = pageWindow(page, pageSize);
  const exact = await queryRows<{ id: string }>(
    db,
    sql`select id from (
        select ${id} as id, ${createdAt} as created_at from ${table} where ${where} and ${document} @@ ${wordsQuery(q)}
        union select ${id}, ${createdAt} from ${table} where ${where} and ${title} ilike ${pattern}
        union select ${id}, ${createdAt} from ${table} where ${where} and ${description} ilike ${pattern}
      ) as hits
      order by created_at desc, id desc
      limit ${window.limit} offset ${window.offset}`,
  );
  const ids = exact.map((row) => row.id);
  if (page > 1 || ids.length >= pageSize) {
    return { ids: ids.slice(0, pageSize), hasMore: ids.length > pageSize };
  }
  const close = await typoMatches(db, target, { q, where, exclude: ids, limit: pageSize - ids.length });
  return { ids: [...ids, ...close], hasMore: false };
}

/**
 * Listings whose text has, for every word of the query, that word or a correction of it, or a
 * synonym of either (app/lib/spelling.ts: one edit, words of 4+ letters, corrections that occur in
 * this table).
 * Matched on the stored tsvector through its GIN index, newest first; when several words were
 * corrected, listings that needed fewer corrections come first ("Dell laptop" before "HP laptop,
 * works well" for "dell labtop"). Nothing to run when no word has a correction in use.
 */
async function typoMatches(db: Database, target: SearchTarget, input: { q: string; where: SQL; exclude: string[]; limit: number }): Promise<string[]> {
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
          corrected.map((word) => sql`(${document} @@ to_tsquery('simple', ${uncorrectedTerms(word).join(" | ")}))::int`),
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

/** Puts rows in the order of `ids` (the order search decided). */
export function inIdOrder<T extends { id: string }>(rows: T[], ids: string[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((i) => byId.get(i) ?? []);
}
