import type { Database } from '@mahir/db';
import type { OrderLineRow, OrderRow } from '@mahir/db/repositories/order.repository';
import type { OrderItemType } from '@mahir/shared/rules/order-state';
import type { Transaction } from 'kysely';

export type { OrderLineRow, OrderRow } from '@mahir/db/repositories/order.repository';

/** What a fulfilment handler is told: the paid order and the one line it fulfils. */
export interface FulfilmentContext {
  order: OrderRow;
  line: OrderLineRow;
}

/** Fulfils one line of a paid order inside the given transaction; it runs once per line. */
export type FulfilmentHandler = (trx: Transaction<Database>, ctx: FulfilmentContext) => Promise<void>;

/**
 * What happens when a line of `itemType` is paid. `name` identifies the handler in the `fulfilments`
 * table (unique per line and handler), so keep it stable.
 */
export interface Fulfilment {
  itemType: OrderItemType;
  name: string;
  handle: FulfilmentHandler;
}

/** Every area's fulfilments by item type, each list in the order the areas declared them. */
export type FulfilmentTable = ReadonlyMap<string, readonly Fulfilment[]>;

/**
 * Declares a fulfilment.
 *
 * @example fulfil('event', 'event-registration', async (trx, { order, line }) => { ... })
 */
export function fulfil(itemType: OrderItemType, name: string, handle: FulfilmentHandler): Fulfilment {
  return { itemType, name, handle };
}

/** Parses a line's stored details (placeOrder writes them as JSON). */
export function lineDetails(line: OrderLineRow): Record<string, unknown> {
  if (!line.details) return {};
  const parsed: unknown = JSON.parse(line.details);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}
