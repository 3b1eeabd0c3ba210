import type { CartType, CartView } from '@mahir/shared/contract/cart.contract';

/** Where each cart proceeds (spec 000 §2.4): merchandise and course carts to /cart/checkout, a package to its checkout. */
export function proceedPath(cart: Pick<CartView, 'type' | 'has_package'>): string {
  if (cart.type === 'merchandise') return '/cart/checkout?cart=merchandise';
  return cart.has_package ? '/subscription/checkout' : '/cart/checkout?cart=subscription';
}

/** The cart named by `?cart=` in the address, if any. */
export function cartTypeFromSearch(search: string): CartType | undefined {
  const value = new URLSearchParams(search).get('cart');
  return value === 'subscription' || value === 'merchandise' ? value : undefined;
}
