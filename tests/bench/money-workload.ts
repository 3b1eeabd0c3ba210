import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db, migrateToLatest } from '@mahir/db';
import { seedDemo } from '@mahir/seed';
import { type AppContext, createApp, createAppContext, serverModules } from '@mahir/server';
import { loadConfig } from '@mahir/server/config';
import { createJobRunner } from '@mahir/server/jobs/job-runner';
import { collectJobs } from '@mahir/server/jobs/job-set';
import { balance, credit, debit } from '@mahir/server/ledger/ledger.service';
import { createLogger } from '@mahir/server/logger';
import { createOrderService } from '@mahir/server/orders/order.service';
import { benchDialects, createPostgresDatabase, dropPostgresDatabase } from '../support/databases';
import { userIdOf } from '../support/demo-users';
import type { BenchResult } from './bench-cli';
import { httpClient, readResponse } from './http-load';
import { printTable } from './stats';

// Issue 9: place-order to paid through the sandbox callback at least 300 orders/s on SQLite, with the
// PostgreSQL figure beside it and the ratio to /healthz from the same run; 200 concurrent coin
// checkouts against one balance never go below zero and account for every coin.
const SECRET = 'bench-senangpay-secret';
const TARGET_ORDERS_PER_S = 300;
const CONCURRENCY = 16;
const SLICES = 3;

/** A seeded server of the money benches (its own database, the sandbox payment provider). */
export interface MoneyServer {
  url: string;
  db: Db;
  context: AppContext;
  stop(): Promise<void>;
}

/** Starts a seeded server on a fresh database of `dialect` for a money bench. */
export async function startMoneyServer(dialect: 'sqlite' | 'postgres'): Promise<MoneyServer> {
  process.env.SENANGPAY_SECRET_KEY = SECRET;
  process.env.SENANGPAY_MERCHANT_ID = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'mahir-money-bench-'));
  let url = join(dataDir, 'mahir.sqlite');
  let pgName: string | null = null;
  if (dialect === 'postgres') {
    const created = await createPostgresDatabase('mahir_money_bench');
    pgName = created.name;
    url = created.url;
  }
  const db = createDb({ url, poolSize: 10 });
  await migrateToLatest(db);
  await seedDemo(db, { dataDir });
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      NODE_ENV: 'production',
      SENANGPAY_SECRET_KEY: SECRET,
    }),
    port: 0,
  };
  const context = createAppContext({ config, db, logger: createLogger('silent') });
  const app = createApp(context);
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db,
    context,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
      if (pgName) await dropPostgresDatabase(pgName);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** senangPay's signed paid callback of `reference` as a form body. */
export function signedCallback(reference: string, transactionId: string): string {
  const fields = {
    status_id: '1',
    order_id: reference,
    transaction_id: transactionId,
    msg: 'Payment_was_successful',
  };
  const hash = createHmac('sha256', SECRET)
    .update(`${SECRET}${fields.status_id}${fields.order_id}${fields.transaction_id}${fields.msg}`)
    .digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** Runs `worker` from CONCURRENCY loops for `seconds`; how many finished and in how long. */
export async function measure(
  seconds: number,
  worker: () => Promise<void>,
): Promise<{ done: number; seconds: number }> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        await worker();
        done++;
      }
    }),
  );
  return { done, seconds: (performance.now() - started) / 1000 };
}

/** The order service a bench places orders with, and the demo user (by email) it buys as. */
export async function benchBuyer(server: MoneyServer, email: string) {
  const orders = createOrderService({ db: server.db, config: { appSecret: 'bench', publicUrl: server.url } });
  return { orders, user: { id: await userIdOf(server.db, email) } };
}

