import type { Db } from '../connection';

export interface CartOwnerKey {
  key: string;
  userId: number | null;
}

export interface ShopLine {
  rowId: string;
  itemType: 'event' | 'merchandise';
  itemId: number;
  name: string;
  price: number;
  quantity: number;
}

/** Event and merchandise lines put into a shopper's cart from the shop pages. */
export const shopCartRepository = {
  /** The owner's cart of a type, created when missing; the merchandise cart carries edit_address 1. */
  async cartFor(db: Db, owner: CartOwnerKey, type: string, now: string): Promise<number> {
    const editAddress = type === 'merchandise' ? 1 : 0;
    await db
      .insertInto('carts')
      .values({
        owner_key: owner.key,
        user_id: owner.userId,
        type,
        edit_address: editAddress,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['owner_key', 'type']).doUpdateSet({ updated_at: now }))
      .execute();
    const cart = await db
      .selectFrom('carts')
      .select('id')
      .where('owner_key', '=', owner.key)
      .where('type', '=', type)
      .executeTakeFirstOrThrow();
    return cart.id;
  },

  line(db: Db, cartId: number, rowId: string) {
    return db
      .selectFrom('cart_items')
      .select(['id', 'quantity'])
      .where('cart_id', '=', cartId)
      .where('row_id', '=', rowId)
      .executeTakeFirst();
  },

  /** Inserts the line, or sets the quantity of the existing line with the same row id. */
  async putLine(db: Db, cartId: number, line: ShopLine): Promise<void> {
    const existing = await shopCartRepository.line(db, cartId, line.rowId);
    if (existing) {
      await db
        .updateTable('cart_items')
        .set({ quantity: line.quantity, price: line.price, name: line.name })
        .where('id', '=', existing.id)
        .execute();
      return;
    }
    await db
      .insertInto('cart_items')
      .values({
        cart_id: cartId,
        row_id: line.rowId,
        item_type: line.itemType,
        item_id: line.itemId,
        name: line.name,
        price: line.price,
        quantity: line.quantity,
        discount: 0,
        options: null,
      })
      .execute();
  },
};
