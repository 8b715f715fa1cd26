/** One page of a list, fetched with one extra row to learn whether another page follows. */
export interface Page<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

export function pageWindow(page: number, pageSize: number) {
  return { limit: pageSize + 1, offset: (page - 1) * pageSize };
}

export function toPage<T>(rows: T[], page: number, pageSize: number): Page<T> {
  return { items: rows.slice(0, pageSize), page, hasMore: rows.length > pageSize };
}
