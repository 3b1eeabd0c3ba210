import type { Database, Db } from '@mahir/db';
import { cartRepository } from '@mahir/db/repositories/cart.repository';
import { couponRepository } from '@mahir/db/repositories/coupon.repository';
import { orderRepository as orders } from '@mahir/db/repositories/order.repository';
import { PAYMENT_METHODS, type PaymentMethod } from '@mahir/shared';
import { COUPON_MSG, type CouponRefusal } from '@mahir/shared/coupons/index';
import { COIN_VALUE_SEN, POINT_VALUE_SEN } from '@mahir/shared/money/index';
import { buyerContact } from '@mahir/shared/rules/buyer-contact';
import { ORDER_ITEM_TYPES, type OrderItemType, type OrderState } from '@mahir/shared/rules/order-state';
import { lineCharges, orderTax, type TaxTable } from '@mahir/shared/tax/index';
import type { Transaction } from 'kysely';
import { AppError } from '../http/app-error';
import { debit } from '../ledger/ledger.service';
import { loadPaymentConfig } from '../payments/payment-config';
import { createPaymentGateway, type PaymentGateway } from '../payments/payment-gateway';
import { payPalFromConfig } from '../payments/paypal.provider';
import { DEFAULT_SST, type SstConfig } from '../tax/sst-config';
import { loadTaxTable } from '../tax/tax-table';
import type { OrderRow } from './fulfilment';
import { newHashslug, newOrderReference, orderPagePath } from './order-reference';
import { type StoredLine, samePendingOrder } from './order-resume';
import { markPaid, markUnpaid } from './order-transition';

export type { OrderItemType } from '@mahir/shared/rules/order-state';

/** One line of an order as callers describe it; prices in sen. */
export interface OrderLineInput {
  itemType: OrderItemType;
  itemId: number;
  name: string;
  unitPriceSen: number;
  quantity: number;
  discountSen?: number;
  /** The line's share of the order's coupon (sen, for the whole line), as `allocateCouponDiscount` gave it. */
  couponSen?: number;
  /** e.g. package selection, student user id, billing type. */
  details?: Record<string, unknown>;
}

export interface PlaceOrderInput {
  userId: number | null;
  type: 'subscription' | 'cart' | 'merchandise' | 'coins' | 'event' | 'renewal';
  lines: OrderLineInput[];
  method: PaymentMethod;
  coinsToSpend?: number;
  pointsToSpend?: number;
  buyer: {
    name: string;
    email: string;
    phone_no?: string | null;
    address1?: string | null;
    address2?: string | null;
    postcode?: string | null;
    city?: string | null;
    state_id?: number | null;
  };
  resellerCode?: string | null;
  affiliateId?: number | null;
  /** senangPay recurring plan id, for `senangpay_recurring`. */
  recurringId?: string | null;
  /**
   * The cart's coupon, checked by the caller; its shares are on the lines (`couponSen`). It is redeemed in the
   * order's transaction within its limits (refused with its reason when they are reached), and a partner's
   * coupon credits its owner like their code or link.
   */
  coupon?: {
    id: number;
    code: string;
    totalLimit: number | null;
    perUserLimit: number | null;
    owner: { kind: 'reseller' | 'affiliate'; id: number } | null;
  } | null;
  /**
   * The buyer's cart the lines come from (`subscription`, `merchandise`). The lines stay in it until the
   * order is paid, and the buyer's earlier pending order of the same type gives way: the same order again
   * (a double submit, or a return from the payment page) resumes it, anything else expires it.
   */
  fromCart?: string;
  /**
   * A pay-link renewal: the subscription order it renews and the due date it is for. Its paid `order.paid`
   * extends that order (the renewal-payment handler) instead of fulfilling its lines; an earlier unpaid
   * pay-link order of the same subscription gives way (expired).
   */
  renewalOf?: { orderId: number; period: string };
}

export interface PlacedOrder {
  id: number;
  reference: string;
  status: OrderState;
  totalSen: number;
  /** The provider or sandbox page, or the order's page when it is already paid (free, fully coins). */
  url: string;
}

/** What the order service needs: the context's database, clock, config and payment gateway. */
export interface OrderServiceDeps {
  db: Db;
  /** `sst` defaults to `SST_RATE`'s default (8 %). */
  config: { appSecret: string; publicUrl: string; sst?: SstConfig };
  /** Defaults to the providers configured by the environment. */
  gateway?: PaymentGateway;
  /** Defaults to the wall clock. */
  clock?: () => Date;
}

