import type { Insertable, Transaction } from 'kysely';
import type { Database, PaymentTransactionTable } from '../schema';

/** Provider messages as received, one row each: their unique keys make a replayed message a no-op. */
export const paymentTransactionRepository = {
  /**
   * Records a provider message; its id, or undefined when either unique key (transaction id, or
   * signature) was already seen from that provider.
   */
  async record(
    trx: Transaction<Database>,
    message: Insertable<PaymentTransactionTable>,
  ): Promise<number | undefined> {
    const inserted = await trx
      .insertInto('payment_transactions')
      .values(message)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  },

  /** What applying the message did to its order. */
  async setOutcome(trx: Transaction<Database>, id: number, outcome: string): Promise<void> {
    await trx.updateTable('payment_transactions').set({ outcome }).where('id', '=', id).execute();
  },
};
