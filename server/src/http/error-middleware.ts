import { type ErrorBody, errorCodeFor, MSG } from '@mahir/shared';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { AppError } from './app-error';
import { databaseUnavailable } from './db-error';

interface HttpishError {
  status?: number;
  statusCode?: number;
  message?: string;
}

function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as HttpishError;
  return e.status ?? e.statusCode;
}

/** The message a client sees for a failure that was not an AppError. */
function messageFor(status: number): string {
  switch (status) {
    case 401:
      return MSG.unauthenticated;
    case 403:
      return MSG.forbidden;
    case 413:
      return MSG.bodyTooLarge;
    case 415:
      return MSG.unsupportedMediaType;
    case 419:
      return MSG.csrfMismatch;
    case 400:
      return MSG.badBody;
    case 422:
      return MSG.validationFailed;
    case 429:
      return MSG.tooManyAttempts;
    default:
      return MSG.notFound;
  }
}

function render(ctx: Context, status: number, body: ErrorBody): void {
  ctx.status = status;
  ctx.body = body;
}

/** Adds the code to failure envelopes other middleware wrote by hand (`{ message }`). */
function completeEnvelope(ctx: Context): void {
  if (ctx.status < 400) return;
  const body: unknown = ctx.body;
  if (body === undefined || body === null) {
    if (!ctx.path.startsWith('/ajax/')) return;
    const message = ctx.status === 404 ? MSG.unknownRoute : messageFor(ctx.status);
    render(ctx, ctx.status, { message, code: errorCodeFor(ctx.status) });
    return;
  }
  if (typeof body !== 'object' || Buffer.isBuffer(body) || 'pipe' in body) return;
  const envelope = body as Partial<ErrorBody>;
  if (typeof envelope.message === 'string' && envelope.code === undefined)
    ctx.body = { ...envelope, code: errorCodeFor(ctx.status) };
}

/**
 * Renders every failure as `{ message, code, errors? }`: AppErrors as thrown, other 4xx (body parsers,
 * router) with the status's message and code; unknown errors are logged and never leak details.
 */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      completeEnvelope(ctx);
    } catch (thrown) {
      // A locked SQLite file or a lost PostgreSQL connection is a retryable 503, not a 500.
      const err = databaseUnavailable(thrown) ?? thrown;
      if (err instanceof AppError) {
        if (err.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(err.retryAfterSeconds));
        render(ctx, err.status, {
          message: err.message,
          code: err.code,
          ...(err.errors ? { errors: err.errors } : {}),
        });
        return;
      }
      const status = statusOf(err);
      if (status && status >= 400 && status < 500) {
        render(ctx, status, { message: messageFor(status), code: errorCodeFor(status) });
        return;
      }
      logger.error({ err, method: ctx.method, path: ctx.path }, 'unhandled error');
      render(ctx, 500, { message: MSG.serverError, code: errorCodeFor(500) });
    } finally {
      // Refused before its body was read (too large, wrong type): the rest of the body is never read, so the
      // connection must not carry another request. Saying so lets a client open a new one instead of
      // reusing a socket the server is about to drop.
      if (ctx.status >= 400 && !ctx.req.complete) ctx.set('Connection', 'close');
    }
  };
}