async function placeToPaid(dialect: 'sqlite' | 'postgres', server: MoneyServer) {
  const { db } = server;
  const { orders, user } = await benchBuyer(server, 'student@demo.my');
  const pack = await db.selectFrom('coin_packages').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const client = httpClient(server.url, CONCURRENCY, null);
  const url = new URL(server.url);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const postForm = (path: string, body: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const r = request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path,
          agent,
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Content-Length': String(Buffer.byteLength(body)),
          },
        },
        (res) => readResponse(res).then(resolve, reject),
      );
      r.on('error', reject);
      r.end(body);
    });
  const placed: number[] = [];
  const oneOrder = async () => {
    const order = await orders.placeOrder({
      userId: user.id,
      type: 'coins',
      lines: [
        { itemType: 'coin_pack', itemId: pack.id, name: pack.name, unitPriceSen: pack.price, quantity: 1 },
      ],
      method: 'senangpay',
      buyer: { name: 'Bench Buyer', email: 'bench@example.my' },
    });
    const res = await postForm(
      '/payments/senangpay/callback',
      signedCallback(order.reference, `B${order.id}`),
    );
    if (res.status !== 200 || res.body !== 'OK')
      throw new Error(`callback answered ${res.status} ${res.body}`);
    placed.push(order.id);
  };
  const health = async () => {
    const res = await client.send({ method: 'GET', path: '/healthz' });
    if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`);
  };
  await measure(0.5, oneOrder);
  await measure(0.5, health);
  const totals = { orders: { done: 0, seconds: 0 }, health: { done: 0, seconds: 0 } };
  for (let i = 0; i < SLICES; i++) {
    const o = await measure(1, oneOrder);
    const h = await measure(1, health);
    totals.orders.done += o.done;
    totals.orders.seconds += o.seconds;
    totals.health.done += h.done;
    totals.health.seconds += h.seconds;
  }
  client.close();
  agent.destroy();
  // Every order paid must be fulfilled exactly once by the job runner.
  const runner = createJobRunner({
    db,
    logger: createLogger('silent'),
    jobs: collectJobs(serverModules(server.context)),
  });
  for (let i = 0; i < 1000; i++) {
    const r = await runner.tick();
    if (r.handled === 0 && r.failed === 0) break;
  }
  const paid = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', placed)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  const fulfilled = await db
    .selectFrom('fulfilments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', 'in', placed)
    .executeTakeFirstOrThrow();
  const ordersPerS = totals.orders.done / totals.orders.seconds;
  const healthPerS = totals.health.done / totals.health.seconds;
  return {
    dialect,
    ordersPerS,
    healthPerS,
    exact: Number(paid.n) === placed.length && Number(fulfilled.n) === placed.length,
    placed: placed.length,
  };
}

async function coinCheckouts(server: MoneyServer): Promise<{ ok: boolean; detail: string }> {
  const { db } = server;
  const { orders, user } = await benchBuyer(server, 'parent@demo.my');
  const course = await db.selectFrom('courses').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    const now = await balance(trx, user.id, 'coins');
    if (now > 0) await debit(trx, { userId: user.id, currency: 'coins', amount: now, reason: 'bench reset' });
    await credit(trx, { userId: user.id, currency: 'coins', amount: 100, reason: 'bench top-up' });
  });
  const started = performance.now();
  const results = await Promise.allSettled(
    Array.from({ length: 200 }, () =>
      orders.placeOrder({
        userId: user.id,
        type: 'cart',
        lines: [{ itemType: 'course', itemId: course.id, name: 'Bench', unitPriceSen: 100, quantity: 1 }],
        method: 'mahir-coins',
        coinsToSpend: 1,
        buyer: { name: 'Bench', email: 'bench@example.my' },
      }),
    ),
  );
  const ms = performance.now() - started;
  const ok = results.filter((r) => r.status === 'fulfilled').length;
  const left = await balance(db, user.id, 'coins');
  const min = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.min<number>('balance_after').as('m'))
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  const pass = ok === 100 && left === 0 && Number(min.m) >= 0;
  return { ok: pass, detail: `${ok} paid, ${200 - ok} refused, balance ${left}, ${ms.toFixed(0)} ms` };
}

/** Runs the money benchmarks on SQLite and, when it answers, PostgreSQL; prints tables, returns verdicts. */
export async function runMoneyBench(): Promise<BenchResult[]> {
  const dialects = await benchDialects();
  const rows: string[][] = [];
  const results: BenchResult[] = [];
  for (const dialect of dialects) {
    console.log(`Seeding the demo on ${dialect} for the money bench…`);
    const server = await startMoneyServer(dialect);
    try {
      const run = await placeToPaid(dialect, server);
      const coins = await coinCheckouts(server);
      rows.push([
        dialect,
        run.ordersPerS.toFixed(0),
        run.healthPerS.toFixed(0),
        (run.ordersPerS / run.healthPerS).toFixed(2),
        run.exact ? `all ${run.placed} once` : 'MISMATCH',
        coins.detail,
      ]);
      if (dialect === 'sqlite')
        results.push([
          `place-order -> paid >= ${TARGET_ORDERS_PER_S} orders/s on SQLite`,
          run.ordersPerS >= TARGET_ORDERS_PER_S,
          `${run.ordersPerS.toFixed(0)} orders/s`,
        ]);
      results.push([
        `every paid order fulfilled exactly once (${dialect})`,
        run.exact,
        `${run.placed} orders`,
      ]);
      results.push([`200 concurrent coin checkouts never go negative (${dialect})`, coins.ok, coins.detail]);
    } finally {
      await server.stop();
    }
  }
  printTable(
    `Money: placeOrder (service) + signed senangPay callback over HTTP, ${CONCURRENCY} in flight, ${SLICES} s ` +
      'alternating 1 s slices with GET /healthz; then 200 concurrent coin checkouts on a balance of 100',
    ['db', 'orders/s', 'healthz/s', 'ratio', 'fulfilment', 'coin checkouts'],
    rows,
  );
  return results;
}
