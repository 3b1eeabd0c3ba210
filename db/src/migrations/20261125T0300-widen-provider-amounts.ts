import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { dialectOf } from '../dialect-kind';

/**
 * `payment_transactions.amount` records the amount a provider's message states, which can be anything up to
 * twelve ringgit digits (1e14 sen): a signed senangPay callback with `amount=99999999` answered 500 on
 * PostgreSQL, whose `integer` stops at 2,147,483,647. It becomes `bigint` (SQLite's integers are 64-bit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`alter table payment_transactions alter column amount type bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`alter table payment_transactions alter column amount type integer`.execute(db);
}
