import type { Db } from '../connection';

/** Owner keys of carts: a visitor's session, or a user once logged in. */
export const cartOwner = {
  session: (sessionId: string) => `session:${sessionId}`,
  user: (userId: number) => `user:${userId}`,
};

/** Moves what a visitor put in their carts to the user who just logged in. */
export async function adoptVisitorCarts(
  db: Db,
  sessionId: string,
  userId: number,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const visitorCarts = await trx
      .selectFrom('carts')
      .select(['id', 'type'])
      .where('owner_key', '=', cartOwner.session(sessionId))
      .execute();
    for (const cart of visitorCarts) {
      const existing = await trx
        .selectFrom('carts')
        .select('id')
        .where('owner_key', '=', cartOwner.user(userId))
        .where('type', '=', cart.type)
        .executeTakeFirst();
      if (!existing) {
        await trx
          .updateTable('carts')
          .set({ owner_key: cartOwner.user(userId), user_id: userId, updated_at: now })
          .where('id', '=', cart.id)
          .execute();
        continue;
      }
      // The choice made just now wins over an older line with the same row id.
      const incoming = await trx
        .selectFrom('cart_items')
        .select('row_id')
        .where('cart_id', '=', cart.id)
        .execute();
      if (incoming.length > 0) {
        await trx
          .deleteFrom('cart_items')
          .where('cart_id', '=', existing.id)
          .where(
            'row_id',
            'in',
            incoming.map((i) => i.row_id),
          )
          .execute();
        await trx
          .updateTable('cart_items')
          .set({ cart_id: existing.id })
          .where('cart_id', '=', cart.id)
          .execute();
      }
      await trx.deleteFrom('carts').where('id', '=', cart.id).execute();
      await trx.updateTable('carts').set({ updated_at: now }).where('id', '=', existing.id).execute();
    }
  });
}
