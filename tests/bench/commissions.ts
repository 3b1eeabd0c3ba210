import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db, migrateToLatest } from '@mahir/db';
import { DEMO_RESELLER_CODES, seedDemo } from '@mahir/seed';
import { earnOrderCommissions } from '@mahir/server/commissions/commission-earning';
import { createOrderService } from '@mahir/server/orders/order.service';
import { commissionOf, RESELLER_COMMISSION_PERCENT } from '@mahir/shared/rules/commission';
import { createPostgresDatabase, dropPostgresDatabase, postgresAvailable } from '../support/databases';
import { userIdOf } from '../support/demo-users';
import { type BenchResult, isMain, runBenchCli } from './bench-cli';

// Issue 11: N parallel `order.paid` commission runs for one reseller (a sub-reseller, so each order
// splits in two) leave exactly one commission per beneficiary and order, and totals that add up to
// the sen; every event is delivered twice to show replays earn nothing.
// `npx tsx tests/bench/commissions.ts` (N = 1,000; COMMISSION_BENCH_N to change it).
const N = Number(process.env.COMMISSION_BENCH_N ?? 1000);

async function run(dialect: 'sqlite' | 'postgres'): Promise<BenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mahir-commission-bench-'));
  let url = join(dataDir, 'mahir.sqlite');
  let pgName: string | null = null;
  if (dialect === 'postgres') {
    const created = await createPostgresDatabase('mahir_commission_bench');
    pgName = created.name;
    url = created.url;
  }
  const db: Db = createDb({ url, poolSize: 10 });
  try {
    await migrateToLatest(db);
    await seedDemo(db, { dataDir });
    const sub = await db
      .selectFrom('resellers')
      .select('id')
      .where('reseller_code', '=', DEMO_RESELLER_CODES.subreseller)
      .executeTakeFirstOrThrow();
    const buyerId = await userIdOf(db, 'student@demo.my');
    const pack = await db.selectFrom('coin_packages').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const orders = createOrderService({ db, config: { appSecret: 'bench', publicUrl: 'http://127.0.0.1' } });
    const ids: number[] = [];
    let expected = 0;
    for (let i = 0; i < N; i++) {
      const placed = await orders.placeOrder({
        userId: buyerId,
        type: 'coins',
        lines: [
          { itemType: 'coin_pack', itemId: pack.id, name: pack.name, unitPriceSen: pack.price, quantity: 1 },
        ],
        method: 'senangpay',
        buyer: { name: 'Bench', email: 'bench@example.my' },
      });
      const total = 1_000 + i * 7;
      expected += commissionOf(total, RESELLER_COMMISSION_PERCENT);
      await db
        .updateTable('orders')
        .set({ status: 'paid', grand_total: total, reseller_id: sub.id, paid_at: new Date().toISOString() })
        .where('id', '=', placed.id)
        .execute();
      ids.push(placed.id);
    }
    const started = performance.now();
    // Twice each, all at once; the outbox would retry refused runs, so retry them here the same way.
    let pending = [...ids, ...ids];
    for (let round = 0; pending.length > 0 && round < 20; round++) {
      const results = await Promise.allSettled(pending.map((id) => earnOrderCommissions(db, id)));
      pending = pending.filter((_, i) => results[i]?.status === 'rejected');
    }
    const ms = performance.now() - started;
    const rows = await db
      .selectFrom('commissions')
      .select(['order_id', 'reseller_id', 'kind', 'amount_final'])
      .where('order_id', 'in', ids)
      .execute();
    const keys = new Set(rows.map((r) => `${r.order_id}:${r.reseller_id}:${r.kind}`));
    const sum = rows.reduce((s, r) => s + r.amount_final, 0);
    const perOrder = new Map<number, number>();
    for (const r of rows) perOrder.set(r.order_id, (perOrder.get(r.order_id) ?? 0) + 1);
    const ok =
      keys.size === rows.length &&
      [...perOrder.values()].every((n) => n === 2) &&
      perOrder.size === N &&
      sum === expected;
    return [
      `${dialect}: ${N} orders x2 parallel commission runs`,
      ok,
      `${rows.length} rows, ${sum} sen of ${expected} expected, ${ms.toFixed(0)} ms`,
    ];
  } finally {
    await db.destroy();
    if (pgName) await dropPostgresDatabase(pgName);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The commission runs on SQLite and, where it answers, PostgreSQL (also part of `npm run bench`). */
export async function runCommissionBench(): Promise<BenchResult[]> {
  const results = [await run('sqlite')];
  if (await postgresAvailable()) results.push(await run('postgres'));
  return results;
}

if (isMain(import.meta.url)) runBenchCli(runCommissionBench);
