/**
 * Every page path the storefront answers (storefront/src/routes.tsx, the same patterns: `:name` is one
 * path segment). The server answers any other path 404 with the not-found page; a unit test keeps this
 * list and the routes file in step.
 */
export const STOREFRONT_PAGES = [
  '/',
  '/login',
  '/register',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/mail-preferences',
  '/unsubscribe',
  '/kursus/:category',
  '/wishlist',
  '/course/:hashslug',
  '/my/courses',
  '/packages',
  '/package/:hashslug',
  '/subscription/order/:hashslug',
  '/subscription/free/:hashslug',
  '/hr/statistics',
  '/subscription/checkout',
  '/subscription/checkout/billing',
  '/events',
  '/events/:hashslug',
  '/merchandise',
  '/merchandise/:hashslug',
  '/reseller/register',
  '/reseller/thank-you',
  '/profile',
  '/account/security',
  '/confirm-email-change',
  '/affiliate',
  '/cart',
  '/cart/checkout',
  '/mahir-coins',
  '/mahir-coins/checkout',
  '/orders',
  '/orders/:reference',
  '/privacy',
  '/family',
  '/family/consent',
  '/family/link',
  '/certificates/:code',
  '/downloads',
] as const;
export type StorefrontPage = (typeof STOREFRONT_PAGES)[number];

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? (got[i] ?? '') !== '' : part === got[i]));
}

/** The page pattern a path opens (a trailing slash is the same page), or null for a path no page has. */
export function storefrontPageOf(path: string): StorefrontPage | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return STOREFRONT_PAGES.find((pattern) => matches(pattern, trimmed)) ?? null;
}

/**
 * Titles of the pages that are not for visitors to land on (accounts, carts, checkouts, personal pages):
 * they keep the generic description but are told apart in tabs, history and bookmarks.
 */
export const PAGE_TITLES: Partial<Record<StorefrontPage, string>> = {
  '/login': 'Log Masuk',
  '/register': 'Daftar Akaun',
  '/privacy': 'Notis Privasi / Privacy Notice',
  '/family': 'Keluarga / Family',
  '/family/consent': 'Persetujuan Penjaga / Guardian Consent',
  '/family/link': 'Pautan Keluarga / Family Link',
  '/verify-email': 'Sahkan Emel',
  '/forgot-password': 'Lupa Kata Laluan',
  '/reset-password': 'Set Semula Kata Laluan',
  '/mail-preferences': 'Pilihan Emel',
  '/unsubscribe': 'Pilihan Emel',
  '/wishlist': 'Wishlist',
  '/my/courses': 'Kursus Saya',
  '/packages': 'Pakej Langganan',
  '/subscription/order/:hashslug': 'Langganan',
  '/subscription/free/:hashslug': 'Langganan Percuma',
  '/hr/statistics': 'Statistik',
  '/subscription/checkout': 'Langganan',
  '/subscription/checkout/billing': 'Langganan',
  '/events': 'Events',
  '/merchandise': 'Merchandise',
  '/reseller/register': 'Reseller',
  '/reseller/thank-you': 'Reseller',
  '/profile': 'Profil',
  '/account/security': 'Keselamatan Akaun',
  '/confirm-email-change': 'Tukar Emel',
  '/affiliate': 'Affiliate',
  '/cart': 'Cart',
  '/cart/checkout': 'Checkout',
  '/mahir-coins/checkout': 'Mahir Coins',
  '/orders': 'My Orders',
  '/orders/:reference': 'My Orders',
  '/certificates/:code': 'Semakan Sijil',
};

/** The not-found page's title. */
export const NOT_FOUND_TITLE = 'Halaman tidak dijumpai';
