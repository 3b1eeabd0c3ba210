import { timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER, MSG } from '@mahir/shared';
import type { Middleware } from 'koa';
import type { AppState } from './state';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function bodyToken(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const token = (body as Record<string, unknown>)._token;
  return typeof token === 'string' ? token : undefined;
}

/**
 * Every state-changing request must echo the session's token in `X-CSRF-TOKEN` or a `_token` field;
 * otherwise `419` and nothing runs. Paths in `exempt` (signed provider callbacks) verify themselves.
 */
export function csrfMiddleware(exempt: readonly string[] = []): Middleware<AppState> {
  return async (ctx, next) => {
    if (SAFE.has(ctx.method) || exempt.some((p) => ctx.path.startsWith(p))) return next();
    const expected = ctx.state.session?.csrfToken;
    const given = ctx.get(CSRF_HEADER) || bodyToken(ctx.request.body);
    if (!expected || !given || !same(expected, given)) {
      ctx.status = 419;
      ctx.body = { message: MSG.csrfMismatch };
      return;
    }
    await next();
  };
}
