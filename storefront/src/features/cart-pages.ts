/**
 * The cart, checkout, coin and order pages, loaded as one lazy chunk: one dynamic import keeps the
 * first page's preload table short.
 */
export { CartPage } from './cart/CartPage';
export { CheckoutPage } from './checkout/CheckoutPage';
export { CoinCheckoutPage } from './coins/CoinCheckoutPage';
export { CoinPacksPage } from './coins/CoinPacksPage';
export { MyOrdersPage } from './orders/MyOrdersPage';
export { ReceiptPage } from './orders/ReceiptPage';
