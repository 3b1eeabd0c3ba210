import type { Db } from '@mahir/db';
import { appSettingRepository } from '@mahir/db/repositories/app-setting.repository';
import { checkCartCoupon } from '@mahir/server/coupons/cart-coupon';
import type { OrderLineInput } from '@mahir/server/orders/order.service';
import { TAX_CODES_SETTING } from '@mahir/server/tax/tax-table';
import { benchDialects } from '../support/databases';
import type { BenchResult } from './bench-cli';
import { benchBuyer, type MoneyServer, measure, signedCallback, startMoneyServer } from './money-workload';
import { printTable } from './stats';

// Issue 21: checkout with a coupon and tax stays within 10 % of checkout without. Both variants place a
// two-course order through the order service and pay it with the signed senangPay callback over HTTP, in
// alternating slices of the same run: "without" has no coupon and courses set to no tax (06); "with" checks
// MAHIR10 against the lines, allocates it, redeems it in the order's transaction and takes 8 % SST per line.
const TARGET_RATIO = 0.9;
const SLICES = Number(process.env.BENCH_COUPON_SLICES ?? 3);
const SLICE_SECONDS = Number(process.env.BENCH_COUPON_SLICE_SECONDS ?? 1);

async function setCourseTax(db: Db, taxed: boolean): Promise<void> {
  const value = taxed ? '{}' : JSON.stringify({ course: { type: '06', rateBasisPoints: null } });
  await appSettingRepository.set(db, {
    key: TAX_CODES_SETTING,
    value,
    updatedBy: 1,
    now: new Date().toISOString(),
  });
}

async function checkoutPair(dialect: 'sqlite' | 'postgres', server: MoneyServer) {
  const { db } = server;
  const { orders, user } = await benchBuyer(server, 'parent@demo.my');
  const courses = await db.selectFrom('courses').select(['id', 'title']).orderBy('id').limit(2).execute();
  const lines: OrderLineInput[] = courses.map((c, i) => ({
    itemType: 'course',
    itemId: c.id,
    name: c.title,
    unitPriceSen: 4990 + i * 1000,
    quantity: 1,
  }));
  let n = 0;
  const pay = async (reference: string) => {
    const res = await fetch(`${server.url}/payments/senangpay/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: signedCallback(reference, `CB${n++}`),
    });
    const text = await res.text();
    if (res.status !== 200 || text !== 'OK') throw new Error(`callback answered ${res.status} ${text}`);
  };
  const base = {
    userId: user.id,
    type: 'cart' as const,
    method: 'senangpay' as const,
    buyer: { name: 'Bench', email: 'bench@example.my' },
  };
  const without = async () => {
    const order = await orders.placeOrder({ ...base, lines });
    await pay(order.reference);
  };
  const withCoupon = async () => {
    const c = await checkCartCoupon(
      db,
      'MAHIR10',
      lines.map((l) => ({ itemType: l.itemType, listSen: l.unitPriceSen * l.quantity })),
      user.id,
      new Date(),
    );
    if (!c.application.ok || !c.row) throw new Error('MAHIR10 does not apply');
    const shares = c.application.perLine;
    const order = await orders.placeOrder({
      ...base,
      lines: lines.map((l, i) => ({ ...l, couponSen: shares[i] ?? 0 })),
      coupon: {
        id: c.row.id,
        code: c.code,
        totalLimit: c.application.coupon.totalLimit,
        perUserLimit: c.application.coupon.perUserLimit,
        owner: null,
      },
    });
    await pay(order.reference);
  };
  // Warm both paths once.
  await setCourseTax(db, false);
  await measure(0.3, without);
  await setCourseTax(db, true);
  await measure(0.3, withCoupon);
  const totals = { without: { done: 0, seconds: 0 }, with: { done: 0, seconds: 0 } };
  for (let i = 0; i < SLICES; i++) {
    await setCourseTax(db, false);
    const a = await measure(SLICE_SECONDS, without);
    await setCourseTax(db, true);
    const b = await measure(SLICE_SECONDS, withCoupon);
    totals.without.done += a.done;
    totals.without.seconds += a.seconds;
    totals.with.done += b.done;
    totals.with.seconds += b.seconds;
  }
  // What the "with" orders recorded: every line taxed and discounted, the sums exact.
  const check = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .where('orders.coupon_code', '=', 'MAHIR10')
    .where('orders.user_id', '=', user.id)
    .select((eb) => [
      eb.fn.countAll<number>().as('lines'),
      eb.fn.sum<number>('order_items.tax').as('tax'),
      eb.fn.sum<number>('order_items.coupon_discount').as('coupon'),
    ])
    .executeTakeFirstOrThrow();
  const perS = (t: { done: number; seconds: number }) => t.done / t.seconds;
  return {
    dialect,
    without: perS(totals.without),
    with: perS(totals.with),
    recorded: Number(check.lines) > 0 && Number(check.tax) > 0 && Number(check.coupon) > 0,
  };
}

/** The coupon-and-tax checkout beside the plain one, on SQLite and (when it answers) PostgreSQL. */
export async function runCouponCheckoutBench(): Promise<BenchResult[]> {
  const dialects = await benchDialects();
  const rows: string[][] = [];
  const results: BenchResult[] = [];
  for (const dialect of dialects) {
    console.log(`Seeding the demo on ${dialect} for the coupon checkout bench…`);
    const server = await startMoneyServer(dialect);
    try {
      const r = await checkoutPair(dialect, server);
      const ratio = r.with / r.without;
      rows.push([
        dialect,
        r.without.toFixed(0),
        r.with.toFixed(0),
        ratio.toFixed(2),
        r.recorded ? 'yes' : 'NO',
      ]);
      results.push([
        `checkout with a coupon and tax within 10 % of checkout without (${dialect})`,
        ratio >= TARGET_RATIO && r.recorded,
        `${r.with.toFixed(0)} vs ${r.without.toFixed(0)} orders/s (ratio ${ratio.toFixed(2)})`,
      ]);
    } finally {
      await server.stop();
    }
  }
  printTable(
    `Checkout to paid (order service + signed callback over HTTP), ${SLICES} alternating ${SLICE_SECONDS} s slices: without a coupon and untaxed, and with MAHIR10 and 8 % SST`,
    ['db', 'without orders/s', 'with orders/s', 'ratio', 'tax and coupon recorded'],
    rows,
  );
  return results;
}
