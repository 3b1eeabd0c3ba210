import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';
import type { CouponTable } from './coupon.table';

export type CouponRow = Selectable<CouponTable>;
export type NewCoupon = Insertable<CouponTable>;
export type CouponChange = Updateable<CouponTable>;

/** Coupons and their redemptions: the SQL only; the rules are in `@mahir/shared/coupons`. */
export const couponRepository = {
  byCode(db: Db, code: string): Promise<CouponRow | undefined> {
    return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
  },

  byId(db: Db, id: number): Promise<CouponRow | undefined> {
    return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** A page of coupons, newest first, optionally those whose code contains `q` (upper case). */
  async page(db: Db, page: number, perPage: number, q: string | undefined) {
    let query = db.selectFrom('coupons');
    if (q) query = query.where('code', 'like', `%${q.replace(/[%_\\]/g, '')}%`);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  async insert(db: Db, row: NewCoupon): Promise<CouponRow> {
    return db.insertInto('coupons').values(row).returningAll().executeTakeFirstOrThrow();
  },

  async update(db: Db, id: number, change: CouponChange): Promise<CouponRow | undefined> {
    return db.updateTable('coupons').set(change).where('id', '=', id).returningAll().executeTakeFirst();
  },

  /** How often `userId` redeemed the coupon (orders still open count: their redemption holds a place). */
  async redeemedBy(db: Db, couponId: number, userId: number): Promise<number> {
    const row = await db
      .selectFrom('coupon_redemptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('coupon_id', '=', couponId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * Takes one redemption within the total limit in a single statement: false when the coupon is switched
   * off or used up. On PostgreSQL the row stays locked until the transaction ends, so the per-buyer count
   * that follows cannot race; SQLite has one writer.
   */
  async takeOne(trx: Transaction<Database>, couponId: number): Promise<boolean> {
    const result = await trx
      .updateTable('coupons')
      .set((eb) => ({ redeemed_count: eb('redeemed_count', '+', 1) }))
      .where('id', '=', couponId)
      .where('active', '=', 1)
      .where((eb) => eb.or([eb('total_limit', 'is', null), eb('redeemed_count', '<', eb.ref('total_limit'))]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async addRedemption(
    trx: Transaction<Database>,
    row: { coupon_id: number; user_id: number | null; order_id: number; discount: number; counted: number },
  ): Promise<void> {
    await trx.insertInto('coupon_redemptions').values(row).execute();
  },

  /** Gives back an unpaid order's redemption (its place in the limits); a second call finds none. */
  async release(trx: Transaction<Database>, orderId: number): Promise<void> {
    const gone = await trx
      .deleteFrom('coupon_redemptions')
      .where('order_id', '=', orderId)
      .returning(['coupon_id', 'counted'])
      .executeTakeFirst();
    if (!gone || gone.counted !== 1) return;
    await trx
      .updateTable('coupons')
      .set((eb) => ({ redeemed_count: eb('redeemed_count', '-', 1) }))
      .where('id', '=', gone.coupon_id)
      .where('redeemed_count', '>', 0)
      .execute();
  },

  /** Redemptions of some coupons: all (paid and awaiting payment) and by paid orders, for the admin list. */
  async uses(db: Db, couponIds: readonly number[]): Promise<Map<number, { all: number; paid: number }>> {
    if (couponIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('coupon_redemptions')
      .innerJoin('orders', 'orders.id', 'coupon_redemptions.order_id')
      .where('coupon_redemptions.coupon_id', 'in', couponIds)
      .select((eb) => [
        'coupon_redemptions.coupon_id',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(eb.case().when('orders.status', '=', 'paid').then(1).else(0).end()).as('paid'),
      ])
      .groupBy('coupon_redemptions.coupon_id')
      .execute();
    return new Map(rows.map((r) => [r.coupon_id, { all: Number(r.n), paid: Number(r.paid ?? 0) }]));
  },

  /** Sets `redeemed_count` to the redemptions held now (an admin's change may give a coupon its first limit). */
  async recount(db: Db, couponId: number): Promise<void> {
    await db
      .updateTable('coupons')
      .set((eb) => ({
        redeemed_count: eb
          .selectFrom('coupon_redemptions')
          .select(eb.fn.countAll<number>().as('n'))
          .where('coupon_redemptions.coupon_id', '=', couponId),
      }))
      .where('id', '=', couponId)
      .execute();
  },

  /** The user behind a reseller or affiliate a coupon is to credit; undefined when there is none. */
  async partnerUserId(db: Db, kind: 'reseller' | 'affiliate', id: number): Promise<number | undefined> {
    const row =
      kind === 'reseller'
        ? await db.selectFrom('resellers').select('user_id').where('id', '=', id).executeTakeFirst()
        : await db.selectFrom('affiliates').select('user_id').where('id', '=', id).executeTakeFirst();
    return row?.user_id;
  },

  /** The coupon code a cart carries. */
  async cartCode(db: Db, ownerKey: string, type: string): Promise<string | null> {
    const row = await db
      .selectFrom('carts')
      .select('coupon_code')
      .where('owner_key', '=', ownerKey)
      .where('type', '=', type)
      .executeTakeFirst();
    return row?.coupon_code ?? null;
  },

  /** Sets or clears a cart's coupon code; false when the shopper has no such cart. */
  async setCartCode(
    db: Db,
    ownerKey: string,
    type: string,
    code: string | null,
    now: string,
  ): Promise<boolean> {
    const result = await db
      .updateTable('carts')
      .set({ coupon_code: code, updated_at: now })
      .where('owner_key', '=', ownerKey)
      .where('type', '=', type)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
