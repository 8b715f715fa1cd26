import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Matches a listing when the words appear (full-text on the stored search document), when the
 * text appears anywhere in the title or description (case-insensitive), or when the query is
 * close to a word of the title despite a typo (pg_trgm word similarity, threshold 0.6). Each arm
 * is served by a GIN index.
 */
export function searchMatches(document: AnyColumn, title: AnyColumn, description: AnyColumn, q: string): SQL {
  const pattern = likePattern(q);
  return sql`(${document} @@ websearch_to_tsquery('simple', ${q})
    or ${title} ilike ${pattern}
    or ${description} ilike ${pattern}
    or ${q} <% ${title})`;
}

/** Best matches first: whole-word hits, then the closest titles. */
export function searchRank(document: AnyColumn, title: AnyColumn, q: string): SQL[] {
  return [
    sql`(${document} @@ websearch_to_tsquery('simple', ${q})) desc`,
    sql`word_similarity(${q}, ${title}) desc`,
  ];
}
