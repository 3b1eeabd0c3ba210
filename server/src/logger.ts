import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Middleware } from 'koa';
import pino, { type Logger } from 'pino';
import type { AppState } from './http/state';

/** Structured JSON logs on stdout; each line names the instance (host and pid) that wrote it. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'mahir', hostname: hostname(), pid: process.pid },
    redact: ['req.headers.cookie', 'password'],
  });
}

/** A request id from the load balancer is kept when it is a plain token; anything else is replaced. */
const REQUEST_ID = /^[\w.:@+/=-]{1,128}$/;

/** The request's id: the one the load balancer gave it (`X-Request-Id`), or a new one. */
export function requestIdOf(header: string): string {
  return REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * One log line per request with its id, status and duration; the id is echoed in `X-Request-Id`, so one
 * request can be followed from the load balancer's log to whichever instance answered it.
 */
export function requestLogger(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now();
    ctx.state.requestId = requestIdOf(ctx.get('x-request-id'));
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
