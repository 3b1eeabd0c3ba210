import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import pino, { type Logger } from 'pino';
import type { AppState } from './http/state';

/** Structured JSON logs on stdout. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'mahir' }, redact: ['req.headers.cookie', 'password'] });
}

/** One log line per request with its id, status and duration; the id is echoed in `X-Request-Id`. */
export function requestLogger(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now();
    ctx.state.requestId = ctx.get('x-request-id') || randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = { id: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms };
      if (ctx.status >= 500) logger.error(line, 'request');
      else if (!ctx.path.startsWith('/assets/')) logger.info(line, 'request');
    }
  };
}
