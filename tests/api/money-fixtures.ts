import { createHash, createHmac } from 'node:crypto';
import type { Db } from '@mahir/db';
import type { AppContext } from '@mahir/server/app-context';
import type { AreaModule } from '@mahir/server/area-module';
import { createJobRunner } from '@mahir/server/jobs/job-runner';
import { collectJobs } from '@mahir/server/jobs/job-set';
import { credit } from '@mahir/server/ledger/ledger.service';
import { createLogger } from '@mahir/server/logger';
import { serverModules } from '@mahir/server/modules';
import { createOrderService, type PlaceOrderInput } from '@mahir/server/orders/order.service';

/** The key API tests run the server with; outside checks sign callbacks with it the same way. */
export const TEST_SENANGPAY_SECRET = 'test-senangpay-secret-key';
process.env.SENANGPAY_SECRET_KEY = TEST_SENANGPAY_SECRET;

export interface CallbackFields {
  status_id: string;
  order_id: string;
  transaction_id: string;
  msg: string;
  amount?: string;
}

/** Signs like senangPay, written independently of the server's code: HMAC-SHA256 over key + fields. */
export function signCallback(fields: CallbackFields, secret = TEST_SENANGPAY_SECRET): Record<string, string> {
  const text = `${secret}${fields.status_id}${fields.order_id}${fields.transaction_id}${fields.msg}`;
  const hash = createHmac('sha256', secret).update(text).digest('hex');
  return { ...fields, hash } as Record<string, string>;
}

/** Signs like senangPay's recurring API: plain SHA-256 over key + fields. */
export function signRecurring(
  fields: CallbackFields,
  secret = TEST_SENANGPAY_SECRET,
): Record<string, string> {
  const text = `${secret}${fields.status_id}${fields.order_id}${fields.transaction_id}${fields.msg}`;
  return { ...fields, hash: createHash('sha256').update(text).digest('hex') } as Record<string, string>;
}

/** Posts a callback as the provider does: a form, no cookie, no CSRF token. */
export async function postCallback(baseUrl: string, form: Record<string, string>) {
  const res = await fetch(`${baseUrl}/payments/senangpay/callback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, text: await res.text() };
}

export function orderServiceFor(db: Db) {
  return createOrderService({ db, config: { appSecret: 'unused', publicUrl: 'http://127.0.0.1' } });
}

/** A job runner over the server's areas (plus `extra` modules), as a jobs-only process builds it. */
export function runnerFor(server: { context: AppContext }, instanceId?: string, extra: AreaModule[] = []) {
  const jobs = collectJobs([...serverModules(server.context), ...extra]);
  return createJobRunner({ db: server.context.db, logger: createLogger('silent'), instanceId, jobs });
}

export async function orderByRef(db: Db, reference: string) {
  return db.selectFrom('orders').selectAll().where('order_no', '=', reference).executeTakeFirstOrThrow();
}

/** Sets the day (`YYYY-MM-DD`) a recurring order is next charged, as if time had passed. */
export async function setNextPaymentDate(db: Db, orderId: number, day: string): Promise<void> {
  await db.updateTable('orders').set({ next_payment_date: day }).where('id', '=', orderId).execute();
}

export async function coinsOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('wallets').select('coins').where('user_id', '=', userId).executeTakeFirst();
  return row?.coins ?? 0;
}

export async function giveCoins(db: Db, userId: number, amount: number): Promise<void> {
  await db.transaction().execute((trx) => credit(trx, { userId, currency: 'coins', amount, reason: 'test' }));
}

export async function firstCoinPack(db: Db) {
  return db.selectFrom('coin_packages').selectAll().orderBy('id').executeTakeFirstOrThrow();
}

export const buyer = { name: 'Aminah Binti Ali', email: 'aminah@example.my', phone_no: '0123456789' };

/** A coin-pack order input for `userId`. */
export function coinOrder(
  userId: number,
  pack: { id: number; name: string; price: number },
  extra: Partial<PlaceOrderInput> = {},
): PlaceOrderInput {
  return {
    userId,
    type: 'coins',
    lines: [
      { itemType: 'coin_pack', itemId: pack.id, name: pack.name, unitPriceSen: pack.price, quantity: 1 },
    ],
    method: 'senangpay',
    buyer,
    ...extra,
  };
}

/** A cart order of one course at RM 10 for `userId`, paid through senangPay. */
export function courseOrder(userId: number, course: { id: number; title: string }): PlaceOrderInput {
  return {
    userId,
    type: 'cart',
    method: 'senangpay',
    lines: [{ itemType: 'course', itemId: course.id, name: course.title, unitPriceSen: 1000, quantity: 1 }],
    buyer,
  };
}

/** A subscription to package 1 at RM 30 for `userId`, billed by senangPay's recurring API as `REC-1`. */
export function recurringPackageOrder(userId: number, name = 'Pakej bulanan'): PlaceOrderInput {
  return {
    userId,
    type: 'subscription',
    lines: [{ itemType: 'package', itemId: 1, name, unitPriceSen: 3000, quantity: 1 }],
    method: 'senangpay_recurring',
    recurringId: 'REC-1',
    buyer,
  };
}

/**
 * A coin order of the first pack placed through a reseller's code and the first affiliate's link, with
 * senangPay's signed callback that it was paid (transaction `<prefix>-<order id>`): what attribution and
 * commission tests replay.
 */
export async function attributedCoinOrder(db: Db, userId: number, resellerCode: string, prefix: string) {
  const pack = await firstCoinPack(db);
  const affiliate = await db.selectFrom('affiliates').select('id').orderBy('id').executeTakeFirstOrThrow();
  const placed = await orderServiceFor(db).placeOrder(
    coinOrder(userId, pack, { resellerCode, affiliateId: affiliate.id }),
  );
  const paid = signCallback({
    status_id: '1',
    order_id: placed.reference,
    transaction_id: `${prefix}-${placed.id}`,
    msg: 'Payment_was_successful',
  });
  return { pack, affiliate, placed, paid };
}

/** senangPay's signed callback that the order `reference` was paid, as transaction `transactionId`. */
export function paidCallback(reference: string, transactionId: string): Record<string, string> {
  return signCallback({ status_id: '1', order_id: reference, transaction_id: transactionId, msg: 'ok' });
}

/** A clock for scheduled jobs that only moves forward, so job leases stay consistent across tests. */
export function forwardClock(startMs = Date.now() + 2 * 3600_000) {
  let at = startMs;
  return (stepMs = 10 * 60_000) => {
    at += stepMs;
    return new Date(at);
  };
}