/** Totals of an order, computed from its lines and what the buyer spends from the ledgers. */
export interface OrderTotals {
  subtotal: number;
  /** The lines' own discounts and the coupon's. */
  discountTotal: number;
  /** The coupon's part of `discountTotal`. */
  couponSen: number;
  coinsUsed: number;
  pointsUsed: number;
  grandTotal: number;
}

const whole = (n: unknown, min: number) => typeof n === 'number' && Number.isSafeInteger(n) && n >= min;

function checkLines(lines: OrderLineInput[]): void {
  const bad = (message: string) => AppError.invalid({ lines: [message] });
  if (!Array.isArray(lines) || lines.length === 0) throw bad('An order needs at least one line');
  for (const l of lines) {
    if (!(ORDER_ITEM_TYPES as readonly string[]).includes(l.itemType))
      throw bad(`Unknown item type ${l.itemType}`);
    if (!whole(l.itemId, 1)) throw bad('Item id must be a positive whole number');
    if (!whole(l.unitPriceSen, 0)) throw bad('Prices are whole, non-negative sen');
    if (!whole(l.quantity, 1)) throw bad('Quantity must be a whole number of at least 1');
    const discount = l.discountSen ?? 0;
    if (!whole(discount, 0) || discount > l.unitPriceSen)
      throw bad('Discount must be between 0 and the price');
    const coupon = l.couponSen ?? 0;
    if (!whole(coupon, 0) || coupon > (l.unitPriceSen - discount) * l.quantity)
      throw bad('A coupon share must be between 0 and the line amount');
  }
}

/**
 * Each line's charge (after its coupon and points shares) and the tax inside it, by the one rounding rule
 * (`orderTax`, docs/tax.md). Points lower the price; coins are a way of paying and lower nothing, so the
 * charges add up to the grand total plus the coins' value.
 */
export function lineTaxes(lines: OrderLineInput[], totals: OrderTotals, table: TaxTable, sstRateBp: number) {
  const due = totals.subtotal - totals.discountTotal;
  const coinsSen = Math.min(totals.coinsUsed * COIN_VALUE_SEN, due);
  const pointsSen = due - coinsSen - totals.grandTotal;
  const before = lines.map((l) => ({
    itemType: l.itemType,
    listSen: (l.unitPriceSen - (l.discountSen ?? 0)) * l.quantity,
    couponSen: l.couponSen ?? 0,
  }));
  const charges = lineCharges(before, pointsSen);
  const tax = orderTax(
    before.map((l, i) => ({ itemType: l.itemType, chargeSen: charges[i] ?? 0 })),
    table,
    sstRateBp,
  );
  return before.map((l, i) => {
    const t = tax.lines[i];
    const charge = charges[i] ?? 0;
    return {
      coupon_discount: l.couponSen,
      points_discount: l.listSen - l.couponSen - charge,
      charge,
      tax_type: t?.type ?? null,
      tax_rate_bp: t?.rateBasisPoints ?? 0,
      tax: t?.taxSen ?? 0,
    };
  });
}

/** Server-side totals: sub total less discounts, then coins (1 coin = RM 1) and points, never below zero. */
export function orderTotals(lines: OrderLineInput[], coinsToSpend = 0, pointsToSpend = 0): OrderTotals {
  const subtotal = lines.reduce((s, l) => s + l.unitPriceSen * l.quantity, 0);
  // The coupon is a discount like the lines' own: the order's discount total holds both.
  const discountTotal = lines.reduce((s, l) => s + (l.discountSen ?? 0) * l.quantity + (l.couponSen ?? 0), 0);
  const due = subtotal - discountTotal;
  // Coins never exceed what the order still needs; the last coin may cover a part-ringgit remainder.
  const coinsUsed = Math.min(coinsToSpend, Math.ceil(due / COIN_VALUE_SEN));
  const afterCoins = Math.max(0, due - coinsUsed * COIN_VALUE_SEN);
  const pointsUsed = Math.min(pointsToSpend, Math.ceil(afterCoins / POINT_VALUE_SEN));
  const grandTotal = Math.max(0, afterCoins - pointsUsed * POINT_VALUE_SEN);
  const couponSen = lines.reduce((s, l) => s + (l.couponSen ?? 0), 0);
  return { subtotal, discountTotal, couponSen, coinsUsed, pointsUsed, grandTotal };
}

function methodFor(input: PlaceOrderInput, totals: OrderTotals): PaymentMethod {
  if (!(PAYMENT_METHODS as readonly string[]).includes(input.method))
    throw AppError.invalid({ paymentMethod: ['Payment method is invalid'] });
  if (totals.grandTotal === 0) {
    if (input.method === 'free' || input.method === 'mahir-coins') return input.method;
    return totals.coinsUsed + totals.pointsUsed > 0 ? 'mahir-coins' : 'free';
  }
  if (input.method === 'free' || input.method === 'mahir-coins')
    throw AppError.invalid({ paymentMethod: ['This order still has an amount to pay'] });
  return input.method;
}

