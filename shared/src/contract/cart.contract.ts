import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';
import { FIELD_MSG, MSG } from '../messages';
import { Flag, Id, requiredText } from './fields';
import { defineRoute } from './route';

/** Cart texts the spec leaves to us ("the response message is shown as a success notice"). */
export const CART_TEXT = {
  cleared: 'Your cart has been emptied.',
  removed: 'The item has been removed from your cart.',
  lineNotFound: 'This item is not in your cart.',
  methodNotAllowed: 'This payment method is not available for this cart.',
  notFree: 'This cart is not free.',
  packageCheckout: 'A package is bought on the subscription checkout.',
  priceChanged: 'The cart changed. Please review it and try again.',
  alreadyOrdered: 'This cart is already being checked out.',
  title: 'Secure Checkout',
  orderPlaced: 'Your order has been placed.',
  /** The spec gives no words for a non-numeric or too long postcode. */
  postcodeInvalid: 'Postcode is invalid',
} as const;

/** The two carts a shopper holds (spec 000 §2.4). */
export const CART_TYPES = ['subscription', 'merchandise'] as const;
export type CartType = (typeof CART_TYPES)[number];

/** A subscription cart line (spec 000 §3): money in sen. */
export const SubscriptionCartItem = z.object({
  rowId: z.string(),
  item_type: z.string(),
  name: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  preview_banner: z.string().nullable(),
  /** Discount of the line (per unit x quantity), in sen. */
  discounts_total_fixed: z.number().int(),
  subtotal: z.number().int(),
  is_recurring: z.boolean(),
  url: z.string().nullable(),
});
export type SubscriptionCartItem = z.infer<typeof SubscriptionCartItem>;

/** A merchandise cart line (spec 000 §3). */
export const MerchandiseCartItem = z.object({
  rowId: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  price: z.number().int(),
  quantity: z.number().int(),
  subtotal: z.number().int(),
});
export type MerchandiseCartItem = z.infer<typeof MerchandiseCartItem>;

/** The cart as the cart page and the checkout read it (spec 000 §3 "Cart (checkout view)"); sen. */
export const CartView = z.object({
  type: z.enum(CART_TYPES),
  /** 1 for the merchandise cart: the checkout shows the shipping form. */
  edit_address: z.union([z.literal(0), z.literal(1)]),
  cart_items: z.array(z.union([SubscriptionCartItem, MerchandiseCartItem])),
  /** Number of lines. */
  cart_quantity: z.number().int(),
  /** Sum of quantities. */
  quantity: z.number().int(),
  sub_total: z.number().int(),
  subtotal: z.number().int(),
  discount_total_amount: z.number().int(),
  /** What the buyer holds, whether or not it is used, so the checkout can offer the choice. */
  mahir_coins_balance: z.number().int(),
  mahir_points_balance: z.number().int(),
  /** Coins deducted (whole coins) and their value in sen. */
  mahir_coins: z.number().int(),
  mahir_coins_amount: z.number().int(),
  mahir_points: z.number().int(),
  mahir_points_amount: z.number().int(),
  grand_total: z.number().int(),
  is_recurring: z.boolean(),
  recurring_id: z.string().nullable(),
  is_free_mahir: z.union([z.literal(0), z.literal(1)]),
  /** True when the subscription cart holds a package, which the package checkout sells. */
  has_package: z.boolean(),
  /** Lines in each cart, so the page can offer the other one. */
  counts: z.object({ subscription: z.number().int(), merchandise: z.number().int() }),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  payment_method: z.enum(PAYMENT_METHODS),
  button_label: z.string(),
  /** The provider methods this server takes (only the configured providers', once any is configured). */
  offered_payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  /**
   * The coupon the cart carries (issue 21): its discount in sen (already out of `grand_total`, not in
   * `discount_total_amount`), the line to print, and the reason it does not apply now (discount 0) if so.
   */
  coupon: z
    .object({
      code: z.string(),
      discount: z.number().int(),
      label: z.string(),
      refusal: z.string().nullable(),
    })
    .nullable(),
});
export type CartView = z.infer<typeof CartView>;

