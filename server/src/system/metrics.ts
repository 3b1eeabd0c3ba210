import type { Db } from '@mahir/db';
import type { Middleware } from 'koa';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { AppState } from '../http/state';
import { TUS_PATH } from '../uploads/tus-upload';
import { queueGauges } from './queue-metrics';

/** What went wrong in the job runner: an outbox event's handlers, or a scheduled job. */
export type JobKind = 'outbox' | 'schedule';

/** The Prometheus registry of one server instance and the counters the areas feed. */
export interface Metrics {
  registry: Registry;
  /** Times every request; the label is the route's pattern, never the raw path (bounded cardinality). */
  middleware: Middleware<AppState>;
  /** A payment provider's message (callback, return, webhook) and what it did. */
  paymentMessage(provider: string, result: string): void;
  /** A failed outbox event (by topic) or scheduled job (by name). */
  jobFailed(kind: JobKind, name: string): void;
}

/** Buckets for request durations, in seconds: from a cached page to a large report. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a request is counted under when no API route matched it. */
function routeLabel(ctx: { path: string; _matchedRoute?: unknown }): string {
  if (typeof ctx._matchedRoute === 'string') return ctx._matchedRoute;
  for (const prefix of ['/files/', '/media/', '/payments/', '/ajax/'])
    if (ctx.path.startsWith(prefix)) return `${prefix}*`;
  if (ctx.path.startsWith('/backoffice')) return '/backoffice/*';
  return 'page';
}

/** Which kind of upload an accepted request carried, if any: a tus chunk or a multipart form. */
function uploadKind(ctx: { method: string; path: string; is(type: string): string | false | null }) {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return null;
  if (ctx.path === TUS_PATH || ctx.path.startsWith(`${TUS_PATH}/`)) return 'tus';
  return ctx.is('multipart') ? 'form' : null;
}

/**
 * The instance's metrics: process and event-loop metrics (prom-client's defaults), HTTP requests by route,
 * server errors, upload bytes, payment messages and job failures, and, read from the database at each
 * scrape, the job queues (`queue-metrics.ts`).
 */
export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'mahir' });
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const answered = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const uploaded = new Counter({
    name: 'upload_bytes_total',
    help: 'Bytes of accepted upload requests (declared Content-Length), by kind: tus chunks or multipart forms',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'payment_messages_total',
    help: 'Payment provider callbacks, returns and webhooks, by provider and result',
    labelNames: ['provider', 'result'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Failed outbox events (by topic) and scheduled jobs (by name)',
    labelNames: ['kind', 'name'] as const,
    registers: [registry],
  });
  queueGauges(registry, db);

  const middleware: Middleware<AppState> = async (ctx, next) => {
    const stop = duration.startTimer();
    try {
      await next();
    } finally {
      const route = routeLabel(ctx as never);
      const labels = { method: ctx.method, route, status: String(ctx.status) };
      stop(labels);
      answered.inc(labels);
      if (ctx.status >= 500) errors.inc({ method: ctx.method, route });
      const kind = ctx.status < 400 ? uploadKind(ctx) : null;
      if (kind && ctx.request.length) uploaded.inc({ kind }, ctx.request.length);
    }
  };
  return {
    registry,
    middleware,
    paymentMessage: (provider, result) => payments.inc({ provider, result }),
    jobFailed: (kind, name) => jobFailures.inc({ kind, name }),
  };
}