async function resellerIdOf(db: Db, code: string | null | undefined): Promise<number | null> {
  if (!code) return null;
  const id = await orders.resellerIdByCode(db, code.trim());
  if (id === undefined) throw AppError.invalid({ reseller_code: ['Reseller code is invalid'] });
  return id;
}

async function affiliateIdOf(db: Db, affiliateId: number | null | undefined, userId: number | null) {
  if (!affiliateId) return null;
  const row = await orders.affiliate(db, affiliateId);
  // A stale or self-referring link must not block a purchase; it just earns nothing.
  return row && row.user_id !== userId ? row.id : null;
}

/**
 * Redeems the order's coupon in its transaction: one place in the total limit taken atomically, then this
 * buyer's count (on PostgreSQL the taken row stays locked until commit, so two orders of one buyer cannot both
 * pass), then the redemption row. Refused with the coupon's reason, which rolls the whole order back.
 */
async function redeemCoupon(
  trx: Transaction<Database>,
  coupon: NonNullable<PlaceOrderInput['coupon']>,
  userId: number | null,
  orderId: number,
  totals: OrderTotals,
): Promise<void> {
  const refuse = (reason: CouponRefusal) =>
    AppError.invalid({ code: [COUPON_MSG.en.refusal[reason]] }, COUPON_MSG.en.refusal[reason], reason);
  // A coupon without limits takes no place in the counter, so its orders never queue on the coupon's row.
  const counted = coupon.totalLimit !== null || coupon.perUserLimit !== null;
  if (counted && !(await couponRepository.takeOne(trx, coupon.id))) throw refuse('used_up');
  if (coupon.perUserLimit !== null) {
    if (userId === null) throw refuse('login_required');
    if ((await couponRepository.redeemedBy(trx, coupon.id, userId)) >= coupon.perUserLimit)
      throw refuse('already_used');
  }
  await couponRepository.addRedemption(trx, {
    coupon_id: coupon.id,
    user_id: userId,
    order_id: orderId,
    discount: totals.couponSen,
    counted: counted ? 1 : 0,
  });
}

