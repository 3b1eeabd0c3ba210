import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../connection';
import { seedDemo } from '../seed';
import { freshDb } from '../seed/seed-test-helpers';
import { down, up } from './20261123T1300-move-order-cancellation';

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
    const fresh = await freshDb();
    db = fresh.db;
    await seedDemo(db, { dataDir: fresh.dir });
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
