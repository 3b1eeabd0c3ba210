import type { Database } from '@mahir/db';
import { couponRepository } from '@mahir/db/repositories/coupon.repository';
import type { Transaction } from 'kysely';
import { credit } from '../ledger/ledger.service';
import type { OrderRow } from './fulfilment';

/** Gives back the coins, points and coupon redemption an unpaid order had reserved; safe to call twice. */
export async function releaseReserved(trx: Transaction<Database>, order: OrderRow): Promise<void> {
  await couponRepository.release(trx, order.id);
  if (order.user_id === null) return;
  const spent = [
    ['coins', order.coins_used],
    ['points', order.points_used],
  ] as const;
  for (const [currency, amount] of spent) {
    if (amount <= 0) continue;
    await credit(trx, {
      userId: order.user_id,
      currency,
      amount,
      reason: currency === 'coins' ? 'Pemulangan Mahir Coins' : 'Pemulangan Mahir Points',
      refType: 'order',
      refId: order.id,
      idempotencyKey: `order:${order.id}:release:${currency}`,
    });
  }
}