/** Orders: the one way anything is sold. */
export function createOrderService(deps: OrderServiceDeps) {
  const { db } = deps;
  const gateway =
    deps.gateway ?? createPaymentGateway(loadPaymentConfig(process.env, deps.config), payPalFromConfig);
  const now = deps.clock ?? (() => new Date());

  async function startPayment(order: OrderRow, input: PlaceOrderInput, method: PaymentMethod) {
    const provider = gateway.forMethod(method);
    const request = {
      reference: order.order_no,
      amountSen: order.grand_total,
      detail: input.lines.map((l) => l.name).join(', ') || `Order ${order.order_no}`,
      buyer: { name: input.buyer.name, email: input.buyer.email, phone: input.buyer.phone_no ?? null },
      recurringId: input.recurringId ?? null,
    };
    try {
      const created =
        method === 'senangpay_recurring' && provider.createRecurringPayment
          ? await provider.createRecurringPayment(request)
          : await provider.createPayment(request);
      if (created.providerRef) {
        await orders.setProviderRef(db, order.id, created.providerRef);
      }
      return created.url;
    } catch {
      // The order stays pending and expires on its own; the buyer may simply try again.
      throw new AppError(502, 'The payment provider is not reachable; please try again');
    }
  }

  /**
   * The buyer's pending order of this type that is exactly the one being placed (a double submit, a
   * return from the payment page), with the cart locked first so two submits run one after the other;
   * every other pending order of the type gives way (expired, its coins and points released).
   */
  async function resumeOrReplace(
    trx: Transaction<Database>,
    input: PlaceOrderInput & { userId: number; fromCart: string },
    at: Date,
    same: (open: OrderRow, lines: StoredLine[]) => boolean,
  ): Promise<OrderRow | null> {
    await cartRepository.lock(trx, input.userId, input.fromCart);
    let resumed: OrderRow | null = null;
    for (const open of await orders.pendingOrders(trx, input.userId, input.type)) {
      const live = Date.parse(open.expires_at ?? '') > at.getTime();
      if (resumed === null && live && same(open, await orders.lines(trx, open.id))) resumed = open;
      else await markUnpaid(trx, open, 'expired');
    }
    return resumed;
  }

  /**
   * Places an order: totals from the lines, coins and points spent through the ledger, then either
   * paid at once (free, or nothing left to pay) or pending with the provider's payment page.
   */
  async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
    checkLines(input.lines);
    const coins = input.coinsToSpend ?? 0;
    const points = input.pointsToSpend ?? 0;
    if (!whole(coins, 0) || !whole(points, 0))
      throw AppError.invalid({ mahir_coins: ['Coins and points are whole numbers'] });
    // Coins are spent from, and coin packs credited to, an account.
    const needsAccount = coins > 0 || points > 0 || input.lines.some((l) => l.itemType === 'coin_pack');
    if (needsAccount && input.userId === null) throw AppError.unauthenticated();
    const totals = orderTotals(input.lines, coins, points);
    const method = methodFor(input, totals);
    if (!gateway.offers(method))
      throw AppError.invalid({ paymentMethod: ['This payment method is not available'] });
    const owner = input.coupon?.owner ?? null;
    const resellerCode =
      owner?.kind === 'reseller'
        ? ((await orders.resellerCodeById(db, owner.id)) ?? null)
        : input.resellerCode;
    const resellerId = await resellerIdOf(db, resellerCode);
    const affiliateId = await affiliateIdOf(
      db,
      owner?.kind === 'affiliate' ? owner.id : input.affiliateId,
      input.userId,
    );
    const at = now();
    const ttlMs = gateway.config.orderTtlMinutes * 60_000;
    const b = input.buyer;
    const taxes = lineTaxes(
      input.lines,
      totals,
      await loadTaxTable(db),
      (deps.config.sst ?? DEFAULT_SST).rateBasisPoints,
    );

    const order = await db.transaction().execute(async (trx) => {
      const { userId, fromCart } = input;
      if (fromCart && userId !== null) {
        const open = await resumeOrReplace(trx, { ...input, userId, fromCart }, at, (o, lines) =>
          samePendingOrder(o, lines, input, totals, method, { resellerId, affiliateId }),
        );
        if (open) {
          await orders.extendExpiry(trx, open.id, new Date(at.getTime() + ttlMs).toISOString());
          return open;
        }
      }
      if (input.renewalOf)
        for (const open of await orders.pendingRenewals(trx, input.renewalOf.orderId))
          await markUnpaid(trx, open, 'expired');
      const row = await orders.insert(
        trx,
        {
          renewal_of: input.renewalOf?.orderId ?? null,
          renewal_period: input.renewalOf?.period ?? null,
          hashslug: newHashslug(),
          order_no: newOrderReference(at),
          user_id: input.userId,
          type: input.type,
          status: 'pending',
          subtotal: totals.subtotal,
          discount_total: totals.discountTotal,
          coins_used: totals.coinsUsed,
          points_used: totals.pointsUsed,
          grand_total: totals.grandTotal,
          payment_method: method,
          recurring_id: input.recurringId ?? null,
          ...buyerContact(b),
          country_id: 1,
          affiliate_id: affiliateId,
          reseller_id: resellerId,
          reseller_code: resellerCode?.trim() || null,
          coupon_code: input.coupon?.code ?? null,
          created_at: at.toISOString(),
          expires_at: new Date(at.getTime() + ttlMs).toISOString(),
        },
        input.lines.map((l, i) => ({
          item_type: l.itemType,
          item_id: l.itemId,
          name: l.name,
          unit_price: l.unitPriceSen,
          quantity: l.quantity,
          discount: l.discountSen ?? 0,
          subtotal: (l.unitPriceSen - (l.discountSen ?? 0)) * l.quantity,
          details: l.details ? JSON.stringify(l.details) : null,
          ...taxes[i],
        })),
      );
      if (input.coupon) await redeemCoupon(trx, input.coupon, input.userId, row.id, totals);
      const spend = [
        ['coins', totals.coinsUsed, 'Penebusan Mahir Coins'],
        ['points', totals.pointsUsed, 'Penebusan Mahir Points'],
      ] as const;
      for (const [currency, amount, reason] of spend) {
        if (amount <= 0 || input.userId === null) continue;
        await debit(trx, {
          userId: input.userId,
          currency,
          amount,
          reason,
          refType: 'order',
          refId: row.id,
          idempotencyKey: `order:${row.id}:spend:${currency}`,
        });
      }
      if (totals.grandTotal === 0) {
        await markPaid(trx, row, at, null);
        return { ...row, status: 'paid' };
      }
      return row;
    });

    const url =
      order.status === 'paid' ? orderPagePath(order.order_no) : await startPayment(order, input, method);
    return {
      id: order.id,
      reference: order.order_no,
      status: order.status === 'paid' ? 'paid' : 'pending',
      totalSen: order.grand_total,
      url,
    };
  }

  return { placeOrder };
}

export type OrderService = ReturnType<typeof createOrderService>;
