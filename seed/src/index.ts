export { seedBulkCourses } from './bulk-courses';
export {
  DEMO_ACCESS_CODE,
  DEMO_ACCOUNTS,
  DEMO_CERTIFICATE_CODE,
  DEMO_COMPANY_NAME,
  DEMO_ORDER_NO,
  DEMO_PASSWORD,
  DEMO_RESELLER_CODES,
  DEMO_SLUGS,
  DEMO_WALLET,
  type DemoAccount,
} from './demo-keys';
export { mulberry32 } from './random';
export {
  isSeeded,
  type SeedOptions,
  type SeedOutcome,
  type SeedSummary,
  seedDemo,
  seedIfEmpty,
} from './seed-demo';
