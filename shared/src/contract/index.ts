import { accountContract } from './account.contract';
import { accountSecurityContract } from './account-security.contract';
import { adminAffiliateCommissionContract, adminCommissionContract } from './admin-commission.contract';
import { adminContentContract } from './admin-content.contract';
import { adminDashboardContract } from './admin-dashboard.contract';
import { adminOrderContract } from './admin-order.contract';
import { adminAssetReviewContract, adminCourseReviewContract } from './admin-review.contract';
import { affiliateContract } from './affiliate.contract';
import { approvalsContract } from './approvals.contract';
import { authContract } from './auth.contract';
import { captionContract } from './caption.contract';
import { cartContract } from './cart.contract';
import { catalogueContract } from './catalogue.contract';
import { certificateContract } from './certificate.contract';
import { coinContract } from './coin.contract';
import { resellerCommissionContract } from './commission.contract';
import { couponContract } from './coupon.contract';
import { coursePageContract } from './course-page.contract';
import { einvoiceContract } from './einvoice.contract';
import { eventContract } from './event.contract';
import { familyContract } from './family.contract';
import { homeBannerContract } from './home-banner.contract';
import { hrStatisticsContract } from './hr-statistics.contract';
import { learningContract } from './learning.contract';
import { mailContract } from './mail.contract';
import { mediaContract } from './media.contract';
import { merchandiseContract } from './merchandise.contract';
import { offlineContract } from './offline.contract';
import { orderContract } from './order.contract';
import {
  companyStatisticsContract,
  organizationStatisticsContract,
} from './organization-statistics.contract';
import { packageContract } from './package.contract';
import { packageCheckoutContract } from './package-checkout.contract';
import { privacyContract } from './privacy.contract';
import { profileContract } from './profile.contract';
import { reachContract } from './reach.contract';
import { resellerContract } from './reseller.contract';
import { resellerSettingsContract } from './reseller-settings.contract';
import type { RouteDef } from './route';
import { schoolCalendarContract } from './school-calendar.contract';
import { subResellerContract } from './subreseller.contract';
import { subscriptionContract } from './subscription.contract';
import { systemContract } from './system.contract';
import { taxContract } from './tax.contract';
import { tutorAssetContract } from './tutor-asset.contract';
import { tutorCourseContract } from './tutor-course.contract';
import { tutorDashboardContract } from './tutor-dashboard.contract';
import { tutorQuizContract } from './tutor-quiz.contract';
import { wishlistContract } from './wishlist.contract';

export * from './account.contract';
export * from './account-security.contract';
export * from './admin-commission.contract';
export * from './admin-content.contract';
export * from './admin-dashboard.contract';
export * from './admin-order.contract';
export * from './admin-review.contract';
export * from './affiliate.contract';
export * from './approvals.contract';
export * from './auth.contract';
export * from './caption.contract';
export * from './cart.contract';
export * from './catalogue.contract';
export * from './certificate.contract';
export * from './coin.contract';
export * from './commission.contract';
export * from './coupon.contract';
export * from './course-page.contract';
export * from './einvoice.contract';
export * from './event.contract';
export * from './family.contract';
export * from './fields';
export * from './form-fields';
export * from './home-banner.contract';
export * from './hr-statistics.contract';
export * from './learning.contract';
export * from './mail.contract';
export * from './media.contract';
export * from './merchandise.contract';
export * from './offline.contract';
export * from './openapi';
export * from './order.contract';
export * from './organization-statistics.contract';
export * from './package.contract';
export * from './package-checkout.contract';
export * from './privacy.contract';
export * from './profile.contract';
export * from './reach.contract';
export * from './reseller.contract';
export * from './reseller-settings.contract';
export * from './route';
export * from './school-calendar.contract';
export * from './subreseller.contract';
export * from './subscription.contract';
export * from './system.contract';
export * from './tax.contract';
export * from './tutor-asset.contract';
export * from './tutor-course.contract';
export * from './tutor-dashboard.contract';
export * from './tutor-quiz.contract';
export * from './tutor-upload.contract';
export * from './wishlist.contract';

/** Every area's routes, by area. Adding an area here puts it in openapi.json and the server's route check. */
export const contract = {
  account: accountContract,
  accountSecurity: accountSecurityContract,
  auth: authContract,
  system: systemContract,
  adminDashboard: adminDashboardContract,
  tutorDashboard: tutorDashboardContract,
  approvals: approvalsContract,
  catalogue: catalogueContract,
  coursePage: coursePageContract,
  wishlist: wishlistContract,
  media: mediaContract,
  offline: offlineContract,
  schoolCalendar: schoolCalendarContract,
  learning: learningContract,
  subscription: subscriptionContract,
  package: packageContract,
  hrStatistics: hrStatisticsContract,
  organizationStatistics: organizationStatisticsContract,
  companyStatistics: companyStatisticsContract,
  cart: cartContract,
  coins: coinContract,
  orders: orderContract,
  packageCheckout: packageCheckoutContract,
  event: eventContract,
  merchandiseShop: merchandiseContract,
  homeBanner: homeBannerContract,
  resellerRegistration: resellerContract,
  profile: profileContract,
  privacy: privacyContract,
  affiliate: affiliateContract,
  tutorCourse: tutorCourseContract,
  tutorQuiz: tutorQuizContract,
  tutorAsset: tutorAssetContract,
  adminCourseReview: adminCourseReviewContract,
  adminAssetReview: adminAssetReviewContract,
  adminContent: adminContentContract,
  adminCommission: adminCommissionContract,
  adminAffiliateCommission: adminAffiliateCommissionContract,
  resellerSettings: resellerSettingsContract,
  subReseller: subResellerContract,
  resellerCommission: resellerCommissionContract,
  mail: mailContract,
  adminOrders: adminOrderContract,
  einvoice: einvoiceContract,
  reach: reachContract,
  tax: taxContract,
  coupons: couponContract,
  family: familyContract,
  certificates: certificateContract,
  captions: captionContract,
} as const;

/** Every route of the contract, flat. */
export function allRoutes(): RouteDef[] {
  return Object.values(contract).flatMap((area) => Object.values(area) as RouteDef[]);
}
