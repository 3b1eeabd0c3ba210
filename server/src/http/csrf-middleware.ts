import { timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER, MSG } from '@mahir/shared';
import type { Middleware } from 'koa';
import { AppError } from './app-error';
import { hasBody, parseSmallBody } from './body-parser';
import type { CsrfTokens } from './csrf-token';
import type { AppState, HttpContext } from './state';

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

/** The token the request echoes: the header, or a urlencoded form's `_token` field (read only then). */
async function givenToken(ctx: HttpContext): Promise<string | undefined> {
  const header = ctx.get(CSRF_HEADER);
  if (header) return header;
  if (!hasBody(ctx) || !ctx.request.is('application/x-www-form-urlencoded')) return undefined;
  await parseSmallBody(ctx);
  return bodyToken(ctx.request.body);
}

/**
 * Every state-changing request must echo the session's (or the visitor's signed) token in
 * `X-CSRF-TOKEN` or a form's `_token` field; otherwise `419` and nothing runs. Paths in `exempt`
 * (signed provider callbacks) verify themselves. Multipart and JSON bodies are not read before this.
 */
export function csrfMiddleware(tokens: CsrfTokens, exempt: readonly string[] = []): Middleware<AppState> {
  return async (ctx, next) => {
    if (SAFE.has(ctx.method) || exempt.some((p) => ctx.path.startsWith(p))) return next();
    const expected = tokens.expected(ctx as HttpContext);
    const given = await givenToken(ctx as HttpContext);
    if (!expected || !given || !same(expected, given)) throw new AppError(419, MSG.csrfMismatch);
    await next();
  };
}
