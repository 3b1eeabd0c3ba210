import type { PlacedOrder, PlaceOrderInput } from '../orders/order.service';

export type { OrderLineInput, PlacedOrder, PlaceOrderInput } from '../orders/order.service';

/** The one way anything is sold (engineer E1's `placeOrder`), as this area receives it. */
export type PlaceOrder = (input: PlaceOrderInput) => Promise<PlacedOrder>;
