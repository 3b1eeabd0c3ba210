import type { Middleware } from 'koa';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { AppState } from '../http/state';

/** The Prometheus registry of one server instance: process metrics plus HTTP requests by route. */
export interface Metrics {
  registry: Registry;
  /** Times every request; the label is the route's pattern, never the raw path (bounded cardinality). */
  middleware: Middleware<AppState>;
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

export function createMetrics(): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'mahir' });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const answered = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const middleware: Middleware<AppState> = async (ctx, next) => {
    const stop = duration.startTimer();
    try {
      await next();
    } finally {
      const labels = { method: ctx.method, route: routeLabel(ctx as never), status: String(ctx.status) };
      stop(labels);
      answered.inc(labels);
    }
  };
  return { registry, middleware };
}
