import { timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { type Db, pingDb } from '@mahir/db';
import type { AppState } from '../http/state';
import type { Metrics } from './metrics';
import type { Readiness } from './readiness';

export interface OperationsDeps {
  db: Db;
  readiness: Readiness;
  metrics: Metrics;
  /** With a token, `/metrics` needs `Authorization: Bearer <token>`; without, only loopback clients get it. */
  metricsToken: string | null;
  /** Further dependencies `/readyz` checks (the file store); each resolves when reachable. */
  checks?: Record<string, () => Promise<unknown>>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `GET /readyz` (this instance should get traffic) and `GET /metrics` (Prometheus text format). */
export function operationsRouter({ db, readiness, metrics, metricsToken, checks = {} }: OperationsDeps) {
  const router = new Router<AppState>();

  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const failed: string[] = [];
    if (readiness.state !== 'ready') failed.push(readiness.state);
    else {
      const probes = { database: () => pingDb(db), ...checks };
      const results = await Promise.allSettled(Object.values(probes).map((probe) => probe()));
      Object.keys(probes).forEach((name, i) => {
        if (results[i]?.status === 'rejected') failed.push(`${name} unreachable`);
      });
    }
    ctx.status = failed.length ? 503 : 200;
    ctx.body = failed.length ? { status: 'unavailable', reasons: failed } : { status: 'ready' };
  });

  router.get('/metrics', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (metricsToken) {
      const header = ctx.get('authorization');
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sameSecret(given, metricsToken)) {
        ctx.status = 401;
        ctx.set('WWW-Authenticate', 'Bearer');
        ctx.body = { message: 'A metrics token is required.' };
        return;
      }
    } else if (!LOOPBACK.has(ctx.req.socket.remoteAddress ?? '')) {
      // The socket's own address: a forwarded header would let anyone claim to be local.
      ctx.status = 403;
      ctx.body = {
        message: 'Metrics are served to this machine only; set METRICS_TOKEN to read them remotely.',
      };
      return;
    }
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  });

  return router;
}
