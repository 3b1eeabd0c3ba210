import type { Db } from '@mahir/db';
import {
  type CartLineRow,
  type CartOwner,
  cartRepository,
} from '@mahir/db/repositories/cart-owner.repository';
import { coinPackRepository } from '@mahir/db/repositories/coin-pack.repository';
import { geographyRepository } from '@mahir/db/repositories/geography.repository';
import {
  CART_TEXT,
  type CartType,
  type CartUser,
  type CartView,
  type MerchandiseOrderPayload,
  MSG,
  type OrderPayload,
  type PaymentMethod,
} from '@mahir/shared';
import { isPaymentMethodAllowed, paymentChoice } from '@mahir/shared/rules/cart-payment';
import type { OrderItemType } from '@mahir/shared/rules/order-state';
import { AppError } from '../http/app-error';
import type { CurrentUser } from '../http/state';
import { publicMediaUrl } from '../media/media-url';
import type { OrderLineInput, OrderService, PlaceOrderInput } from '../orders/order.service';
import { cartView, lineOptions, recurringIdOf, totalsOf } from './cart-view';

/** The one way the cart sells anything: the money spine's placeOrder. */
export type OrderPlacer = Pick<OrderService, 'placeOrder'>;

/** Who is asking: the logged-in user, else the visitor's session. */
export interface Shopper {
  user: CurrentUser | null;
  sessionId: string | null;
}

/** Order line types each cart sells through place-order; a package goes through the package checkout. */
const SELLABLE: Record<CartType, readonly OrderItemType[]> = {
  subscription: ['course', 'event'],
  merchandise: ['merchandise'],
};

function ownerOf(shopper: Shopper): CartOwner | null {
  if (shopper.user) return { key: `user:${shopper.user.id}`, userId: shopper.user.id };
  if (shopper.sessionId) return { key: `session:${shopper.sessionId}`, userId: null };
  return null;
}

function requireOwner(shopper: Shopper): CartOwner {
  const owner = ownerOf(shopper);
  if (!owner) throw AppError.unauthenticated();
  return owner;
}

/** Throws 422 with the field's message when the method is not one the cart allows. */
function assertMethod(allowed: ReturnType<typeof paymentChoice>, method: PaymentMethod): void {
  if (!isPaymentMethodAllowed(allowed, method))
    throw AppError.invalid({ paymentMethod: [CART_TEXT.methodNotAllowed] });
}

function orderLines(lines: readonly CartLineRow[], type: CartType): OrderLineInput[] {
  return lines.map((l) => {
    const o = lineOptions(l);
    return {
      itemType: l.item_type as OrderItemType,
      itemId: l.item_id,
      name: l.name,
      unitPriceSen: l.price,
      quantity: l.quantity,
      discountSen: Math.min(l.discount, l.price),
      details:
        type === 'merchandise'
          ? { cart_row_id: l.row_id }
          : {
              cart_row_id: l.row_id,
              is_recurring: o.is_recurring === true,
              recurring_id: o.recurring_id ?? null,
            },
    };
  });
}

