import type { Db } from '@mahir/db';
import { DEFAULT_RENEWAL_POLICY } from '@mahir/shared/renewals/index';
import type { Logger } from 'pino';
import { type AuthService, createAuthService } from './auth/auth.service';
import { createSecondFactorService, type SecondFactorService } from './auth/second-factor.service';
import { createSecuritySettings, type SecuritySettings } from './auth/security-settings';
import { createSessionService, type SessionService } from './auth/session.service';
import { type CatalogueService, createCatalogueService } from './catalogue/catalogue.service';
import type { AppConfig } from './config';
import { type CsrfTokens, createCsrfTokens } from './http/csrf-token';
import type { CookieOptions } from './http/session-middleware';
import { createMailNotices, type MailNotices } from './mail/mail-notices';
import { createMailer, type Mailer } from './mail/mail-outbox';
import { createPaymentGateway, type PaymentGateway } from './payments/payment-gateway';
import { payPalFromConfig } from './payments/paypal.provider';
import { createFileStore } from './storage/create-file-store';
import type { FileStore } from './storage/file-store';
import { createMetrics, type Metrics } from './system/metrics';
import { createReadiness, type Readiness } from './system/readiness';

export const VERSION = '1.0.0';

/** Where every rule reads "now" from: the wall clock in production, a fixed instant in tests. */
export type Clock = () => Date;

/** The wall clock: the one place the server asks the system for the time. */
export const systemClock: Clock = () => new Date();

/**
 * What every area is built from, made once per process: the database, the configuration, the clock, the
 * logger, and the shared services that hold state or secrets (sessions, CSRF tokens, the payment gateway).
 */
export interface AppContext {
  db: Db;
  config: AppConfig;
  logger: Logger;
  clock: Clock;
  version: string;
  payments: PaymentGateway;
  sessions: SessionService;
  auth: AuthService;
  /** Two-factor sign-in (TOTP and recovery codes), shared by sign-in and the account's security routes. */
  secondFactor: SecondFactorService;
  /** The back office's security setting (two-factor required of admins and tutors) with `REQUIRE_2FA_ROLES`. */
  securitySettings: SecuritySettings;
  csrf: CsrfTokens;
  cookie: CookieOptions;
  /** The catalogue with its page cache, shared by its routes and the storefront's page boot. */
  catalogue: CatalogueService;
  /** Whether this instance takes traffic (`/readyz`): main marks it ready once listening, stopping on a signal. */
  readiness: Readiness;
  /** The instance's Prometheus registry and request timer (`/metrics`). */
  metrics: Metrics;
  /** Every stored file (media, renditions, previews, avatars, tus uploads): the S3 bucket or DATA_DIR. */
  storage: FileStore;
  /** Queues mail in the caller's transaction (rendered now, sent by the job runner). */
  mailer: Mailer;
  /** The product's mails by what happened (a paid order, a review outcome, ...), queued through `mailer`. */
  mail: MailNotices;
}

/** What most services are built from: the database and the clock (a service needing more picks more). */
export type ServiceDeps = Pick<AppContext, 'db' | 'clock'>;

export interface AppContextInput {
  config: AppConfig;
  db: Db;
  logger: Logger;
  clock?: Clock;
  /** Ready from the start unless the caller tracks the instance's start and stop (main does). */
  readiness?: Readiness;
  /** The file store; by default the one the configuration names (`S3_BUCKET` or DATA_DIR). */
  storage?: FileStore;
}

/**
 * Builds the context once; `createApp` and the job runner are both built from it.
 *
 * @example const ctx = createAppContext({ config, db, logger });
 */
export function createAppContext({
  config,
  db,
  logger,
  clock = systemClock,
  readiness = createReadiness('ready'),
  storage = createFileStore(config.dataDir, config.s3),
}: AppContextInput): AppContext {
  const cookie = { secure: config.secureCookies, ttlHours: config.sessionTtlHours };
  const sessions = createSessionService({ db, clock, ttlHours: config.sessionTtlHours });
  const secondFactor = createSecondFactorService({ db, appSecret: config.appSecret, clock });
  const securitySettings = createSecuritySettings({
    db,
    clock,
    serverRoles: config.requireSecondFactorRoles ?? [],
  });
  const mailer = createMailer({ publicUrl: config.publicUrl, appSecret: config.appSecret, clock });
  return {
    db,
    config,
    logger,
    clock,
    version: VERSION,
    payments: createPaymentGateway(config.payments, payPalFromConfig),
    sessions,
    auth: createAuthService({
      db,
      clock,
      sessions,
      secondFactor,
      securitySettings,
    }),
    secondFactor,
    securitySettings,
    csrf: createCsrfTokens(config.appSecret, cookie),
    cookie,
    catalogue: createCatalogueService(db),
    readiness,
    metrics: createMetrics(db),
    storage,
    mailer,
    mail: createMailNotices({
      mailer,
      // A declined card renewal joins the pay-link dunning: its mail names the dunning's last grace day.
      graceDays: (config.renewalPolicy ?? DEFAULT_RENEWAL_POLICY).graceDays - 1,
      sstRegistrationNo: config.sst?.registrationNo ?? null,
    }),
  };
}
