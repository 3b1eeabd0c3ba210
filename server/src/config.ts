import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
  logLevel: string;
  /** Folders holding the built clients. */
  storefrontDist: string;
  backofficeDist: string;
  publicUrl: string;
}

const root = resolve(import.meta.dirname, '..', '..');

function loadSecret(dataDir: string): string {
  const file = join(dataDir, '.app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the configuration from environment variables (documented in the README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? join(root, 'data'));
  mkdirSync(dataDir, { recursive: true });
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL ?? join(dataDir, 'mahir.sqlite'),
    appSecret: env.APP_SECRET ?? loadSecret(dataDir),
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 14),
    secureCookies: env.SECURE_COOKIES === '1',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    storefrontDist: resolve(env.STOREFRONT_DIST ?? join(root, 'storefront', 'dist')),
    backofficeDist: resolve(env.BACKOFFICE_DIST ?? join(root, 'desktop', 'dist-renderer')),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
  };
}