/** The coupon field of the cart page: a code, for the cart the page shows (the one the cart view picked). */
export const CouponCodeBody = z.object({
  code: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(100)),
  cart: z.enum(CART_TYPES).optional(),
});
export const CouponCartBody = z.object({ cart: z.enum(CART_TYPES).optional() });

/** Billing details of the logged-in user (GET cart/user). */
export const CartUser = z.object({
  name: z.string(),
  email: z.string(),
  phone_no: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  state_id: z.number().int().nullable(),
});
export type CartUser = z.infer<typeof CartUser>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const OptionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const OptionalId = z.preprocess(blankToUndefined, Id.optional());
/** Whether to spend the buyer's coins (points): yes unless the buyer says no (left out means yes). */
const UseBalance = Flag.optional();

/** The standard order payload (spec 000 §3 "Order payload"). */
export const OrderPayload = z.object({
  name: requiredText(FIELD_MSG.fullNameRequired, 100),
  email: requiredText(FIELD_MSG.emailRequired, 50).pipe(z.email(FIELD_MSG.emailInvalid)),
  phone_no: OptionalText(50),
  address1: OptionalText(200),
  address2: OptionalText(200),
  postcode: OptionalText(10),
  city: OptionalText(100),
  state_id: OptionalId,
  type: z.preprocess(blankToUndefined, z.string().max(20).default('standard')),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  recurring_id: OptionalText(100),
  /** Sent as the spec writes it, but never trusted: the server attributes from the link's cookie. */
  affiliate_id: OptionalId,
  use_coins: UseBalance,
  use_points: UseBalance,
});
export type OrderPayload = z.infer<typeof OrderPayload>;

const digits = (required: string, max: number, invalid: string) =>
  requiredText(required, 200).pipe(z.string().max(max, invalid).regex(/^\d+$/, invalid));

/** The merchandise shipping form (spec 000 §5): the same rules on the form and the server. */
export const ShippingForm = z.object({
  name: requiredText(FIELD_MSG.fullNameRequired, 100),
  email: requiredText(FIELD_MSG.emailAddressRequired, 50).pipe(z.email(FIELD_MSG.emailInvalid)),
  phone_no: digits(FIELD_MSG.phoneRequired, 11, FIELD_MSG.phoneInvalid),
  address1: requiredText(FIELD_MSG.address1Required, 200),
  address2: OptionalText(200),
  postcode: digits(FIELD_MSG.postcodeRequired, 5, CART_TEXT.postcodeInvalid),
  city: requiredText(FIELD_MSG.cityRequired, 100),
  state_id: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: FIELD_MSG.stateRequired }).int().positive(FIELD_MSG.stateRequired),
  ),
});
export type ShippingForm = z.infer<typeof ShippingForm>;

/** The merchandise order: the shipping form plus the order payload's other fields. */
export const MerchandiseOrderPayload = ShippingForm.extend({
  type: z.preprocess(blankToUndefined, z.string().max(20).default('merchandise')),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** Sent as the spec writes it, but never trusted: the server attributes from the link's cookie. */
  affiliate_id: OptionalId,
  use_coins: UseBalance,
});
export type MerchandiseOrderPayload = z.infer<typeof MerchandiseOrderPayload>;

const RowId = z.object({ id: requiredText(CART_TEXT.lineNotFound, 100) });
const CartQuery = z.object({
  cart: z.enum(CART_TYPES).optional(),
  /** `0` shows the totals without the buyer's coins (points), as the checkout would charge them. */
  use_coins: UseBalance,
  use_points: UseBalance,
});
const Url = z.object({ url: z.string() });

