import { type StorefrontPage, storefrontPageOf } from '@mahir/shared/rules/storefront-pages';
import { LoadingState } from '@mahir/ui/StateViews';
import { type ComponentType, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Switch } from 'wouter';
import { HomePage } from './features/home/HomePage';
import { NotFoundPage } from './features/home/NotFoundPage';
import { withScreenTexts } from './i18n/i18n';
import { RouteError } from './layout/RouteError';
import { Hydrated } from './lib/Hydrated';
import { type PreloadableLazy, preloadableLazy } from './lib/preloadable-lazy';

/** A screen loaded together with the rest of the page's texts (i18n.ts), so it never shows a bare key. */
function screen<P>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  return preloadableLazy(() => withScreenTexts(load));
}

const CataloguePage = screen(() => import('./features/catalogue/CataloguePage').then((m) => m.CataloguePage));

const WishlistPage = screen(() => import('./features/wishlist/WishlistPage').then((m) => m.WishlistPage));
const CoursePage = screen(() => import('./features/course/CoursePage').then((m) => m.CoursePage));
const MyCoursesPage = screen(() => import('./features/course/MyCoursesPage').then((m) => m.MyCoursesPage));
const DownloadsPage = screen(() => import('./features/offline/DownloadsPage').then((m) => m.DownloadsPage));
const CertificatePage = screen(() =>
  import('./features/certificates/CertificatePage').then((m) => m.CertificatePage),
);
const PackagesPage = screen(() => import('./features/package/PackagesPage').then((m) => m.PackagesPage));
const PackageSelectionPage = screen(() =>
  import('./features/package/PackageSelectionPage').then((m) => m.PackageSelectionPage),
);
const OrderDetailPage = screen(() =>
  import('./features/subscription/OrderDetailPage').then((m) => m.OrderDetailPage),
);
const FreeSubscriptionPage = screen(() =>
  import('./features/subscription/FreeSubscriptionPage').then((m) => m.FreeSubscriptionPage),
);
const HrStatisticsPage = screen(() =>
  import('./features/hr/HrStatisticsPage').then((m) => m.HrStatisticsPage),
);
const cartPages = () => import('./features/cart-pages');
const CartPage = screen(() => cartPages().then((m) => m.CartPage));
const CheckoutPage = screen(() => cartPages().then((m) => m.CheckoutPage));
const CoinPacksPage = screen(() => cartPages().then((m) => m.CoinPacksPage));
const CoinCheckoutPage = screen(() => cartPages().then((m) => m.CoinCheckoutPage));
const MyOrdersPage = screen(() => cartPages().then((m) => m.MyOrdersPage));
const ReceiptPage = screen(() => cartPages().then((m) => m.ReceiptPage));
const LoginPage = screen(() => import('./features/auth/LoginPage').then((m) => m.LoginPage));
const accountPages = () => import('./features/account/account-pages');
const RegisterPage = screen(() => accountPages().then((m) => m.RegisterPage));
const VerifyEmailPage = screen(() => accountPages().then((m) => m.VerifyEmailPage));
const ForgotPasswordPage = screen(() => accountPages().then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = screen(() => accountPages().then((m) => m.ResetPasswordPage));
const MailPreferencesPage = screen(() =>
  import('./features/mail/MailPreferencesPage').then((m) => m.MailPreferencesPage),
);
const purchasePages = () => import('./features/purchase-pages');
const AccountStepPage = screen(() => purchasePages().then((m) => m.AccountStepPage));
const BillingStepPage = screen(() => purchasePages().then((m) => m.BillingStepPage));
const EventsPage = screen(() => purchasePages().then((m) => m.EventsPage));
const EventDetailPage = screen(() => purchasePages().then((m) => m.EventDetailPage));
const MerchandisePage = screen(() => purchasePages().then((m) => m.MerchandisePage));
const MerchandiseDetailPage = screen(() => purchasePages().then((m) => m.MerchandiseDetailPage));
const ResellerRegisterPage = screen(() => purchasePages().then((m) => m.ResellerRegisterPage));
const ResellerThankYouPage = screen(() => purchasePages().then((m) => m.ResellerThankYouPage));
const ProfilePage = screen(() => purchasePages().then((m) => m.ProfilePage));
const SecurityPage = screen(() => purchasePages().then((m) => m.SecurityPage));
const ConfirmEmailChangePage = screen(() => accountPages().then((m) => m.ConfirmEmailChangePage));
const PrivacyNoticePage = screen(() =>
  import('./features/privacy/PrivacyNoticePage').then((m) => m.PrivacyNoticePage),
);
const familyPages = () => import('./features/family/family-pages');
const FamilyPage = screen(() => familyPages().then((m) => m.FamilyPage));
const FamilyConsentPage = screen(() => familyPages().then((m) => m.FamilyConsentPage));
const FamilyLinkPage = screen(() => familyPages().then((m) => m.FamilyLinkPage));
const AffiliatePage = screen(() => purchasePages().then((m) => m.AffiliatePage));

/** Every page's screen, so the screen of a page the server rendered can be loaded before it hydrates. */
const SCREENS: Record<StorefrontPage, ComponentType | PreloadableLazy<object>> = {
  '/': HomePage,
  '/login': LoginPage,
  '/register': RegisterPage,
  '/verify-email': VerifyEmailPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/mail-preferences': MailPreferencesPage,
  '/unsubscribe': MailPreferencesPage,
  '/kursus/:category': CataloguePage,
  '/wishlist': WishlistPage,
  '/course/:hashslug': CoursePage,
  '/my/courses': MyCoursesPage,
  '/packages': PackagesPage,
  '/package/:hashslug': PackageSelectionPage,
  '/subscription/order/:hashslug': OrderDetailPage,
  '/subscription/free/:hashslug': FreeSubscriptionPage,
  '/hr/statistics': HrStatisticsPage,
  '/subscription/checkout': AccountStepPage,
  '/subscription/checkout/billing': BillingStepPage,
  '/events': EventsPage,
  '/events/:hashslug': EventDetailPage,
  '/merchandise': MerchandisePage,
  '/merchandise/:hashslug': MerchandiseDetailPage,
  '/reseller/register': ResellerRegisterPage,
  '/reseller/thank-you': ResellerThankYouPage,
  '/profile': ProfilePage,
  '/account/security': SecurityPage,
  '/confirm-email-change': ConfirmEmailChangePage,
  '/affiliate': AffiliatePage,
  '/cart': CartPage,
  '/cart/checkout': CheckoutPage,
  '/mahir-coins': CoinPacksPage,
  '/mahir-coins/checkout': CoinCheckoutPage,
  '/orders': MyOrdersPage,
  '/orders/:reference': ReceiptPage,
  '/privacy': PrivacyNoticePage,
  '/family': FamilyPage,
  '/family/consent': FamilyConsentPage,
  '/family/link': FamilyLinkPage,
  '/certificates/:code': CertificatePage,
  '/downloads': DownloadsPage,
};

/** Loads the screen of a page the server rendered, so the page hydrates in one pass. */
export function preloadServerRenderedScreen(path: string): Promise<void> {
  const page = storefrontPageOf(path);
  const screen = page ? SCREENS[page] : null;
  return screen && 'preload' in screen ? screen.preload() : Promise.resolve();
}

/** Every storefront page. Feature pages load lazily so the first page stays small. */
export function AppRoutes() {
  return (
    <ErrorBoundary FallbackComponent={RouteError}>
      <Suspense fallback={<LoadingState />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/register" component={RegisterPage} />
          <Route path="/privacy" component={PrivacyNoticePage} />
          <Route path="/verify-email" component={VerifyEmailPage} />
          <Route path="/forgot-password" component={ForgotPasswordPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/mail-preferences" component={MailPreferencesPage} />
          <Route path="/unsubscribe" component={MailPreferencesPage} />
          <Route path="/kursus/:category" component={CataloguePage} />
          <Route path="/wishlist" component={WishlistPage} />
          <Route path="/course/:hashslug" component={CoursePage} />
          <Route path="/my/courses" component={MyCoursesPage} />
          <Route path="/packages" component={PackagesPage} />
          <Route path="/package/:hashslug" component={PackageSelectionPage} />
          <Route path="/subscription/order/:hashslug" component={OrderDetailPage} />
          <Route path="/subscription/free/:hashslug" component={FreeSubscriptionPage} />
          <Route path="/hr/statistics" component={HrStatisticsPage} />
          <Route path="/subscription/checkout" component={AccountStepPage} />
          <Route path="/subscription/checkout/billing" component={BillingStepPage} />
          <Route path="/events" component={EventsPage} />
          <Route path="/events/:hashslug" component={EventDetailPage} />
          <Route path="/merchandise" component={MerchandisePage} />
          <Route path="/merchandise/:hashslug" component={MerchandiseDetailPage} />
          <Route path="/reseller/register" component={ResellerRegisterPage} />
          <Route path="/reseller/thank-you" component={ResellerThankYouPage} />
          <Route path="/profile" component={ProfilePage} />
          <Route path="/account/security" component={SecurityPage} />
          <Route path="/confirm-email-change" component={ConfirmEmailChangePage} />
          <Route path="/affiliate" component={AffiliatePage} />
          <Route path="/family" component={FamilyPage} />
          <Route path="/family/consent" component={FamilyConsentPage} />
          <Route path="/family/link" component={FamilyLinkPage} />
          <Route path="/cart" component={CartPage} />
          <Route path="/cart/checkout" component={CheckoutPage} />
          <Route path="/mahir-coins" component={CoinPacksPage} />
          <Route path="/mahir-coins/checkout" component={CoinCheckoutPage} />
          <Route path="/orders" component={MyOrdersPage} />
          <Route path="/orders/:reference" component={ReceiptPage} />
          <Route path="/certificates/:code" component={CertificatePage} />
          <Route path="/downloads" component={DownloadsPage} />
          <Route component={NotFoundPage} />
        </Switch>
        {/* Inside the boundary: its effect runs once the page's screen itself has hydrated. */}
        <Hydrated />
      </Suspense>
    </ErrorBoundary>
  );
}
