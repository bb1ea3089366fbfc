import { pageCount, type Page } from '@shop/shared/admin/paging';
import { sql, type SqlBool } from 'kysely';

export interface Paging {
  page: number;
  pageSize: number;
}

export const offsetOf = (p: Paging) => (p.page - 1) * p.pageSize;

export function toPage<T>(items: T[], total: number, p: Paging): Page<T> {
  return {
    items,
    total,
    page: p.page,
    pageSize: p.pageSize,
    pageCount: pageCount(total, p.pageSize),
  };
}

/** A LIKE pattern for `text` anywhere in a value, lower-cased, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" that behaves the same on SQLite and PostgreSQL. */
export function lowerLike(column: string, pattern: string) {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
