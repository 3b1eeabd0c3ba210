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

/** Loads the screen of a page the server renders (the catalogue), so the page hydrates in one pass. */
export function preloadServerRenderedScreen(path: string): Promise<void> {
  return path.startsWith('/kursus/') ? CataloguePage.preload() : Promise.resolve();
}
const WishlistPage = lazy(() =>
  import('./features/wishlist/WishlistPage').then((m) => ({ default: m.WishlistPage })),
);
const CoursePage = lazy(() =>
  import('./features/course/CoursePage').then((m) => ({ default: m.CoursePage })),
);
const MyCoursesPage = lazy(() =>
  import('./features/course/MyCoursesPage').then((m) => ({ default: m.MyCoursesPage })),
);
const PackagesPage = lazy(() =>
  import('./features/package/PackagesPage').then((m) => ({ default: m.PackagesPage })),
);
const PackageSelectionPage = lazy(() =>
  import('./features/package/PackageSelectionPage').then((m) => ({ default: m.PackageSelectionPage })),
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
const CoinPacksPage = lazy(() => cartPages().then((m) => ({ default: m.CoinPacksPage })));
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
const EventsPage = lazy(() => purchasePages().then((m) => ({ default: m.EventsPage })));
const EventDetailPage = lazy(() => purchasePages().then((m) => ({ default: m.EventDetailPage })));
const MerchandisePage = lazy(() => purchasePages().then((m) => ({ default: m.MerchandisePage })));
const MerchandiseDetailPage = lazy(() => purchasePages().then((m) => ({ default: m.MerchandiseDetailPage })));
const ResellerRegisterPage = lazy(() => purchasePages().then((m) => ({ default: m.ResellerRegisterPage })));
const ResellerThankYouPage = lazy(() => purchasePages().then((m) => ({ default: m.ResellerThankYouPage })));
const ProfilePage = lazy(() => purchasePages().then((m) => ({ default: m.ProfilePage })));
const SecurityPage = lazy(() => purchasePages().then((m) => ({ default: m.SecurityPage })));
const ConfirmEmailChangePage = lazy(() =>
  accountPages().then((m) => ({ default: m.ConfirmEmailChangePage })),
);
const familyPages = () => import('./features/family/family-pages');
const FamilyPage = lazy(() => familyPages().then((m) => ({ default: m.FamilyPage })));
const FamilyConsentPage = lazy(() => familyPages().then((m) => ({ default: m.FamilyConsentPage })));
const FamilyLinkPage = lazy(() => familyPages().then((m) => ({ default: m.FamilyLinkPage })));
const AffiliatePage = lazy(() => purchasePages().then((m) => ({ default: m.AffiliatePage })));

/** Every storefront page. Feature pages load lazily so the first page stays small. */
export function AppRoutes() {
  return (
    <ErrorBoundary FallbackComponent={RouteError}>
      <Suspense fallback={<LoadingState />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/register" component={RegisterPage} />
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
          <Route component={NotFoundPage} />
        </Switch>
        {/* Inside the boundary: its effect runs once the page's screen itself has hydrated. */}
        <Hydrated />
      </Suspense>
    </ErrorBoundary>
  );
}