/** The two carts (spec 000 §2.4, §2.5, §7 "Cart and order"): reading, emptying and placing orders. */
export function createCartService(db: Db, orders: OrderPlacer, now: () => Date = () => new Date()) {
  async function balancesOf(user: CurrentUser | null) {
    return user ? coinPackRepository.balances(db, user.id) : { coins: 0, points: 0 };
  }

  async function pictureResolver(lines: readonly CartLineRow[]) {
    const pictures = await cartRepository.pictures(db, lines);
    return (line: CartLineRow) => {
      const p = pictures.get(`${line.item_type}:${line.item_id}`);
      return p ? publicMediaUrl(p.hashslug, p.extension) : null;
    };
  }

  /** Picks the cart to show: the one asked for, else the latest non-empty one, else the subscription cart. */
  async function pickCart(ownerKey: string, asked: CartType | undefined) {
    const summary = await cartRepository.summary(db, ownerKey);
    const count = (t: CartType) => summary.find((s) => s.type === t)?.lines ?? 0;
    const counts = { subscription: count('subscription'), merchandise: count('merchandise') };
    if (asked) return { type: asked, counts };
    const filled = summary
      .filter(
        (s): s is typeof s & { type: CartType } => s.type === 'subscription' || s.type === 'merchandise',
      )
      .filter((s) => s.lines > 0)
      .sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0));
    return { type: filled[0]?.type ?? ('subscription' as CartType), counts };
  }

  /**
   * Refuses to sell at a stale price: lines whose item changed price are brought up to date, lines
   * no longer on sale are removed, and the buyer is asked to review the cart (409).
   */
  async function assertCurrentPrices(lines: readonly CartLineRow[]): Promise<void> {
    const current = await cartRepository.currentPrices(db, lines);
    let changed = false;
    for (const line of lines) {
      const today = current.get(`${line.item_type}:${line.item_id}`);
      if (!today) {
        await cartRepository.take(db, [line]);
        changed = true;
      } else if (today.price !== line.price || today.discount !== Math.min(line.discount, line.price)) {
        await cartRepository.reprice(db, line.id, today);
        changed = true;
      }
    }
    if (changed) throw AppError.conflict(CART_TEXT.priceChanged);
  }

  /** Places the lines of a cart as one order through the money spine; the lines leave the cart with it. */
  async function place(
    user: CurrentUser,
    type: CartType,
    payload: OrderPayload | MerchandiseOrderPayload,
    free: boolean,
  ): Promise<{ url: string }> {
    const owner = requireOwner({ user, sessionId: null });
    const lines = await cartRepository.lines(db, owner.key, type);
    if (lines.length === 0) throw AppError.invalid({ cart: [MSG.cartEmpty] }, MSG.cartEmpty);
    if (lines.some((l) => l.item_type === 'package'))
      throw AppError.invalid({ cart: [CART_TEXT.packageCheckout] }, CART_TEXT.packageCheckout);
    if (lines.some((l) => !SELLABLE[type].includes(l.item_type as OrderItemType)))
      throw AppError.invalid({ cart: [CART_TEXT.lineNotFound] }, CART_TEXT.lineNotFound);
    await assertCurrentPrices(lines);
    const totals = totalsOf(lines, await balancesOf(user));
    const choice = paymentChoice({
      grandTotalSen: totals.grandTotalSen,
      isFreeMahir: totals.isFree,
      isRecurring: totals.isRecurring,
    });
    let method: PaymentMethod;
    if (free) {
      if (!totals.isFree) throw AppError.invalid({ cart: [CART_TEXT.notFree] }, CART_TEXT.notFree);
      method = 'free';
    } else {
      method = payload.paymentMethod ?? choice.defaultMethod;
      assertMethod(choice, method);
    }
    const input: PlaceOrderInput = {
      userId: user.id,
      type: type === 'merchandise' ? 'merchandise' : 'cart',
      lines: orderLines(lines, type),
      method,
      coinsToSpend: totals.coinsUsed,
      pointsToSpend: totals.pointsUsed,
      buyer: {
        name: payload.name,
        email: payload.email,
        phone_no: payload.phone_no ?? null,
        address1: payload.address1 ?? null,
        address2: payload.address2 ?? null,
        postcode: payload.postcode ?? null,
        city: payload.city ?? null,
        state_id: payload.state_id ?? null,
      },
      affiliateId: payload.affiliate_id ?? null,
      recurringId: method === 'senangpay_recurring' ? recurringIdOf(lines) : null,
    };
    // Taking the lines first makes a double submit place one order, not two.
    if (!(await cartRepository.take(db, lines))) throw AppError.conflict(CART_TEXT.alreadyOrdered);
    try {
      const placed = await orders.placeOrder(input);
      return { url: placed.url };
    } catch (err) {
      await cartRepository.restore(db, lines[0]?.cart_id ?? 0, lines);
      throw err;
    }
  }

  return {
    /** The cart to show with its summary; coins and points are those of the logged-in buyer. */
    async view(shopper: Shopper, asked?: CartType): Promise<CartView> {
      const owner = ownerOf(shopper);
      if (!owner) return cartView(asked ?? 'subscription', [], { coins: 0, points: 0 }, emptyCounts());
      const { type, counts } = await pickCart(owner.key, asked);
      const lines = await cartRepository.lines(db, owner.key, type);
      return cartView(type, lines, await balancesOf(shopper.user), counts, await pictureResolver(lines));
    },

    async clear(shopper: Shopper, type: CartType): Promise<void> {
      const owner = ownerOf(shopper);
      if (owner) await cartRepository.clear(db, owner.key, type);
    },

    /** Removes a line; 404 when this shopper's cart has no such line. */
    async remove(shopper: Shopper, type: CartType, rowId: string): Promise<void> {
      const owner = requireOwner(shopper);
      const removed = await cartRepository.removeLine(db, owner.key, type, rowId, now().toISOString());
      if (!removed) throw AppError.notFound(CART_TEXT.lineNotFound);
    },

    /** The buyer's details, to fill the checkout forms. */
    async user(user: CurrentUser): Promise<{ user: CartUser }> {
      const row = await cartRepository.buyer(db, user.id);
      if (!row) throw AppError.notFound();
      return { user: row };
    },

    async states() {
      return { states: await geographyRepository.states(db) };
    },

    /** Standard checkout of the subscription cart. */
    placeOrder: (user: CurrentUser, payload: OrderPayload) => place(user, 'subscription', payload, false),
    /** Free access: the subscription cart's items cost nothing. */
    free: (user: CurrentUser, payload: OrderPayload) => place(user, 'subscription', payload, true),
    /** Merchandise checkout with the shipping form. */
    placeMerchandise: (user: CurrentUser, payload: MerchandiseOrderPayload) =>
      place(user, 'merchandise', payload, false),
  };
}

function emptyCounts(): CartView['counts'] {
  return { subscription: 0, merchandise: 0 };
}

export type CartService = ReturnType<typeof createCartService>;
