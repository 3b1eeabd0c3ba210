import { accountsModule } from './accounts/account.module';
import { adminModule } from './admin/admin.module';
import { adminContentModule } from './admin-content/admin-content.module';
import { adminOrdersModule } from './admin-orders/admin-orders.module';
import { affiliateModule } from './affiliate/affiliate.module';
import type { AppContext } from './app-context';
import { approvalsModule } from './approvals/approvals.module';
import type { AreaModule } from './area-module';
import { authModule } from './auth/auth.module';
import { captionsModule } from './captions/captions.module';
import { cartModule } from './cart/cart.module';
import { catalogueModule } from './catalogue/catalogue.module';
import { certificatesModule } from './certificates/certificates.module';
import { coinsModule } from './coins/coins.module';
import { commissionsModule } from './commissions/commission.module';
import { couponModule } from './coupons/coupon.module';
import { courseModule } from './course/course.module';
import { einvoiceModule } from './einvoice/einvoice.module';
import { familyModule } from './family/family.module';
import { hrModule } from './hr/hr.module';
import { learningModule } from './learning/learning.module';
import { mailModule } from './mail/mail.module';
import { mediaModule } from './media/media.module';
import { merchandiseModule } from './merchandise/merchandise.module';
import { myOrdersModule } from './my-orders/my-orders.module';
import { offlineModule } from './offline/offline.module';
import { ordersModule } from './orders/orders.module';
import { organizationStatisticsModule } from './organization-statistics/organization-statistics.module';
import { packageModule } from './package/package.module';
import { packageCheckoutModule } from './package-checkout/package-checkout.module';
import { paymentsModule } from './payments/payments.module';
import { privacyModule } from './privacy/privacy.module';
import { profileModule } from './profile/profile.module';
import { reachModule } from './reach/reach.module';
import { resellerModule } from './reseller/reseller.module';
import { reviewModule } from './review/review.module';
import { salesModule } from './sales/sales.module';
import { schoolCalendarModule } from './school-calendar/school-calendar.module';
import { subscriptionModule } from './subscription/subscription.module';
import { systemModule } from './system/system.module';
import { taxModule } from './tax/tax.module';
import { ticketsModule } from './tickets/tickets.module';
import { transcodeModule } from './transcode/transcode.module';
import { tutorModule } from './tutor/tutor.module';
import { tutorDashboardModule } from './tutor-dashboard/tutor-dashboard.module';
import { uploadsModule } from './uploads/uploads.module';
import { wishlistModule } from './wishlist/wishlist.module';

/**
 * Every area of the server, in order: routers are mounted in this order (first match wins) and the
 * handlers of one outbox topic run in this order (an order is fulfilled before its commissions and
 * sales are counted).
 */
export function serverModules(ctx: AppContext): AreaModule[] {
  return [
    systemModule(ctx),
    reachModule(ctx),
    authModule(ctx),
    accountsModule(ctx),
    familyModule(ctx),
    adminModule(ctx),
    tutorDashboardModule(ctx),
    approvalsModule(ctx),
    catalogueModule(ctx),
    courseModule(ctx),
    wishlistModule(ctx),
    mediaModule(ctx),
    learningModule(ctx),
    certificatesModule(ctx),
    offlineModule(ctx),
    schoolCalendarModule(ctx),
    captionsModule(ctx),
    subscriptionModule(ctx),
    packageModule(ctx),
    hrModule(ctx),
    organizationStatisticsModule(ctx),
    packageCheckoutModule(ctx),
    ticketsModule(ctx),
    merchandiseModule(ctx),
    resellerModule(ctx),
    profileModule(ctx),
    privacyModule(ctx),
    affiliateModule(ctx),
    paymentsModule(ctx),
    ordersModule(ctx),
    cartModule(ctx),
    coinsModule(ctx),
    myOrdersModule(ctx),
    einvoiceModule(ctx),
    mailModule(ctx),
    tutorModule(ctx),
    reviewModule(ctx),
    adminContentModule(ctx),
    adminOrdersModule(ctx),
    commissionsModule(ctx),
    taxModule(ctx),
    couponModule(ctx),
    salesModule(),
    transcodeModule(ctx),
    uploadsModule(ctx),
  ];
}
