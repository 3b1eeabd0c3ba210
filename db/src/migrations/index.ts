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
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