export const cartContract = {
  show: defineRoute({
    method: 'GET',
    path: '/ajax/v2/cart',
    summary: `The shopper's cart with its summary; the merchandise cart carries edit_address 1 (empty: '${MSG.cartEmpty}')`,
    tag: 'cart',
    access: 'public',
    owner: 'self',
    query: CartQuery,
    response: CartView,
  }),
  count: defineRoute({
    method: 'GET',
    path: '/ajax/v2/cart/count',
    summary: "Lines in the shopper's two carts, for the header's cart icon (our path; every page carries it)",
    tag: 'cart',
    access: 'public',
    owner: 'self',
    response: z.object({ count: z.number().int() }),
  }),
  clear: defineRoute({
    method: 'POST',
    path: '/ajax/v2/cart/clear',
    summary: 'Empties the subscription cart',
    tag: 'cart',
    access: 'public',
    owner: 'self',
    encoding: 'json',
    response: z.null(),
  }),
  clearMerchandise: defineRoute({
    method: 'POST',
    path: '/ajax/v2/merchandise/clear',
    summary: 'Empties the merchandise cart',
    tag: 'cart',
    access: 'public',
    owner: 'self',
    encoding: 'json',
    response: z.null(),
  }),
  applyCoupon: defineRoute({
    method: 'POST',
    path: '/ajax/v2/cart/coupon',
    summary:
      'Applies a coupon code to the cart the page shows; answers the cart with its discount, or 422 with the reason it is refused',
    tag: 'cart',
    access: 'public',
    owner: 'self',
    encoding: 'json',
    body: CouponCodeBody,
    response: CartView,
  }),
  removeCoupon: defineRoute({
    method: 'POST',
    path: '/ajax/v2/cart/coupon/remove',
    summary: 'Takes the coupon off the cart the page shows; answers the cart',
    tag: 'cart',
    access: 'public',
    owner: 'self',
    encoding: 'json',
    body: CouponCartBody,
    response: CartView,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/ajax/v2/cart/remove',
    summary: 'Removes one line (by row id) from the subscription cart',
    tag: 'cart',
    access: 'public',
    owner: 'self',
    encoding: 'json',
    body: RowId,
    response: z.null(),
  }),
  removeMerchandise: defineRoute({
    method: 'POST',
    path: '/ajax/v2/merchandise/remove',
    summary: 'Removes one line (by row id) from the merchandise cart',
    tag: 'cart',
    access: 'public',
    owner: 'self',
    encoding: 'json',
    body: RowId,
    response: z.null(),
  }),
  user: defineRoute({
    method: 'GET',
    path: '/ajax/v2/cart/user',
    summary: 'Billing and shipping details of the logged-in user',
    tag: 'cart',
    access: 'user',
    owner: 'self',
    response: z.object({ user: CartUser }),
  }),
  states: defineRoute({
    method: 'GET',
    path: '/ajax/v2/cart/states',
    summary: 'States for the shipping form',
    tag: 'cart',
    access: 'public',
    owner: 'none',
    response: z.object({ states: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  }),
  placeOrder: defineRoute({
    method: 'POST',
    path: '/ajax/v2/cart/place-order',
    summary:
      'Places the subscription cart as an order; data.url is the provider page or, when paid, the order',
    tag: 'cart',
    access: 'user',
    verifiedEmail: true,
    owner: 'self',
    encoding: 'json',
    body: OrderPayload,
    response: Url,
  }),
  free: defineRoute({
    method: 'POST',
    path: '/ajax/v2/cart/free',
    summary: 'Completes a cart whose items cost nothing (free access), without a provider',
    tag: 'cart',
    access: 'user',
    owner: 'self',
    encoding: 'json',
    body: OrderPayload,
    response: Url,
  }),
  placeMerchandiseOrder: defineRoute({
    method: 'POST',
    path: '/ajax/v2/cart/place-order-merchandise',
    summary: 'Places the merchandise cart as an order with the shipping details',
    tag: 'cart',
    access: 'user',
    verifiedEmail: true,
    owner: 'self',
    encoding: 'json',
    body: MerchandiseOrderPayload,
    response: Url,
  }),
};
