import { type CartLineRow, cartLineOptions } from '@mahir/db/repositories/cart.repository';
import type {
  CartType,
  CartView,
  MerchandiseCartItem,
  PaymentMethod,
  SubscriptionCartItem,
} from '@mahir/shared';
import { COUPON_MSG, type CouponCartLine } from '@mahir/shared/coupons/index';
import { PROVIDER_METHODS, paymentChoice } from '@mahir/shared/rules/cart-payment';
import { type CartTotals, cartTotals, lineSubtotal } from '@mahir/shared/rules/cart-totals';
import type { OrderItemType } from '@mahir/shared/rules/order-state';

/** The JSON a cart line's adding call stored, read tolerantly (each area writes its own keys). */
export function lineOptions(line: Pick<CartLineRow, 'options'>): Record<string, unknown> {
  return cartLineOptions(line.options);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** True when a line renews monthly: a package, or a tutor course bought by subscription. */
export function isRecurringLine(line: CartLineRow): boolean {
  return line.item_type === 'package' || lineOptions(line).is_recurring === true;
}

/** The recurring plan id of the cart's first recurring line. */
export function recurringIdOf(lines: readonly CartLineRow[]): string | null {
  for (const line of lines) {
    if (!isRecurringLine(line)) continue;
    const id = lineOptions(line).recurring_id;
    if (typeof id === 'string' && id) return id;
    if (typeof id === 'number') return String(id);
  }
  return null;
}

/** The totals of some cart lines with the buyer's coins and points. */
export function totalsOf(
  lines: readonly CartLineRow[],
  balances: { coins: number; points: number },
  couponSen = 0,
): CartTotals {
  return cartTotals(
    lines.map((l) => ({
      priceSen: l.price,
      quantity: l.quantity,
      discountSen: l.discount,
      isRecurring: isRecurringLine(l),
    })),
    balances,
    couponSen,
  );
}

/** The cart's lines as a coupon sees them: kind and amount after the line's own discount. */
export function couponLines(lines: readonly CartLineRow[]): CouponCartLine[] {
  return lines.map((l) => ({
    itemType: l.item_type as OrderItemType,
    listSen: lineSubtotal({ priceSen: l.price, quantity: l.quantity, discountSen: l.discount }),
  }));
}

/** The coupon line of a cart view: the code, its discount now (0 when refused) and the reason if refused. */
export interface CartCouponLine {
  code: string;
  discountSen: number;
  refusal: string | null;
}

type PictureOf = (line: CartLineRow) => string | null;

function subscriptionItem(line: CartLineRow, pictureOf: PictureOf): SubscriptionCartItem {
  const o = lineOptions(line);
  return {
    rowId: line.row_id,
    item_type: line.item_type,
    name: line.name,
    price: line.price,
    quantity: line.quantity,
    preview_banner: text(o.preview_banner) ?? text(o.img) ?? pictureOf(line),
    discounts_total_fixed: Math.min(line.discount, line.price) * line.quantity,
    subtotal: lineSubtotal({ priceSen: line.price, quantity: line.quantity, discountSen: line.discount }),
    is_recurring: isRecurringLine(line),
    url: text(o.url),
  };
}

function merchandiseItem(line: CartLineRow, pictureOf: PictureOf): MerchandiseCartItem {
  const o = lineOptions(line);
  return {
    rowId: line.row_id,
    name: line.name,
    photo: text(o.photo) ?? pictureOf(line),
    price: line.price,
    quantity: line.quantity,
    subtotal: lineSubtotal({ priceSen: line.price, quantity: line.quantity, discountSen: line.discount }),
  };
}

/** Shapes a cart for the cart page and the checkout (spec 000 §3 "Cart (checkout view)"). */
export function cartView(
  type: CartType,
  lines: readonly CartLineRow[],
  held: { coins: number; points: number },
  spent: { coins: number; points: number },
  counts: CartView['counts'],
  pictureOf: PictureOf = () => null,
  offered: readonly PaymentMethod[] = PROVIDER_METHODS,
  coupon: CartCouponLine | null = null,
): CartView {
  const t = totalsOf(lines, spent, coupon?.discountSen ?? 0);
  const choice = paymentChoice(
    { grandTotalSen: t.grandTotalSen, isFreeMahir: t.isFree, isRecurring: t.isRecurring },
    offered,
  );
  return {
    type,
    edit_address: type === 'merchandise' ? 1 : 0,
    cart_items:
      type === 'merchandise'
        ? lines.map((l) => merchandiseItem(l, pictureOf))
        : lines.map((l) => subscriptionItem(l, pictureOf)),
    cart_quantity: t.itemCount,
    quantity: t.quantity,
    sub_total: t.subtotalSen,
    subtotal: t.subtotalSen,
    discount_total_amount: t.discountSen,
    mahir_coins_balance: held.coins,
    mahir_points_balance: held.points,
    mahir_coins: t.coinsUsed,
    mahir_coins_amount: t.coinsSen,
    mahir_points: t.pointsUsed,
    mahir_points_amount: t.pointsSen,
    grand_total: t.grandTotalSen,
    is_recurring: t.isRecurring,
    recurring_id: recurringIdOf(lines),
    is_free_mahir: t.isFree ? 1 : 0,
    has_package: lines.some((l) => l.item_type === 'package'),
    counts,
    payment_methods: choice.methods,
    payment_method: choice.defaultMethod,
    button_label: choice.buttonLabel,
    offered_payment_methods: [...offered],
    coupon: coupon && {
      code: coupon.code,
      discount: coupon.discountSen,
      label: COUPON_MSG.en.discountLine(coupon.code),
      refusal: coupon.refusal,
    },
  };
}
