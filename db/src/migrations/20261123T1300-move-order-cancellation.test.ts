import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { down, up } from './20261123T1300-move-order-cancellation';

/**
 * Paid package orders as the code after this migration writes them: three cancellations requested (the
 * line awaits it) and one confirmed (the line is cancelled), beside a paid order with no request.
 */
async function insertCancellations(db: Db): Promise<void> {
  const at = '2026-11-20T03:00:00.000Z';
  await db
    .insertInto('users')
    .values({
      id: 1,
      email: 'pupil@example.my',
      password_hash: 'x',
      name: 'Pupil',
      username: 'pupil',
      can_wishlist: 1,
      is_active: 1,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('categories')
    .values({
      id: 5,
      name: 'Mahir Tutor',
      slug: 'mahir-tutor',
      is_tutor: 1,
      kind: 'video',
      label: null,
      position: 1,
    })
    .execute();
  await db
    .insertInto('sub_categories')
    .values({ id: 1, category_id: 5, name: 'Tahun 5', slug: 'tahun-5', position: 1 })
    .execute();
  await db
    .insertInto('packages')
    .values({
      id: 1,
      hashslug: 'pkg',
      name: 'Pakej',
      price: 5000,
      mahir_tutor_category_id: 1,
      total_mahir_tutor: 3,
      frequency: 1,
      coin: 0,
      is_active: 1,
    })
    .execute();
  const confirms = [0, 1, 0, 0, null];
  for (const [i, confirm] of confirms.entries()) {
    const id = i + 1;
    await db
      .insertInto('orders')
      .values({
        id,
        hashslug: `order-${id}`,
        order_no: `MHR-${id}`,
        user_id: 1,
        type: 'package',
        status: 'paid',
        subtotal: 5000,
        discount_total: 0,
        coins_used: 0,
        points_used: 0,
        grand_total: 5000,
        paid_at: at,
      })
      .execute();
    const line = confirm === null ? 'active' : confirm ? 'cancelled' : 'pending_cancellation';
    await db
      .insertInto('order_packages')
      .values({ id, order_id: id, package_id: 1, student_user_id: 1, status: line })
      .execute();
    if (confirm !== null)
      await db
        .insertInto('cancellation_requests')
        .values({
          order_id: id,
          order_package_id: id,
          user_id: 1,
          req_cancel: 1,
          confirm,
          seen_by_admin: confirm,
          confirmed_at: confirm ? at : null,
        })
        .execute();
  }
}

/** Order and package-line status of every order with a cancellation request, by order id. */
async function cancellationRows(db: Db) {
  return db
    .selectFrom('cancellation_requests')
    .innerJoin('orders', 'orders.id', 'cancellation_requests.order_id')
    .innerJoin('order_packages', 'order_packages.id', 'cancellation_requests.order_package_id')
    .select([
      'orders.id',
      'cancellation_requests.confirm',
      'orders.status as order',
      'order_packages.status as line',
    ])
    .orderBy('orders.id')
    .execute();
}

describe('migration 20261123T1300-move-order-cancellation', () => {
  let db: Db;
  beforeAll(async () => {
    db = createDb({ url: ':memory:' });
    await migrateToLatest(db);
    await insertCancellations(db);
  });

  it('moves old cancellation order statuses onto the package lines, and back down', async () => {
    const seeded = await cancellationRows(db);
    expect(seeded.map((r) => r.confirm).sort()).toEqual([0, 0, 0, 1]);
    // Rows as they were before: the order carried the cancellation, a pending line was still active.
    for (const r of seeded) {
      await db
        .updateTable('orders')
        .set({ status: r.confirm ? 'cancelled' : 'pending_cancellation' })
        .where('id', '=', r.id)
        .execute();
      if (!r.confirm)
        await db
          .updateTable('order_packages')
          .set({ status: 'active' })
          .where('order_id', '=', r.id)
          .execute();
    }
    const raw = db as unknown as Kysely<unknown>;

    await up(raw);
    const moved = await cancellationRows(db);
    expect(moved.map((r) => [r.order, r.line])).toEqual(
      seeded.map((r) => ['paid', r.confirm ? 'cancelled' : 'pending_cancellation']),
    );
    const states = await db.selectFrom('orders').select('status').distinct().execute();
    for (const { status } of states) expect(['pending', 'paid', 'failed', 'expired']).toContain(status);

    await down(raw);
    const back = await cancellationRows(db);
    expect(back.map((r) => [r.order, r.line])).toEqual(
      seeded.map((r) => (r.confirm ? ['cancelled', 'cancelled'] : ['pending_cancellation', 'active'])),
    );
  });
});
