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

interface Registered {
  name: string;
  handler: FulfilmentHandler;
}

const registry = new Map<string, Registered[]>();

/**
 * Registers what happens when a line of `itemType` is paid. `name` identifies the handler in the
 * `fulfilments` table (unique per line and handler), so keep it stable; registering the same name
 * again replaces the handler.
 *
 * @example registerFulfilment('event', async (trx, { order, line }) => { ... }, 'event-registration')
 */
export function registerFulfilment(itemType: OrderItemType, handler: FulfilmentHandler, name?: string): void {
  const list = registry.get(itemType) ?? [];
  const key = name ?? `${itemType}:${handler.name || list.length}`;
  const at = list.findIndex((r) => r.name === key);
  if (at >= 0) list[at] = { name: key, handler };
  else list.push({ name: key, handler });
  registry.set(itemType, list);
}

/** The handlers for a line's type, in registration order. */
export function fulfilmentHandlersFor(itemType: string): readonly Registered[] {
  return registry.get(itemType) ?? [];
}

/** Parses a line's stored details (placeOrder writes them as JSON). */
export function lineDetails(line: OrderLineRow): Record<string, unknown> {
  if (!line.details) return {};
  const parsed: unknown = JSON.parse(line.details);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}
