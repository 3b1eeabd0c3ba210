import { createDb, type Db } from '@mahir/db';
import { afterAll, beforeAll } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../support/test-database';
import type { DialectName } from '../support/test-server';
import { userIdOf } from './learning-fixtures';

export const T0 = Date.parse('2026-11-26T02:00:00.000Z');

/**
 * A private copy of the seeded database (no server) for the account leaves of issues 19-20, with a clock the
 * test moves, the ids of demo users, and extra connections to race statements from (as separate instances
 * would).
 */
export function useAccountDatabase(dialect: DialectName) {
  let database: TestDatabase;
  const extra: Db[] = [];
  const users: Record<string, number> = {};
  let offset = 0;

  beforeAll(async () => {
    database = await startTestDatabase(dialect);
    for (const email of ['student@demo.my', 'parent@demo.my', 'admin@demo.my', 'tutor@demo.my'])
      users[email] = await userIdOf(database.db, email);
  });
  afterAll(async () => {
    await Promise.all(extra.map((d) => d.destroy()));
    await database?.close();
  });

  return {
    get db(): Db {
      return database.db;
    },
    user: (email: string): number => {
      const id = users[email];
      if (id === undefined) throw new Error(`no demo user ${email}`);
      return id;
    },
    clock: (): Date => new Date(T0 + offset),
    /** Moves the clock on (milliseconds). */
    advance(ms: number): void {
      offset += ms;
    },
    /** `n` more connections to the same database, closed after the file's tests. */
    connections(n: number): Db[] {
      const made = Array.from({ length: n }, () =>
        createDb({ url: database.databaseUrl, poolSize: 2, onPoolError: () => undefined }),
      );
      extra.push(...made);
      return made;
    },
  };
}
