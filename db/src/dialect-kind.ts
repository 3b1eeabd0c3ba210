import { type Kysely, PostgresAdapter } from 'kysely';

export type DialectKind = 'sqlite' | 'postgres';

/** Which SQL dialect a Kysely instance speaks; migrations and search branch on it. */
export function dialectOf(db: Kysely<unknown> | { getExecutor(): { adapter: unknown } }): DialectKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
