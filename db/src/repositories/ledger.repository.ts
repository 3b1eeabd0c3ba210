import { type Insertable, sql, type Transaction } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';
import type { LedgerEntryTable } from './ledger.table';

/** The two balances a wallet holds, by column. */
export type WalletColumn = 'coins' | 'points';

/** One ledger entry as written beside the balance change it records. */
export type NewLedgerEntry = Insertable<LedgerEntryTable>;

/** Wallets and their ledger entries: every change of a balance is written with the entry that explains it. */
export const ledgerRepository = {
  /** The current balance of one wallet column; 0 for a user without a wallet. */
  async balance(db: Db, userId: number, column: WalletColumn): Promise<number> {
    const row = await db
      .selectFrom('wallets')
      .select(column)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? Number(row[column]) : 0;
  },

  /** The balance after the entry written with this idempotency key, or undefined when none was. */
  async balanceAfterKey(trx: Transaction<Database>, key: string): Promise<number | undefined> {
    const row = await trx
      .selectFrom('ledger_entries')
      .select('balance_after')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row?.balance_after;
  },

  /** Creates the user's wallet, empty, when missing. */
  async ensureWallet(trx: Transaction<Database>, userId: number): Promise<void> {
    await trx
      .insertInto('wallets')
      .values({ user_id: userId, coins: 0, points: 0 })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  },

  /**
   * Adds `delta` to one balance unless it would fall below zero (the conditional update is the guard);
   * the new balance, or undefined when nothing changed.
   */
  async adjust(
    trx: Transaction<Database>,
    userId: number,
    column: WalletColumn,
    delta: number,
  ): Promise<number | undefined> {
    const updated = await trx
      .updateTable('wallets')
      .set(column === 'coins' ? { coins: sql`coins + ${delta}` } : { points: sql`points + ${delta}` })
      .where('user_id', '=', userId)
      .where(sql.ref(column), '>=', delta < 0 ? -delta : 0)
      .returning(column)
      .executeTakeFirst();
    return updated ? Number(updated[column]) : undefined;
  },

  /** Writes the entry of a balance change. */
  async appendEntry(trx: Transaction<Database>, entry: NewLedgerEntry): Promise<void> {
    await trx.insertInto('ledger_entries').values(entry).execute();
  },
};
