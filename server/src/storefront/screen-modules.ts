import type { StorefrontPage } from '@mahir/shared/rules/storefront-pages';

/**
 * The storefront source module each page's screen is loaded from (`storefront/src/routes.tsx`), as the Vite
 * manifest names it: a page the server renders links that module's styles, so it paints styled without its
 * scripts, and lists its scripts. Null for the screens in the entry itself. A unit test keeps this in step
 * with the routes file.
 */
export const SCREEN_MODULES: Record<StorefrontPage, string | null> = {
  '/': null,
  '/login': 'src/features/auth/LoginPage.tsx',
  '/register': 'src/features/account/account-pages.ts',
  '/verify-email': 'src/features/account/account-pages.ts',
  '/forgot-password': 'src/features/account/account-pages.ts',
  '/reset-password': 'src/features/account/account-pages.ts',
  '/mail-preferences': 'src/features/mail/MailPreferencesPage.tsx',
  '/unsubscribe': 'src/features/mail/MailPreferencesPage.tsx',
  '/kursus/:category': 'src/features/catalogue/CataloguePage.tsx',
  '/wishlist': 'src/features/wishlist/WishlistPage.tsx',
  '/course/:hashslug': 'src/features/course/CoursePage.tsx',
  '/my/courses': 'src/features/course/MyCoursesPage.tsx',
  '/packages': 'src/features/package/PackagesPage.tsx',
  '/package/:hashslug': 'src/features/package/PackageSelectionPage.tsx',
  '/subscription/order/:hashslug': 'src/features/subscription/OrderDetailPage.tsx',
  '/subscription/free/:hashslug': 'src/features/subscription/FreeSubscriptionPage.tsx',
  '/hr/statistics': 'src/features/hr/HrStatisticsPage.tsx',
  '/subscription/checkout': 'src/features/purchase-pages.ts',
  '/subscription/checkout/billing': 'src/features/purchase-pages.ts',
  '/events': 'src/features/purchase-pages.ts',
  '/events/:hashslug': 'src/features/purchase-pages.ts',
  '/merchandise': 'src/features/purchase-pages.ts',
  '/merchandise/:hashslug': 'src/features/purchase-pages.ts',
  '/reseller/register': 'src/features/purchase-pages.ts',
  '/reseller/thank-you': 'src/features/purchase-pages.ts',
  '/profile': 'src/features/purchase-pages.ts',
  '/account/security': 'src/features/purchase-pages.ts',
  '/confirm-email-change': 'src/features/account/account-pages.ts',
  '/affiliate': 'src/features/purchase-pages.ts',
  '/cart': 'src/features/cart-pages.ts',
  '/cart/checkout': 'src/features/cart-pages.ts',
  '/mahir-coins': 'src/features/cart-pages.ts',
  '/mahir-coins/checkout': 'src/features/cart-pages.ts',
  '/orders': 'src/features/cart-pages.ts',
  '/orders/:reference': 'src/features/cart-pages.ts',
  '/privacy': 'src/features/privacy/PrivacyNoticePage.tsx',
  '/family': 'src/features/family/family-pages.ts',
  '/family/consent': 'src/features/family/family-pages.ts',
  '/family/link': 'src/features/family/family-pages.ts',
  '/certificates/:code': 'src/features/certificates/CertificatePage.tsx',
  '/downloads': 'src/features/offline/DownloadsPage.tsx',
};
