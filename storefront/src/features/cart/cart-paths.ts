import type { CartType, CartView } from '@mahir/shared/contract/cart.contract';

/** Where each cart proceeds (spec 000 §2.4): merchandise and course carts to /cart/checkout, a package to its checkout. */
export function proceedPath(cart: Pick<CartView, 'type' | 'has_package'>): string {
  if (cart.type === 'merchandise') return '/cart/checkout?cart=merchandise';
  return cart.has_package ? '/subscription/checkout' : '/cart/checkout?cart=subscription';
}

/**
 * Where 'Proceed to Checkout' goes for this shopper: a package to its account step, which serves guests
 * (with its own 'Returning customer?' login link); any other cart to its checkout, through the login page
 * for a visitor.
 */
export function proceedTarget(cart: Pick<CartView, 'type' | 'has_package'>, loggedIn: boolean): string {
  const target = proceedPath(cart);
  if (loggedIn || (cart.type === 'subscription' && cart.has_package)) return target;
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/** The cart named by `?cart=` in the address, if any. */
export function cartTypeFromSearch(search: string): CartType | undefined {
  const value = new URLSearchParams(search).get('cart');
  return value === 'subscription' || value === 'merchandise' ? value : undefined;
}
