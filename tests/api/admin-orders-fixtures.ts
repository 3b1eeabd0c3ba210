import type { PlaceOrderInput } from '@mahir/server/orders/order.service';
import type { AdminOrderDetail, AdminOrderRow } from '@mahir/shared/contract/admin-order.contract';
import type { TestServer } from '../support/test-server';
import { orderByRef, orderServiceFor, paidCallback, postCallback, runnerFor } from './money-fixtures';

export interface Answer<T> {
  data: T;
  message?: string;
  errors?: Record<string, string[]>;
}
export type OrderPage = Answer<{ data: AdminOrderRow[]; total: number; last_page: number }>;
export type OrderDetail = Answer<AdminOrderDetail>;

let paidCount = 0;

/** Places an order, pays it through the signed senangPay callback and runs its fulfilment. */
export async function paidOrder(server: TestServer, input: PlaceOrderInput) {
  const placed = await orderServiceFor(server.db).placeOrder(input);
  paidCount += 1;
  const res = await postCallback(
    server.url,
    paidCallback(placed.reference, `T-AO-${placed.id}-${paidCount}`),
  );
  if (res.status !== 200) throw new Error(`callback answered ${res.status} ${res.text}`);
  await runnerFor(server).tick();
  return orderByRef(server.db, placed.reference);
}
