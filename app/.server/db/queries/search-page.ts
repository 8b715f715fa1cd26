import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { queryRows, type Database } from "../client";
import { pageWindow } from "./page";

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface SearchTarget {
  table: PgTable;
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
 * A listing matches when its words contain the query (full text), or the query appears anywhere
 * in its title or description (case-insensitive). Each way of matching is a separate select so
 * each uses its GIN index; written as one OR, Postgres either scans the whole table or walks the
 * date index past every row for a rare word (150 ms at 100,000 products instead of 1 to 20 ms).
 *
 * When those exact matches do not fill the first page, titles spelt close to the query (pg_trgm
 * word similarity, so "laptp" finds "laptop") fill the rest of it, closest first.
 */
export async function searchPage(db: Database, target: SearchTarget, input: SearchPageInput) {
  const { table, id, createdAt, document, title, description } = target;
  const { q, where, page, pageSize } = input;
  const pattern = likePattern(q);
  const window = pageWindow(page, pageSize);
  const exact = await queryRows<{ id: string }>(
    db,
    sql`select id from (
        select ${id} as id, ${createdAt} as created_at from ${table} where ${where} and ${document} @@ websearch_to_tsquery('simple', ${q})
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
  const close = await queryRows<{ id: string }>(
    db,
    sql`select ${id} as id from ${table}
      where ${where} and ${q} <% ${title}
        ${ids.length > 0 ? sql`and ${id} not in (${sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `)})` : sql``}
      order by word_similarity(${q}, ${title}) desc, ${createdAt} desc
      limit ${pageSize - ids.length}`,
  );
  return { ids: [...ids, ...close.map((row) => row.id)], hasMore: false };
}

/** Puts rows in the order of `ids` (the order search decided). */
export function inIdOrder<T extends { id: string }>(rows: T[], ids: string[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((i) => byId.get(i) ?? []);
}
