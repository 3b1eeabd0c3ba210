import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dataLocation } from '@mahir/db';
import { parseRequiredRoles } from '@mahir/shared/accounts/second-factor-policy';
import type { Role } from '@mahir/shared/constants';
import { type RenewalPolicy, renewalPolicyFromEnv } from '@mahir/shared/renewals/index';
import { type EInvoiceConfig, loadEInvoiceConfig } from './einvoice/einvoice-config';
import { loadPaymentConfig, type PaymentConfig } from './payments/payment-config';
import { type S3Settings, s3SettingsFromEnv } from './storage/s3-settings';
import { loadSstConfig, type SstConfig } from './tax/sst-config';

/** Everything the server reads from its environment, resolved once at start. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  /** Secret for signed media URLs and sandbox payment signatures; kept in the data dir when not given. */
  appSecret: string;
  sessionTtlHours: number;
  /** Whether cookies carry `Secure` (behind HTTPS). */
  secureCookies: boolean;
  /**
   * How many reverse proxies in front of the server are trusted (`TRUST_PROXY`, 0 = none). The client
   * address is the one the outermost trusted proxy saw; entries a client wrote itself are ignored.
   */
  trustProxyHops: number;
  logLevel: string;
  /** Folders holding the built clients. */
  storefrontDist: string;
  backofficeDist: string;
  publicUrl: string;
  /** Payment providers, keys and timeouts (senangPay, PayPal, the sandbox). */
  payments: PaymentConfig;
  /** `METRICS_TOKEN`: the bearer token `/metrics` asks for; unset, it answers loopback clients only. */
  metricsToken?: string | null;
  /** `SMTP_URL` (`smtp://user:pass@host:port`, `smtps://` for TLS); unset, mail is kept as `.eml` files. */
  smtpUrl?: string | null;
  /** `MAIL_FROM`: the sender of every mail. */
  mailFrom?: string;
  /** `S3_BUCKET` and its `S3_*` companions: stored files live in that bucket; null, under `dataDir`. */
  s3?: S3Settings | null;
  /**
   * `REQUIRE_2FA_ROLES` (`admin,tutor`): roles that must sign in with a second factor. Unset or empty (the
   * demo), nobody must; an unknown role stops the start.
   */
  requireSecondFactorRoles?: readonly Role[];
  /** `RENEWAL_REMINDER_DAYS`: how many days before a recurring charge its reminder is mailed. */
  renewalReminderDays?: number;
  /**
   * Renewals by pay link and the dunning of failed card renewals: `RENEWAL_REMIND_DAYS_BEFORE` (`7,1`),
   * `RENEWAL_GRACE_DAYS` (7), `RENEWAL_GRACE_REMIND_DAYS` (`1,3,6`); unset, `DEFAULT_RENEWAL_POLICY`.
   */
  renewalPolicy?: RenewalPolicy;
  /** LHDN MyInvois, the seller's details and `SST_RATE` (docs/einvoice.md); unset, the built-in sandbox. */
  einvoice: EInvoiceConfig;
  /** `SST_RATE` (percent, default 8) and `SST_REGISTRATION_NO`: the tax inside prices and on receipts. */
  sst?: SstConfig;
  /**
   * `JOBS=0`: this instance runs no scheduled jobs or outbox handlers, only requests (leases make any
   * number of job-running instances safe; this keeps a month's e-Invoices or reports off the instances a
   * load balancer sends visitors to). Default: it runs them.
   */
  runJobs?: boolean;
}

const root = resolve(import.meta.dirname, '..', '..');

function loadSecret(dataDir: string): string {
  const file = join(dataDir, '.app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `TRUST_PROXY`: a number of hops; `true` counts as one. */
export function parseTrustProxy(value: string | undefined): number {
  if (!value) return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUST_PROXY must be a number of proxies, not ${value}`);
  return hops;
}

/** Creates the data folder readable by its owner only, and tightens one created before. */
export function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/** The host of a URL, for a default sender address; `localhost` when it cannot be read. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** `RENEWAL_REMINDER_DAYS`: a whole number of days from 1 to 30, 3 when unset. */
function reminderDays(value: string | undefined): number {
  if (!value) return 3;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 30)
    throw new Error(`RENEWAL_REMINDER_DAYS must be a whole number of days from 1 to 30, not ${value}`);
  return days;
}

/** Reads the configuration from environment variables (documented in the README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const { dataDir, databaseUrl } = dataLocation(env);
  prepareDataDir(dataDir);
  const port = Number(env.PORT ?? 8080);
  const appSecret = env.APP_SECRET ?? loadSecret(dataDir);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    appSecret,
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 14),
    secureCookies: env.SECURE_COOKIES === '1',
    runJobs: env.JOBS !== '0',
    trustProxyHops: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    storefrontDist: resolve(env.STOREFRONT_DIST ?? join(root, 'storefront', 'dist')),
    backofficeDist: resolve(env.BACKOFFICE_DIST ?? join(root, 'desktop', 'dist-renderer')),
    publicUrl,
    payments: loadPaymentConfig(env, { appSecret, publicUrl }),
    metricsToken: env.METRICS_TOKEN || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `Mahir <no-reply@${hostOf(publicUrl)}>`,
    s3: s3SettingsFromEnv(env),
    requireSecondFactorRoles: parseRequiredRoles(env.REQUIRE_2FA_ROLES),
    renewalReminderDays: reminderDays(env.RENEWAL_REMINDER_DAYS),
    renewalPolicy: renewalPolicyFromEnv(env),
    einvoice: loadEInvoiceConfig(env, { publicUrl }),
    sst: loadSstConfig(env),
  };
}
