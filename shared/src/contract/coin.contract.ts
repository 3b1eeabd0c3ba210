import { z } from 'zod';
import { Id } from './fields';
import { defineRoute } from './route';

export { COIN_TEXT } from './coin-text';

/** Where the coin pages live (the spec shows no paths for them). */
export const COIN_PAGES = { packs: '/mahir-coins', checkout: '/mahir-coins/checkout' } as const;

/** Only the card and the online wallet provider sell coins (spec 000 §7). */
export const COIN_PAYMENT_METHODS = ['senangpay', 'paypal'] as const;

/** A coin pack on sale: price in sen, coins as whole coins. */
export const CoinPack = z.object({
  id: z.number().int(),
  name: z.string(),
  coins: z.number().int(),
  price: z.number().int(),
});
export type CoinPack = z.infer<typeof CoinPack>;

/** The coin cart (spec 000 §3 "Coin cart"), or where to go when there is none. */
export const CoinCart = z.object({
  url: z.string().optional(),
  cart_items: z.array(
    z.object({
      rowId: z.string(),
      name: z.string(),
      price: z.number().int(),
      quantity: z.number().int(),
      coins: z.number().int(),
    }),
  ),
  sub_total: z.number().int(),
  cart_quantity: z.number().int(),
  /** Coins the cart buys. */
  sub_coins: z.number().int(),
  /** The coin payment methods this server takes (only the configured providers', once any is configured). */
  payment_methods: z.array(z.enum(COIN_PAYMENT_METHODS)),
});
export type CoinCart = z.infer<typeof CoinCart>;

const Url = z.object({ url: z.string() });

export const coinContract = {
  packs: defineRoute({
    method: 'GET',
    path: '/ajax/v2/mahir-coin/packs',
    summary: 'Coin packs on sale, and the viewer’s coin balance when logged in',
    tag: 'coins',
    access: 'public',
    owner: 'self',
    response: z.object({ packs: z.array(CoinPack), balance: z.number().int().nullable() }),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/ajax/v2/mahir-coin/add',
    summary: 'Puts a coin pack in the user’s coin cart; data.url is the coin checkout',
    tag: 'coins',
    access: 'user',
    owner: 'self',
    encoding: 'json',
    body: z.object({ coin_package_id: Id }),
    response: Url,
  }),
  cart: defineRoute({
    method: 'GET',
    path: '/ajax/v2/mahir-coin/cart',
    summary: 'The coin cart; data.url instead when there is nothing to check out',
    tag: 'coins',
    access: 'user',
    owner: 'self',
    response: CoinCart,
  }),
  payment: defineRoute({
    method: 'POST',
    path: '/ajax/v2/mahir-coin/payment',
    summary: 'Places the coin cart as an order; data.url is the provider page',
    tag: 'coins',
    access: 'user',
    verifiedEmail: true,
    owner: 'self',
    encoding: 'json',
    body: z.object({ payment_method: z.enum(COIN_PAYMENT_METHODS) }),
    response: Url,
  }),
  cancel: defineRoute({
    method: 'GET',
    path: '/ajax/v2/mahir-coin/cancel',
    summary: 'Empties the coin cart; data.url is where to go',
    tag: 'coins',
    access: 'user',
    owner: 'self',
    response: Url,
  }),
};
