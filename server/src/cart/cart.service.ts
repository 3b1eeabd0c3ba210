import type { Db } from '@mahir/db';
import {
  type CartLineRow,
  cartRepository,
  ownerOf,
  userCartOwner,
} from '@mahir/db/repositories/cart.repository';
import { cartLookupRepository } from '@mahir/db/repositories/cart-lookup.repository';
import { couponRepository } from '@mahir/db/repositories/coupon.repository';
import { eventRepository } from '@mahir/db/repositories/event.repository';
import { geographyRepository } from '@mahir/db/repositories/geography.repository';
import { orderRepository } from '@mahir/db/repositories/order.repository';
import {
  CART_TEXT,
  CART_TYPES,
  type CartType,
  type CartUser,
  type CartView,
  type MerchandiseOrderPayload,
  MSG,
  type OrderPayload,
  type PaymentMethod,
} from '@mahir/shared';
import { COUPON_MSG, type CouponRefusal, normalizeCouponCode } from '@mahir/shared/coupons/index';
import { buyerContact } from '@mahir/shared/rules/buyer-contact';
import { isPaymentMethodAllowed, paymentChoice } from '@mahir/shared/rules/cart-payment';
import type { OrderItemType } from '@mahir/shared/rules/order-state';
import { type Actor, actorId, type UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { checkCartCoupon } from '../coupons/cart-coupon';
import { buyableCourse } from '../course/course-enrolment.service';
import { AppError } from '../http/app-error';
import { publicMediaUrl } from '../media/media-url';
import type { OrderLineInput, OrderService, PlaceOrderInput } from '../orders/order.service';
import { eventRefusal } from '../tickets/ticket.service';
import { requireCartOwner } from './cart-owner';
import {
  type CartCouponLine,
  cartView,
  couponLines,
  lineOptions,
  recurringIdOf,
  totalsOf,
} from './cart-view';

/** The one way the cart sells anything: the money spine's placeOrder. */
export type OrderPlacer = Pick<OrderService, 'placeOrder'>;

/** Order line types each cart sells through place-order; a package goes through the package checkout. */
const SELLABLE: Record<CartType, readonly OrderItemType[]> = {
  subscription: ['course', 'event'],
  merchandise: ['merchandise'],
};

/** The order type each cart places. */
const ORDER_TYPE: Record<CartType, 'cart' | 'merchandise'> = {
  subscription: 'cart',
  merchandise: 'merchandise',
};

/** Which of the buyer's balances a checkout spends; points never pay for merchandise (spec 000 §3). */
export interface BalanceChoice {
  use_coins?: boolean;
  use_points?: boolean;
}

/** Throws 422 with the field's message when the method is not one the cart allows. */
function assertMethod(allowed: ReturnType<typeof paymentChoice>, method: PaymentMethod): void {
  if (!isPaymentMethodAllowed(allowed, method))
    throw AppError.invalid({ paymentMethod: [CART_TEXT.methodNotAllowed] });
}

function orderLines(
  lines: readonly CartLineRow[],
  type: CartType,
  couponShares: readonly number[] = [],
): OrderLineInput[] {
  return lines.map((l, i) => {
    const o = lineOptions(l);
    return {
      couponSen: couponShares[i] ?? 0,
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

/**
 * Lines in the asker's subscription and merchandise carts, for the header's cart icon: the user's carts,
 * else those of the visitor's session.
 */
export async function cartLineCount(db: Db, actor: Actor, sessionId: string | null): Promise<number> {
  const owner = ownerOf(actorId(actor), sessionId);
  if (!owner) return 0;
  const summary = await cartRepository.summary(db, owner.key);
  return summary
    .filter((s) => (CART_TYPES as readonly string[]).includes(s.type))
    .reduce((n, s) => n + s.lines, 0);
}

/** The two carts (spec 000 §2.4, §2.5, §7 "Cart and order"): reading, emptying and placing orders. */
export function createCartService({
  db,
  clock: now,
  orders,
  offered,
}: ServiceDeps & {
  orders: OrderPlacer;
  /** The provider methods this server takes, for the checkout to list (all of them by default). */
  offered?: readonly PaymentMethod[];
}) {
  /**
   * What the buyer holds: the wallet plus what their own pending order of this cart holds back, since
   * placing the cart again resumes or replaces that order and so frees it.
   */
  async function balancesOf(actor: Actor, type: CartType) {
    if (actor.kind !== 'user') return { coins: 0, points: 0 };
    const { coins, points } = await orderRepository.available(db, actor.id, ORDER_TYPE[type]);
    return { coins, points: type === 'merchandise' ? 0 : points };
  }

  /** The balances a checkout spends: those the buyer chose to use. */
  function spendable(balances: { coins: number; points: number }, choice: BalanceChoice) {
    return {
      coins: choice.use_coins === false ? 0 : balances.coins,
      points: choice.use_points === false ? 0 : balances.points,
    };
  }

  /**
   * Every rule that decides who may buy (spec 000 §6), asked again when the order is placed: a visitor
   * who logs in late, a line added before a change, an event whose day has passed.
   */
  async function assertMayBuy(actor: UserActor, lines: readonly CartLineRow[]): Promise<void> {
    const at = now();
    for (const line of lines) {
      if (line.item_type === 'course') await buyableCourse(db, actor, line.item_id);
      if (line.item_type === 'event') {
        const event = await eventRepository.findActiveById(db, line.item_id);
        const refusal = event ? await eventRefusal(db, event, actor, at) : null;
        if (refusal) throw refusal;
      }
    }
  }

  /** The coupon the cart carries, checked against its lines now; null when it carries none. */
  async function couponOn(
    ownerKey: string,
    type: CartType,
    lines: readonly CartLineRow[],
    userId: number | null,
  ) {
    const code = await couponRepository.cartCode(db, ownerKey, type);
    if (!code) return null;
    const checked = await checkCartCoupon(db, code, couponLines(lines), userId, now());
    const a = checked.application;
    const line: CartCouponLine = {
      code,
      discountSen: a.ok ? a.discountSen : 0,
      refusal: a.ok ? null : COUPON_MSG.en.refusal[a.reason],
    };
    return { checked, line };
  }

  async function pictureResolver(lines: readonly CartLineRow[]) {
    const pictures = await cartLookupRepository.pictures(db, lines);
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
  async function assertCurrentPrices(
    actor: UserActor,
    type: CartType,
    lines: readonly CartLineRow[],
  ): Promise<void> {
    const current = await cartLookupRepository.currentPrices(db, lines);
    let changed = false;
    for (const line of lines) {
      const today = current.get(`${line.item_type}:${line.item_id}`);
      if (!today) {
        await cartRepository.clear(db, userCartOwner(actor.id).key, type, [line.id]);
        changed = true;
      } else if (today.price !== line.price || today.discount !== Math.min(line.discount, line.price)) {
        await cartRepository.reprice(db, line.id, today);
        changed = true;
      }
    }
    if (changed) throw AppError.conflict(CART_TEXT.priceChanged);
  }

  /**
   * Places the lines of a cart as one order through the money spine. The lines stay in the cart until the
   * order is paid (a declined payment leaves the cart as it was), and placing the same cart again resumes
   * the buyer's pending order instead of making a second one.
   */
  async function place(
    actor: UserActor,
    type: CartType,
    payload: OrderPayload | MerchandiseOrderPayload,
    free: boolean,
    affiliateId: number | null,
  ): Promise<{ url: string }> {
    const owner = userCartOwner(actor.id);
    const lines = await cartRepository.lines(db, owner.key, type);
    if (lines.length === 0) throw AppError.invalid({ cart: [MSG.cartEmpty] }, MSG.cartEmpty);
    if (lines.some((l) => l.item_type === 'package'))
      throw AppError.invalid({ cart: [CART_TEXT.packageCheckout] }, CART_TEXT.packageCheckout);
    if (lines.some((l) => !SELLABLE[type].includes(l.item_type as OrderItemType)))
      throw AppError.invalid({ cart: [CART_TEXT.lineNotFound] }, CART_TEXT.lineNotFound);
    await assertCurrentPrices(actor, type, lines);
    await assertMayBuy(actor, lines);
    const coupon = await couponOn(owner.key, type, lines, actor.id);
    const applied = coupon?.checked.application;
    if (applied && !applied.ok) throw couponRefused(applied.reason);
    const totals = totalsOf(
      lines,
      spendable(await balancesOf(actor, type), payload),
      applied?.ok ? applied.discountSen : 0,
    );
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
      userId: actor.id,
      type: ORDER_TYPE[type],
      lines: orderLines(lines, type, applied?.ok ? applied.perLine : []),
      method,
      coinsToSpend: totals.coinsUsed,
      pointsToSpend: totals.pointsUsed,
      buyer: buyerContact(payload),
      // Attribution comes from the link the buyer followed, not from what the body claims.
      affiliateId,
      recurringId: method === 'senangpay_recurring' ? recurringIdOf(lines) : null,
      fromCart: type,
      coupon:
        applied?.ok && coupon?.checked.row
          ? {
              id: coupon.checked.row.id,
              code: coupon.checked.code,
              totalLimit: applied.coupon.totalLimit,
              perUserLimit: applied.coupon.perUserLimit,
              owner: applied.coupon.owner && { kind: applied.coupon.owner.kind, id: applied.coupon.owner.id },
            }
          : null,
    };
    const placed = await orders.placeOrder(input);
    return { url: placed.url };
  }

  return {
    /** The cart to show with its summary; coins and points are those of the logged-in buyer. */
    async view(
      actor: Actor,
      sessionId: string | null,
      asked?: CartType,
      choice: BalanceChoice = {},
    ): Promise<CartView> {
      const owner = ownerOf(actorId(actor), sessionId);
      const none = { coins: 0, points: 0 };
      if (!owner) return cartView(asked ?? 'subscription', [], none, none, emptyCounts(), undefined, offered);
      const { type, counts } = await pickCart(owner.key, asked);
      const lines = await cartRepository.lines(db, owner.key, type);
      const held = await balancesOf(actor, type);
      const coupon = await couponOn(owner.key, type, lines, actorId(actor));
      return cartView(
        type,
        lines,
        held,
        spendable(held, choice),
        counts,
        await pictureResolver(lines),
        offered,
        coupon?.line ?? null,
      );
    },

    /**
     * Applies a coupon code to the cart the page shows (the one asked for, else the one the view picks):
     * refused with the reason and nothing changed, or kept on the cart and the cart answered with its discount.
     */
    async applyCoupon(actor: Actor, sessionId: string | null, input: { code: string; cart?: CartType }) {
      const owner = requireCartOwner(actor, sessionId);
      if (input.code.trim() === '')
        throw AppError.invalid({ code: [COUPON_MSG.en.codeRequired] }, COUPON_MSG.en.codeRequired);
      const code = normalizeCouponCode(input.code);
      if (!code) throw couponRefused('unknown_code');
      const { type } = await pickCart(owner.key, input.cart);
      const lines = await cartRepository.lines(db, owner.key, type);
      if (lines.length === 0) throw AppError.invalid({ code: [MSG.cartEmpty] }, MSG.cartEmpty);
      const checked = await checkCartCoupon(db, code, couponLines(lines), actorId(actor), now());
      if (!checked.application.ok) throw couponRefused(checked.application.reason);
      await couponRepository.setCartCode(db, owner.key, type, code, now().toISOString());
      return this.view(actor, sessionId, type);
    },

    /** Takes the coupon off the cart the page shows; a cart without one is answered as it is. */
    async removeCoupon(actor: Actor, sessionId: string | null, input: { cart?: CartType }) {
      const owner = requireCartOwner(actor, sessionId);
      const { type } = await pickCart(owner.key, input.cart);
      await couponRepository.setCartCode(db, owner.key, type, null, now().toISOString());
      return this.view(actor, sessionId, type);
    },

    async clear(actor: Actor, sessionId: string | null, type: CartType): Promise<void> {
      const owner = ownerOf(actorId(actor), sessionId);
      if (owner) await cartRepository.clear(db, owner.key, type);
    },

    /** Removes a line; 404 when this shopper's cart has no such line. */
    async remove(actor: Actor, sessionId: string | null, type: CartType, rowId: string): Promise<void> {
      const owner = requireCartOwner(actor, sessionId);
      const removed = await cartRepository.removeLine(db, owner.key, type, rowId, now().toISOString());
      if (!removed) throw AppError.notFound(CART_TEXT.lineNotFound);
    },

    /** The buyer's details, to fill the checkout forms. */
    async user(actor: UserActor): Promise<{ user: CartUser }> {
      const row = await cartLookupRepository.buyer(db, actor.id);
      if (!row) throw AppError.notFound();
      return { user: row };
    },

    async states() {
      return { states: await geographyRepository.states(db) };
    },

    /** Standard checkout of the subscription cart; `affiliateId` is the one of the followed link. */
    placeOrder: (actor: UserActor, payload: OrderPayload, affiliateId: number | null = null) =>
      place(actor, 'subscription', payload, false, affiliateId),
    /** Free access: the subscription cart's items cost nothing. */
    free: (actor: UserActor, payload: OrderPayload, affiliateId: number | null = null) =>
      place(actor, 'subscription', payload, true, affiliateId),
    /** Merchandise checkout with the shipping form. */
    placeMerchandise: (
      actor: UserActor,
      payload: MerchandiseOrderPayload,
      affiliateId: number | null = null,
    ) => place(actor, 'merchandise', payload, false, affiliateId),
  };
}

/** A coupon refused with its reason: 422, the message under `code`, the reason as the error's code. */
function couponRefused(reason: CouponRefusal): AppError {
  const message = COUPON_MSG.en.refusal[reason];
  return AppError.invalid({ code: [message] }, message, reason);
}

function emptyCounts(): CartView['counts'] {
  return { subscription: 0, merchandise: 0 };
}

export type CartService = ReturnType<typeof createCartService>;
