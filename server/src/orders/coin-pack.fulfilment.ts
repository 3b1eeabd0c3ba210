import { coinPackRepository } from '@mahir/db/repositories/coin-pack.repository';
import { credit } from '../ledger/ledger.service';
import { type Fulfilment, type FulfilmentHandler, fulfil, lineDetails } from './fulfilment';

/** A paid coin pack credits its coins (times the quantity) to the buyer's coin ledger, once. */
export const creditCoinPack: FulfilmentHandler = async (trx, { order, line }) => {
  if (order.user_id === null) throw new Error(`coin order ${order.order_no} has no buyer account`);
  const coins = await coinPackRepository.coinsOf(trx, line.item_id);
  const perPack = coins ?? Number(lineDetails(line).coins ?? 0);
  if (!Number.isSafeInteger(perPack) || perPack <= 0) throw new Error(`coin pack ${line.item_id} not found`);
  await credit(trx, {
    userId: order.user_id,
    currency: 'coins',
    amount: perPack * line.quantity,
    reason: 'Pembelian Mahir Coins',
    refType: 'order',
    refId: order.id,
    idempotencyKey: `fulfil:${line.id}:coins`,
  });
};

/** The coin-pack fulfilment. */
export const coinPackFulfilments: readonly Fulfilment[] = [
  fulfil('coin_pack', 'coin-pack-credit', creditCoinPack),
];
