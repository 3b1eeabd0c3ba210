import type { ColumnType, Generated } from 'kysely';

/**
 * Column conventions of every table, the same on SQLite and PostgreSQL: money is integer sen, flags are
 * 0/1 integers, timestamps are ISO-8601 UTC text (sortable and portable), dates are `YYYY-MM-DD` text.
 */

/** An auto-increment primary key. */
export type Id = Generated<number>;
/** An ISO-8601 UTC timestamp. */
export type Timestamp = string;
/** Set by the database when the row is written; never updated. */
export type CreatedAt = ColumnType<string, string | undefined, never>;
/** 0 or 1. */
export type Flag = number;
