import type { Db } from '@mahir/db';
import {
  adoptVisitorCarts,
  cartLineOptions,
  cartRepository as carts,
  ownerOf,
  userCartOwner,
} from '@mahir/db/repositories/cart.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../support/test-database';
import { dialects } from '../support/test-server';

const course = (id: number) => ({
  rowId: `course-${id}`,
  itemType: 'course',
  itemId: id,
  name: `Course ${id}`,
  price: 1000,
  quantity: 1,
  discount: 0,
  options: { is_recurring: false },
});

describe.each(dialects())('cart repository on %s', (dialect) => {
  let t: TestDatabase;
  let db: Db;
  let userId: number;
  let courseIds: number[];

  beforeAll(async () => {
    t = await startTestDatabase(dialect);
    db = t.db;
    const user = await db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    userId = user.id;
    await db.deleteFrom('carts').where('owner_key', '=', userCartOwner(userId).key).execute();
    const rows = await db.selectFrom('courses').select('id').orderBy('id').limit(3).execute();
    courseIds = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  const cartRow = (type: string) =>
    db
      .selectFrom('carts')
      .select(['id', 'edit_address', 'updated_at', 'user_id'])
      .where('owner_key', '=', userCartOwner(userId).key)
      .where('type', '=', type)
      .execute();

  it('keys a cart by its user when logged in, else by the session', () => {
    expect(ownerOf(7, 'abc')).toEqual({ key: 'user:7', userId: 7 });
    expect(ownerOf(null, 'abc')).toEqual({ key: 'session:abc', userId: null });
    expect(ownerOf(null, null)).toBeNull();
    expect(userCartOwner(7)).toEqual(ownerOf(7, null));
  });

  it('creates one cart per owner and type, the merchandise cart with edit_address 1, and marks it changed', async () => {
    const owner = userCartOwner(userId);
    const ids = await Promise.all(
      Array.from({ length: 6 }, () => carts.ensure(db, owner, 'merchandise', '2026-11-25T01:00:00.000Z')),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await cartRow('merchandise')).toEqual([
      { id: ids[0], edit_address: 1, updated_at: '2026-11-25T01:00:00.000Z', user_id: userId },
    ]);
    await carts.ensure(db, owner, 'merchandise', '2026-11-25T02:00:00.000Z');
    expect((await cartRow('merchandise'))[0]?.updated_at).toBe('2026-11-25T02:00:00.000Z');
    await carts.ensure(db, owner, 'coins', '2026-11-25T01:00:00.000Z');
    expect((await cartRow('coins'))[0]?.edit_address).toBe(0);
  });

  it('adds a course once; a repeat leaves the cart as it is, its updated_at included', async () => {
    const owner = userCartOwner(userId);
    const [a, b] = courseIds as [number, number];
    const add = (id: number, now: string) =>
      db.transaction().execute((trx) => carts.addOnce(trx, owner, 'subscription', course(id), now));
    expect(await add(a, '2026-11-25T01:00:00.000Z')).toBe(true);
    expect(await add(a, '2026-11-25T02:00:00.000Z')).toBe(false);
    expect((await cartRow('subscription'))[0]).toMatchObject({
      edit_address: 0,
      updated_at: '2026-11-25T01:00:00.000Z',
    });
    expect(await add(b, '2026-11-25T03:00:00.000Z')).toBe(true);
    expect((await cartRow('subscription'))[0]?.updated_at).toBe('2026-11-25T03:00:00.000Z');
    const lines = await carts.lines(db, owner.key, 'subscription');
    expect(lines.map((l) => [l.row_id, cartLineOptions(l.options)])).toEqual([
      [`course-${a}`, { is_recurring: false }],
      [`course-${b}`, { is_recurring: false }],
    ]);
  });

  it("moves a visitor's lines to the user who logs in, the visitor's choice winning", async () => {
    const visitor = ownerOf(null, `test-session-${dialect}`)!;
    const [a, , c] = courseIds as [number, number, number];
    await db.transaction().execute(async (trx) => {
      await carts.addOnce(
        trx,
        visitor,
        'subscription',
        { ...course(a), name: 'Chosen again' },
        '2026-11-25T03:30:00.000Z',
      );
      await carts.addOnce(trx, visitor, 'subscription', course(c), '2026-11-25T03:30:00.000Z');
    });
    await adoptVisitorCarts(db, `test-session-${dialect}`, userId, '2026-11-25T04:00:00.000Z');
    const lines = await carts.lines(db, userCartOwner(userId).key, 'subscription');
    expect(lines.map((l) => l.name).sort()).toEqual(
      ['Chosen again', `Course ${c}`, `Course ${courseIds[1]}`].sort(),
    );
    expect(await carts.lines(db, visitor.key, 'subscription')).toEqual([]);
  });

  it('reads stored options tolerantly', () => {
    expect(cartLineOptions(null)).toEqual({});
    expect(cartLineOptions('not json')).toEqual({});
    expect(cartLineOptions('null')).toEqual({});
    expect(cartLineOptions('{"coins":5}')).toEqual({ coins: 5 });
  });
});
