import { type Expression, type SqlBool, sql } from 'kysely';

/** `%keyword%` for LIKE with its wildcards escaped, lower-cased for a case-insensitive match. */
export function containsPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" on a column, the same on SQLite and PostgreSQL. */
export function contains(column: string, keyword: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(keyword)} escape '\\'`;
}
