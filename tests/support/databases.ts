import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server the tests create their throwaway databases on: the one `DATABASE_URL` names when it
 * names one (docs/design-contract.md: `npm test` runs on PostgreSQL where `DATABASE_URL` names it), else the local one. Only
 * `create database` and `drop database` run on that connection; nothing is written to the database it names.
 */
export const POSTGRES_ADMIN_URL = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? (process.env.DATABASE_URL as string)
  : 'postgres://postgres@127.0.0.1:5432/test';

/** True when the PostgreSQL server the tests use answers. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function urlFor(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The databases a bench runs on: SQLite, and PostgreSQL when one answers. */
export async function benchDialects(): Promise<Array<'sqlite' | 'postgres'>> {
  return (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** Creates a throwaway database (optionally from a template) and returns its URL. */
export async function createPostgresDatabase(
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`));
  return { name, url: urlFor(name) };
}

/** Drops a throwaway database, closing what still holds it. */
export async function dropPostgresDatabase(name: string): Promise<void> {
  await admin(async (c) => {
    await c.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await c.query(`drop database if exists "${name}"`);
  });
}
