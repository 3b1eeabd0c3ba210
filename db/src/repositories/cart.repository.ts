import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';
import type { CartItemTable } from './cart.table';

/** Owner keys of carts: a visitor's session, or a user once logged in. Built here only. */
const ownerKeys = {
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
      .where('owner_key', '=', ownerKeys.session(sessionId))
      .execute();
    for (const cart of visitorCarts) {
      const existing = await trx
        .selectFrom('carts')
        .select('id')
        .where('owner_key', '=', ownerKeys.user(userId))
        .where('type', '=', cart.type)
        .executeTakeFirst();
      if (!existing) {
        await trx
          .updateTable('carts')
          .set({ owner_key: ownerKeys.user(userId), user_id: userId, updated_at: now })
          .where('id', '=', cart.id)
          .execute();
        continue;
      }
      // The choice made just now wins over an older line with the same row id.
      const incoming = await trx
        .selectFrom('cart_items')
        .select(['row_id', 'item_type'])
        .where('cart_id', '=', cart.id)
        .execute();
      // A cart holds one package at a time: a package chosen as a visitor replaces the user's earlier one.
      if (incoming.some((i) => i.item_type === 'package'))
        await trx
          .deleteFrom('cart_items')
          .where('cart_id', '=', existing.id)
          .where('item_type', '=', 'package')
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

/** Who holds a cart: the owner key and, once logged in, the user. */
export interface CartOwner {
  key: string;
  userId: number | null;
}

/** The owner of a request's carts: the user when logged in, else the visitor's session; null for neither. */
export function ownerOf(userId: number | null, sessionId: string | null): CartOwner | null {
  if (userId !== null) return userCartOwner(userId);
  if (sessionId) return { key: ownerKeys.session(sessionId), userId: null };
  return null;
}

/** The owner of a logged-in user's carts. */
export function userCartOwner(userId: number): CartOwner {
  return { key: ownerKeys.user(userId), userId };
}

/** The JSON a cart line's adding call stored, read tolerantly (each area writes its own keys): {} when unreadable. */
export function cartLineOptions(options: string | null): Record<string, unknown> {
  if (!options) return {};
  try {
    const parsed: unknown = JSON.parse(options);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A line the shop pages put in a cart: an event ticket or a merchandise item, without options. */
export interface ShopLine {
  rowId: string;
  itemType: 'event' | 'merchandise';
  itemId: number;
  name: string;
  price: number;
  quantity: number;
}

/**
 * Creates the owner's cart of a type when missing (the merchandise cart carries edit_address 1); `touch`
 * marks an existing cart changed now, which also locks it for the rest of the transaction. Its id.
 */
async function createIfMissing(db: Db, owner: CartOwner, type: string, now: string, touch: boolean) {
  await db
    .insertInto('carts')
    .values({
      owner_key: owner.key,
      user_id: owner.userId,
      type,
      edit_address: type === 'merchandise' ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      touch
        ? oc.columns(['owner_key', 'type']).doUpdateSet({ updated_at: now })
        : oc.columns(['owner_key', 'type']).doNothing(),
    )
    .execute();
  const cart = await db
    .selectFrom('carts')
    .select('id')
    .where('owner_key', '=', owner.key)
    .where('type', '=', type)
    .executeTakeFirstOrThrow();
  return cart.id;
}

/** The stored row of a new line. */
function lineRow(cartId: number, line: NewCartLine) {
  return {
    cart_id: cartId,
    row_id: line.rowId,
    item_type: line.itemType,
    item_id: line.itemId,
    name: line.name,
    price: line.price,
    quantity: line.quantity,
    discount: line.discount,
    options: line.options ? JSON.stringify(line.options) : null,
  };
}

/** A cart line as stored; `options` is the JSON the adding call wrote (read it with `cartLineOptions`). */
export type CartLineRow = Selectable<CartItemTable>;

/** A line to put in a cart. */
export interface NewCartLine {
  rowId: string;
  itemType: string;
  itemId: number;
  name: string;
  price: number;
  quantity: number;
  discount: number;
  options: Record<string, unknown> | null;
}

/** The carts of an owner (subscription, merchandise, coins): lines, adding, removing, emptying. */
export const cartRepository = {
  /** The lines of the owner's cart of a type, oldest first; none when there is no cart. */
  lines(db: Db, ownerKey: string, type: string): Promise<CartLineRow[]> {
    return db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .selectAll('cart_items')
      .where('carts.owner_key', '=', ownerKey)
      .where('carts.type', '=', type)
      .orderBy('cart_items.id')
      .execute();
  },

  /** Lines per cart type and when each cart last changed, so the cart page can open the latest one. */
  async summary(
    db: Db,
    ownerKey: string,
  ): Promise<Array<{ type: string; lines: number; updated_at: string }>> {
    const rows = await db
      .selectFrom('carts')
      .leftJoin('cart_items', 'cart_items.cart_id', 'carts.id')
      .select((eb) => ['carts.type', 'carts.updated_at', eb.fn.count<number>('cart_items.id').as('lines')])
      .where('carts.owner_key', '=', ownerKey)
      .groupBy(['carts.type', 'carts.updated_at'])
      .execute();
    return rows.map((r) => ({ type: r.type, updated_at: r.updated_at, lines: Number(r.lines) }));
  },

  /**
   * The id of the owner's cart of a type, created when missing and otherwise marked changed now (which
   * locks it for the rest of the transaction); safe under concurrent calls.
   */
  ensure(db: Db, owner: CartOwner, type: string, now: string): Promise<number> {
    return createIfMissing(db, owner, type, now, true);
  },

  /** One line of a cart by row id. */
  line(db: Db, cartId: number, rowId: string) {
    return db
      .selectFrom('cart_items')
      .select(['id', 'quantity'])
      .where('cart_id', '=', cartId)
      .where('row_id', '=', rowId)
      .executeTakeFirst();
  },

  /** Adds a line, or adds its quantity to the line with the same row id (capped at `maxQuantity`). */
  async addLine(db: Db, cartId: number, line: NewCartLine, maxQuantity = 1000): Promise<void> {
    const existing = await db
      .selectFrom('cart_items')
      .select(['id', 'quantity'])
      .where('cart_id', '=', cartId)
      .where('row_id', '=', line.rowId)
      .executeTakeFirst();
    if (existing) {
      await db
        .updateTable('cart_items')
        .set({
          quantity: Math.min(maxQuantity, existing.quantity + line.quantity),
          price: line.price,
          discount: line.discount,
          name: line.name,
        })
        .where('id', '=', existing.id)
        .execute();
      return;
    }
    await db
      .insertInto('cart_items')
      .values(lineRow(cartId, { ...line, quantity: Math.min(maxQuantity, line.quantity) }))
      .onConflict((oc) => oc.columns(['cart_id', 'row_id']).doNothing())
      .execute();
  },

  /** Inserts a shop line, or sets the quantity of the existing line with the same row id. */
  async putLine(db: Db, cartId: number, line: ShopLine): Promise<void> {
    const existing = await cartRepository.line(db, cartId, line.rowId);
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
      .values(lineRow(cartId, { ...line, discount: 0, options: null }))
      .execute();
  },

  /**
   * Puts a line in the owner's cart unless it already holds its row id; true when it was added. A
   * repeat leaves the cart as it is, its `updated_at` included.
   */
  async addOnce(
    trx: Transaction<Database>,
    owner: CartOwner,
    type: string,
    line: NewCartLine,
    now: string,
  ): Promise<boolean> {
    const cartId = await createIfMissing(trx, owner, type, now, false);
    const result = await trx
      .insertInto('cart_items')
      .values(lineRow(cartId, line))
      .onConflict((oc) => oc.columns(['cart_id', 'row_id']).doNothing())
      .executeTakeFirst();
    const added = Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    if (added) await trx.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute();
    return added;
  },

  /** Replaces the cart's package line: a cart holds one package selection at a time. */
  async replacePackageLine(
    trx: Transaction<Database>,
    cartId: number,
    line: { packageId: number; name: string; price: number; options: Record<string, unknown> },
  ): Promise<void> {
    await trx
      .deleteFrom('cart_items')
      .where('cart_id', '=', cartId)
      .where('item_type', '=', 'package')
      .execute();
    await trx
      .insertInto('cart_items')
      .values(
        lineRow(cartId, {
          rowId: `package:${line.packageId}`,
          itemType: 'package',
          itemId: line.packageId,
          name: line.name,
          price: line.price,
          quantity: 1,
          discount: 0,
          options: line.options,
        }),
      )
      .execute();
  },

  /** The package line of a cart (the latest, should there ever be two), for reading a stored selection back. */
  packageLine(db: Db, ownerKey: string, type: string) {
    return db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select(['cart_items.item_id', 'cart_items.name', 'cart_items.price', 'cart_items.options'])
      .where('carts.owner_key', '=', ownerKey)
      .where('carts.type', '=', type)
      .where('cart_items.item_type', '=', 'package')
      .orderBy('cart_items.id', 'desc')
      .executeTakeFirst();
  },

  /**
   * Locks the user's cart of a type for the rest of the transaction (a row lock on PostgreSQL, the single
   * writer on SQLite), so two checkouts of one cart run one after the other and the second sees the first
   * one's order.
   */
  async lock(trx: Transaction<Database>, userId: number, type: string): Promise<void> {
    await trx
      .updateTable('carts')
      .set((eb) => ({ updated_at: eb.ref('carts.updated_at') }))
      .where('owner_key', '=', ownerKeys.user(userId))
      .where('type', '=', type)
      .execute();
  },

  /** Removes one line by row id; false when the cart has no such line. */
  async removeLine(db: Db, ownerKey: string, type: string, rowId: string, now: string): Promise<boolean> {
    const cart = await db
      .selectFrom('carts')
      .select('id')
      .where('owner_key', '=', ownerKey)
      .where('type', '=', type)
      .executeTakeFirst();
    if (!cart) return false;
    const result = await db
      .deleteFrom('cart_items')
      .where('cart_id', '=', cart.id)
      .where('row_id', '=', rowId)
      .executeTakeFirst();
    await db.updateTable('carts').set({ updated_at: now }).where('id', '=', cart.id).execute();
    return Number(result.numDeletedRows) > 0;
  },

  /** Empties the owner's cart of a type, or only the given lines of it. */
  async clear(db: Db, ownerKey: string, type: string, lineIds?: readonly number[]): Promise<void> {
    if (lineIds && lineIds.length === 0) return;
    let query = db
      .deleteFrom('cart_items')
      .where('cart_id', 'in', (eb) =>
        eb.selectFrom('carts').select('id').where('owner_key', '=', ownerKey).where('type', '=', type),
      );
    if (lineIds) query = query.where('id', 'in', lineIds);
    await query.execute();
  },

  /** Brings a line to today's price. */
  async reprice(db: Db, lineId: number, price: { price: number; discount: number }): Promise<void> {
    await db.updateTable('cart_items').set(price).where('id', '=', lineId).execute();
  },

  /**
   * Takes the lines of a paid order out of the buyer's carts (any line holding one of its items), in the
   * transaction that marks it paid: a paid order's lines leave the cart, an unpaid one's stay for another try.
   */
  async removeOrderedLines(trx: Transaction<Database>, orderId: number, userId: number): Promise<void> {
    await trx
      .deleteFrom('cart_items')
      .where('cart_id', 'in', (eb) =>
        eb.selectFrom('carts').select('carts.id').where('carts.owner_key', '=', ownerKeys.user(userId)),
      )
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('order_items')
            .select('order_items.id')
            .where('order_items.order_id', '=', orderId)
            .whereRef('order_items.item_type', '=', 'cart_items.item_type')
            .whereRef('order_items.item_id', '=', 'cart_items.item_id'),
        ),
      )
      .execute();
  },
  /**
   * Takes the lines out of the cart for an order; false (and nothing taken) when another request took
   * any of them first, so one cart makes one order.
   */
  async take(db: Db, lines: readonly CartLineRow[]): Promise<boolean> {
    return db
      .transaction()
      .execute(async (trx) => {
        const result = await trx
          .deleteFrom('cart_items')
          .where(
            'id',
            'in',
            lines.map((l) => l.id),
          )
          .executeTakeFirst();
        if (Number(result.numDeletedRows) !== lines.length) throw new CartTakenError();
        return true;
      })
      .catch((err: unknown) => {
        if (err instanceof CartTakenError) return false;
        throw err;
      });
  },

  /** Puts lines taken for an order that could not be placed back into their cart. */
  async restore(db: Db, cartId: number, lines: readonly CartLineRow[]): Promise<void> {
    for (const l of lines)
      await db
        .insertInto('cart_items')
        .values({ ...withoutId(l), cart_id: cartId })
        .onConflict((oc) => oc.columns(['cart_id', 'row_id']).doNothing())
        .execute();
  },
};

class CartTakenError extends Error {}

function withoutId({ id: _id, ...row }: CartLineRow) {
  return row;
}
