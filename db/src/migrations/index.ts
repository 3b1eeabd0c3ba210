import type { Migration, MigrationProvider } from 'kysely';
import * as createCore from './20261121T0100-create-core';
import * as createLearning from './20261121T0200-create-learning';
import * as createCommerce from './20261121T0300-create-commerce';
import * as createPartners from './20261121T0400-create-partners';
import * as createCourseSearch from './20261121T0500-create-course-search';
import * as createRateLimits from './20261123T0100-create-rate-limits';
import * as createModuleRenditions from './20261123T0300-create-module-renditions';
import * as addPartnerLogos from './20261123T0350-add-partner-logos';
import * as createMoneySpine from './20261123T0400-create-money-spine';
import * as createShipments from './20261123T0450-create-shipments';
import * as addUserResellerCode from './20261123T0500-add-user-reseller-code';
import * as createAuthoring from './20261123T0600-create-authoring';
import * as createCommissionLedger from './20261123T0700-create-commission-ledger';
import * as moveOrderCancellation from './20261123T1300-move-order-cancellation';
import * as addDashboardIndexes from './20261124T0500-add-dashboard-indexes';
import * as createSalesSummary from './20261124T0600-create-sales-summary';
import * as addCommissionMonthIndex from './20261124T0700-add-commission-month-index';
import * as createMails from './20261125T0100-create-mails';
import * as createRecurringRenewals from './20261125T0100-create-recurring-renewals';
import * as widenSizeColumns from './20261125T0200-widen-size-columns';
import * as widenProviderAmounts from './20261125T0300-widen-provider-amounts';
import * as createMyInvoisSandbox from './20261125T0400-create-myinvois-sandbox';
import * as addSubscriptionAffiliate from './20261125T0500-add-subscription-affiliate';
import * as createPlaybackPositions from './20261125T1100-create-playback-positions';
import * as createModuleCaptions from './20261125T1110-create-module-captions';
import * as createModuleHls from './20261125T1120-create-module-hls';
import * as createCertificates from './20261125T1130-create-certificates';
import * as createSchoolCalendars from './20261125T1140-create-school-calendars';
import * as addChapterReleaseWeek from './20261125T1150-add-chapter-release-week';
import * as createOneTimeTokens from './20261126T1900-create-one-time-tokens';
import * as createSecondFactors from './20261126T1910-create-second-factors';
import * as addEmailVerification from './20261127T0100-add-email-verification';
import * as createUploadLocks from './20261128T1400-create-upload-locks';
import * as addSessionSecondFactor from './20261128T1420-add-session-second-factor';
import * as createAppSettings from './20261128T1430-create-app-settings';
import * as createMailOptOuts from './20261128T1500-create-mail-opt-outs';
import * as addCommissionPeriodIndex from './20261128T1510-add-commission-period-index';
import * as addCourseCategoryOrderIndex from './20261128T1520-add-course-category-order-index';
import * as createGuardianships from './20261129T0100-create-guardianships';
import * as createPrivacyAcceptances from './20261129T0200-create-privacy-acceptances';
import * as createDeletionRequests from './20261129T0210-create-deletion-requests';
import * as createRefunds from './20261129T0300-create-refunds';
import * as addOrderLineTax from './20261129T0400-add-order-line-tax';
import * as createCoupons from './20261129T0410-create-coupons';
import * as createEInvoiceDocuments from './20261129T0500-create-einvoice-documents';
import * as createCourseSearchTerms from './20261129T0700-create-course-search-terms';
import * as createSubscriptionPauses from './20261129T1000-create-subscription-pauses';
import * as createPostgresCourseSearchTerms from './20261130T0100-create-postgres-course-search-terms';
import * as addCourseSearchCoverIndex from './20261130T0110-add-course-search-cover-index';
import * as createRenewalDunning from './20261130T0200-create-renewal-dunning';
import * as createOfflineEvents from './20261130T0300-create-offline-events';
import * as addAffiliateCommissionPaidAt from './20261130T0400-add-affiliate-commission-paid-at';
import * as createCourseSearchPostings from './20261201T0100-create-course-search-postings';

