import type { Transaction } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';

/** What placing an order from a buyer's cart reads: the buyer's open orders of a kind and what they hold back. */
export const orderCheckoutRepository = {
  /** The buyer's pending orders of a type, oldest first. */
  pendingOrders(trx: Transaction<Database>, userId: number, type: string) {
    return trx
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
  },

  /**
   * The buyer's coins and points: the wallet plus what their pending orders of a type hold back, read in
   * one statement so a checkout committing meanwhile is seen either wholly or not at all.
   */
  async available(db: Db, userId: number, type: string): Promise<{ coins: number; points: number }> {
    const held = (column: 'coins_used' | 'points_used') =>
      db
        .selectFrom('orders')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(column), eb.lit(0)).as('n'))
        .where('user_id', '=', userId)
        .where('type', '=', type)
        .where('status', '=', 'pending');
    const wallet = (column: 'coins' | 'points') =>
      db
        .selectFrom('wallets')
        .select((eb) => eb.fn.coalesce(eb.fn.max(column), eb.lit(0)).as('n'))
        .where('user_id', '=', userId);
    const row = await db
      .selectNoFrom(() => [
        wallet('coins').as('wallet_coins'),
        held('coins_used').as('held_coins'),
        wallet('points').as('wallet_points'),
        held('points_used').as('held_points'),
      ])
      .executeTakeFirst();
    return {
      coins: Number(row?.wallet_coins ?? 0) + Number(row?.held_coins ?? 0),
      points: Number(row?.wallet_points ?? 0) + Number(row?.held_points ?? 0),
    };
  },

  /** The lines of an order, in order. */
  lines(trx: Transaction<Database>, orderId: number) {
    return trx
      .selectFrom('order_items')
      .select(['item_type', 'item_id', 'name', 'unit_price', 'quantity', 'discount', 'details'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  },

  /** Gives a pending order a new expiry, for a buyer who goes back to pay it. */
  async extendExpiry(trx: Transaction<Database>, orderId: number, expiresAt: string): Promise<void> {
    await trx
      .updateTable('orders')
      .set({ expires_at: expiresAt })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .execute();
  },
};
