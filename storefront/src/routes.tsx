import { LoadingState } from '@mahir/ui/StateViews';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Switch } from 'wouter';
import { HomePage } from './features/home/HomePage';
import { NotFoundPage } from './features/home/NotFoundPage';
import { RouteError } from './layout/RouteError';
import { Hydrated } from './lib/Hydrated';
import { preloadableLazy } from './lib/preloadable-lazy';

const CataloguePage = preloadableLazy(() =>
  import('./features/catalogue/CataloguePage').then((m) => m.CataloguePage),
);

const WishlistPage = lazy(() =>
  import('./features/wishlist/WishlistPage').then((m) => ({ default: m.WishlistPage })),
);
const CoursePage = preloadableLazy(() => import('./features/course/CoursePage').then((m) => m.CoursePage));
const MyCoursesPage = lazy(() =>
  import('./features/course/MyCoursesPage').then((m) => ({ default: m.MyCoursesPage })),
);
const DownloadsPage = lazy(() =>
  import('./features/offline/DownloadsPage').then((m) => ({ default: m.DownloadsPage })),
);
const CertificatePage = lazy(() =>
  import('./features/certificates/CertificatePage').then((m) => ({ default: m.CertificatePage })),
);
const PackagesPage = preloadableLazy(() =>
  import('./features/package/PackagesPage').then((m) => m.PackagesPage),
);
const PackageSelectionPage = preloadableLazy(() =>
  import('./features/package/PackageSelectionPage').then((m) => m.PackageSelectionPage),
);
const OrderDetailPage = lazy(() =>
  import('./features/subscription/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })),
);
const FreeSubscriptionPage = lazy(() =>
  import('./features/subscription/FreeSubscriptionPage').then((m) => ({ default: m.FreeSubscriptionPage })),
);
const HrStatisticsPage = lazy(() =>
  import('./features/hr/HrStatisticsPage').then((m) => ({ default: m.HrStatisticsPage })),
);
const cartPages = () => import('./features/cart-pages');
const CartPage = lazy(() => cartPages().then((m) => ({ default: m.CartPage })));
const CheckoutPage = lazy(() => cartPages().then((m) => ({ default: m.CheckoutPage })));
const CoinPacksPage = preloadableLazy(() => cartPages().then((m) => m.CoinPacksPage));
const CoinCheckoutPage = lazy(() => cartPages().then((m) => ({ default: m.CoinCheckoutPage })));
const MyOrdersPage = lazy(() => cartPages().then((m) => ({ default: m.MyOrdersPage })));
const ReceiptPage = lazy(() => cartPages().then((m) => ({ default: m.ReceiptPage })));
const LoginPage = lazy(() => import('./features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const accountPages = () => import('./features/account/account-pages');
const RegisterPage = lazy(() => accountPages().then((m) => ({ default: m.RegisterPage })));
const VerifyEmailPage = lazy(() => accountPages().then((m) => ({ default: m.VerifyEmailPage })));
const ForgotPasswordPage = lazy(() => accountPages().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => accountPages().then((m) => ({ default: m.ResetPasswordPage })));
const MailPreferencesPage = lazy(() =>
  import('./features/mail/MailPreferencesPage').then((m) => ({ default: m.MailPreferencesPage })),
);
const purchasePages = () => import('./features/purchase-pages');
const AccountStepPage = lazy(() => purchasePages().then((m) => ({ default: m.AccountStepPage })));
const BillingStepPage = lazy(() => purchasePages().then((m) => ({ default: m.BillingStepPage })));
const EventsPage = preloadableLazy(() => purchasePages().then((m) => m.EventsPage));
const EventDetailPage = preloadableLazy(() => purchasePages().then((m) => m.EventDetailPage));
const MerchandisePage = preloadableLazy(() => purchasePages().then((m) => m.MerchandisePage));
const MerchandiseDetailPage = preloadableLazy(() => purchasePages().then((m) => m.MerchandiseDetailPage));
const ResellerRegisterPage = lazy(() => purchasePages().then((m) => ({ default: m.ResellerRegisterPage })));
const ResellerThankYouPage = lazy(() => purchasePages().then((m) => ({ default: m.ResellerThankYouPage })));
const ProfilePage = lazy(() => purchasePages().then((m) => ({ default: m.ProfilePage })));
const SecurityPage = lazy(() => purchasePages().then((m) => ({ default: m.SecurityPage })));
const ConfirmEmailChangePage = lazy(() =>
  accountPages().then((m) => ({ default: m.ConfirmEmailChangePage })),
);
const PrivacyNoticePage = lazy(() =>
  import('./features/privacy/PrivacyNoticePage').then((m) => ({ default: m.PrivacyNoticePage })),
);
const familyPages = () => import('./features/family/family-pages');
const FamilyPage = lazy(() => familyPages().then((m) => ({ default: m.FamilyPage })));
const FamilyConsentPage = lazy(() => familyPages().then((m) => ({ default: m.FamilyConsentPage })));
const FamilyLinkPage = lazy(() => familyPages().then((m) => ({ default: m.FamilyLinkPage })));
const AffiliatePage = lazy(() => purchasePages().then((m) => ({ default: m.AffiliatePage })));

/** The screens of the pages the server renders, by the start of their path. */
const SERVER_RENDERED: readonly [string, { preload(): Promise<void> }][] = [
  ['/kursus/', CataloguePage],
  ['/course/', CoursePage],
  ['/events/', EventDetailPage],
  ['/events', EventsPage],
  ['/merchandise/', MerchandiseDetailPage],
  ['/merchandise', MerchandisePage],
  ['/package/', PackageSelectionPage],
  ['/packages', PackagesPage],
  ['/mahir-coins', CoinPacksPage],
];

/** Loads the screen of a page the server renders, so the page hydrates in one pass. */
export function preloadServerRenderedScreen(path: string): Promise<void> {
  return SERVER_RENDERED.find(([prefix]) => path.startsWith(prefix))?.[1].preload() ?? Promise.resolve();
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