/** Every migration in order, imported statically so bundlers and tsx see the same list. */
export const migrations: Record<string, Migration> = {
  '20261121T0100-create-core': createCore,
  '20261121T0200-create-learning': createLearning,
  '20261121T0300-create-commerce': createCommerce,
  '20261121T0400-create-partners': createPartners,
  '20261121T0500-create-course-search': createCourseSearch,
  '20261123T0100-create-rate-limits': createRateLimits,
  '20261123T0300-create-module-renditions': createModuleRenditions,
  '20261123T0350-add-partner-logos': addPartnerLogos,
  '20261123T0400-create-money-spine': createMoneySpine,
  '20261123T0450-create-shipments': createShipments,
  '20261123T0500-add-user-reseller-code': addUserResellerCode,
  '20261123T0600-create-authoring': createAuthoring,
  '20261123T0700-create-commission-ledger': createCommissionLedger,
  '20261123T1300-move-order-cancellation': moveOrderCancellation,
  '20261124T0500-add-dashboard-indexes': addDashboardIndexes,
  '20261124T0600-create-sales-summary': createSalesSummary,
  '20261124T0700-add-commission-month-index': addCommissionMonthIndex,
  '20261125T0100-create-mails': createMails,
  '20261125T0100-create-recurring-renewals': createRecurringRenewals,
  '20261125T0200-widen-size-columns': widenSizeColumns,
  '20261125T0300-widen-provider-amounts': widenProviderAmounts,
  '20261125T0400-create-myinvois-sandbox': createMyInvoisSandbox,
  '20261125T0500-add-subscription-affiliate': addSubscriptionAffiliate,
  '20261125T1100-create-playback-positions': createPlaybackPositions,
  '20261125T1110-create-module-captions': createModuleCaptions,
  '20261125T1120-create-module-hls': createModuleHls,
  '20261125T1130-create-certificates': createCertificates,
  '20261125T1140-create-school-calendars': createSchoolCalendars,
  '20261125T1150-add-chapter-release-week': addChapterReleaseWeek,
  '20261126T1900-create-one-time-tokens': createOneTimeTokens,
  '20261126T1910-create-second-factors': createSecondFactors,
  '20261127T0100-add-email-verification': addEmailVerification,
  '20261128T1400-create-upload-locks': createUploadLocks,
  '20261128T1420-add-session-second-factor': addSessionSecondFactor,
  '20261128T1430-create-app-settings': createAppSettings,
  '20261128T1500-create-mail-opt-outs': createMailOptOuts,
  '20261128T1510-add-commission-period-index': addCommissionPeriodIndex,
  '20261128T1520-add-course-category-order-index': addCourseCategoryOrderIndex,
  '20261129T0100-create-guardianships': createGuardianships,
  '20261129T0200-create-privacy-acceptances': createPrivacyAcceptances,
  '20261129T0210-create-deletion-requests': createDeletionRequests,
  '20261129T0300-create-refunds': createRefunds,
  '20261129T0400-add-order-line-tax': addOrderLineTax,
  '20261129T0410-create-coupons': createCoupons,
  '20261129T0500-create-einvoice-documents': createEInvoiceDocuments,
  '20261129T0700-create-course-search-terms': createCourseSearchTerms,
  '20261129T1000-create-subscription-pauses': createSubscriptionPauses,
  '20261130T0100-create-postgres-course-search-terms': createPostgresCourseSearchTerms,
  '20261130T0110-add-course-search-cover-index': addCourseSearchCoverIndex,
  '20261130T0200-create-renewal-dunning': createRenewalDunning,
  '20261130T0300-create-offline-events': createOfflineEvents,
  '20261130T0400-add-affiliate-commission-paid-at': addAffiliateCommissionPaidAt,
  '20261201T0100-create-course-search-postings': createCourseSearchPostings,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
