import type { Db } from '@mahir/db';
import type { Logger } from 'pino';
import { type AuthService, createAuthService } from './auth/auth.service';
import { createSessionService, type SessionService } from './auth/session.service';
import { type CatalogueService, createCatalogueService } from './catalogue/catalogue.service';
import type { AppConfig } from './config';
import { type CsrfTokens, createCsrfTokens } from './http/csrf-token';
import type { CookieOptions } from './http/session-middleware';
import { createMailNotices, type MailNotices } from './mail/mail-notices';
import { createMailer, type Mailer } from './mail/mail-outbox';
import { createPaymentGateway, type PaymentGateway } from './payments/payment-gateway';
import { payPalFromConfig } from './payments/paypal.provider';
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
  csrf: CsrfTokens;
  cookie: CookieOptions;
  /** The catalogue with its page cache, shared by its routes and the storefront's page boot. */
  catalogue: CatalogueService;
  /** Whether this instance takes traffic (`/readyz`): main marks it ready once listening, stopping on a signal. */
  readiness: Readiness;
  /** The instance's Prometheus registry and request timer (`/metrics`). */
  metrics: Metrics;
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
}: AppContextInput): AppContext {
  const cookie = { secure: config.secureCookies, ttlHours: config.sessionTtlHours };
  const sessions = createSessionService({ db, clock, ttlHours: config.sessionTtlHours });
  const mailer = createMailer({ publicUrl: config.publicUrl, appSecret: config.appSecret, clock });
  return {
    db,
    config,
    logger,
    clock,
    version: VERSION,
    payments: createPaymentGateway(config.payments, payPalFromConfig),
    sessions,
    auth: createAuthService({ db, clock, sessions }),
    csrf: createCsrfTokens(config.appSecret, cookie),
    cookie,
    catalogue: createCatalogueService(db),
    readiness,
    metrics: createMetrics(),
    mailer,
    mail: createMailNotices({ mailer, graceDays: config.payments.recurringGraceDays }),
  };
}
