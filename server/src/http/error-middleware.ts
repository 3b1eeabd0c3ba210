import { MSG } from '@mahir/shared';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { AppError } from './app-error';

interface HttpishError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as HttpishError;
  return e.status ?? e.statusCode;
}

/** Renders every failure as `{ message, errors? }`; unknown errors are logged and never leak details. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/ajax/')) {
        ctx.status = 404;
        ctx.body = { message: MSG.unknownRoute };
      }
    } catch (err) {
      if (err instanceof AppError) {
        ctx.status = err.status;
        ctx.body = err.errors ? { message: err.message, errors: err.errors } : { message: err.message };
        return;
      }
      const status = statusOf(err);
      // Body parser failures (malformed JSON, too large) are the client's, not ours.
      if (status && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = {
          message:
            status === 413
              ? MSG.tooLarge
              : status === 400 || status === 422
                ? MSG.validationFailed
                : MSG.notFound,
        };
        if (status === 400) ctx.status = 422;
        return;
      }
      logger.error({ err, method: ctx.method, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: MSG.serverError };
    }
  };
}
