import type { Db } from '../connection';

/** Coin packs on sale and a user's coin balance. */
export const coinPackRepository = {
  /** The coins a pack holds, whether or not it is still on sale. */
  async coinsOf(db: Db, id: number): Promise<number | undefined> {
    const pack = await db.selectFrom('coin_packages').select('coins').where('id', '=', id).executeTakeFirst();
    return pack?.coins;
  },

  /** Active packs, cheapest first. */
  active(db: Db) {
    return db
      .selectFrom('coin_packages')
      .select(['id', 'name', 'coins', 'price'])
      .where('is_active', '=', 1)
      .orderBy('price')
      .orderBy('id')
      .execute();
  },

  findActive(db: Db, id: number) {
    return db
      .selectFrom('coin_packages')
      .select(['id', 'name', 'coins', 'price'])
      .where('id', '=', id)
      .where('is_active', '=', 1)
      .executeTakeFirst();
  },

  /** The user's coin and point balances (zero without a wallet). */
  async balances(db: Db, userId: number): Promise<{ coins: number; points: number }> {
    const row = await db
      .selectFrom('wallets')
      .select(['coins', 'points'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { coins: Number(row?.coins ?? 0), points: Number(row?.points ?? 0) };
  },
};
