import { MSG } from '@mahir/shared';
import type { Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import qs from 'qs';
import { AppError } from './app-error';
import type { AppState, HttpContext } from './state';

/** JSON and form bodies are small; files come only through routes that declare them (or tus). */
export const SMALL_BODY_LIMIT = '1mb';

/**
 * The most fields a form body (urlencoded or multipart) may hold; more is refused with 413 rather than cut
 * off, since a form silently missing its last rows would save a course without them. qs joins repeated
 * `name[]` fields in quadratic time, so the limit also bounds the work one body can cause.
 */
export const FORM_FIELD_LIMIT = 3000;
const FORM_QS = {
  allowDots: true,
  arrayLimit: FORM_FIELD_LIMIT,
  parameterLimit: FORM_FIELD_LIMIT,
  throwOnLimitExceeded: true,
} as const;

/**
 * A form's fields as nested lists and objects, for routes that decode the spec's parallel lists: skipped
 * indices stay holes (not compacted), so `module_title[2][]` still belongs to the third chapter.
 */
export function parseFormText(text: string): Record<string, unknown> {
  return qs.parse(text, { ...FORM_QS, allowSparse: true }) as Record<string, unknown>;
}

const JSON_TYPES = ['application/json', 'application/*+json'];
const FORM_TYPES = ['application/x-www-form-urlencoded'];
const MULTIPART_TYPES = ['multipart/form-data'];
const PARSED = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const parsed = new WeakSet<object>();

const ZLIB_FAILURES = new Set([
  'Z_DATA_ERROR',
  'Z_BUF_ERROR',
  'Z_NEED_DICT',
  'ERR_BROTLI_DECOMPRESSION_FAILED',
]);

/** Whether the request carries a body at all (a declared non-zero length or a chunked stream). */
export function hasBody(ctx: HttpContext): boolean {
  const length = ctx.get('content-length');
  if (length !== '') return length !== '0';
  return ctx.get('transfer-encoding') !== '';
}

/** Whether the request is an urlencoded form. */
export function isFormEncoded(ctx: HttpContext): boolean {
  return hasBody(ctx) && Boolean(ctx.request.is(FORM_TYPES));
}

/** Whether the request is `multipart/form-data`. */
export function isMultipart(ctx: HttpContext): boolean {
  return hasBody(ctx) && Boolean(ctx.request.is(MULTIPART_TYPES));
}

/** Turns what the parsers throw (co-body, raw-body, zlib, formidable) into a 4xx AppError. */
export function bodyError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = (typeof err === 'object' && err !== null ? err : {}) as {
    status?: number;
    code?: string | number;
    httpCode?: number;
    type?: string;
  };
  const status = e.status ?? e.httpCode;
  if (err instanceof RangeError && /limit exceeded/i.test(err.message))
    return new AppError(413, MSG.bodyTooLarge);
  if (status === 413 || e.type === 'entity.too.large') return new AppError(413, MSG.bodyTooLarge);
  if (typeof e.code === 'string' && ZLIB_FAILURES.has(e.code)) return new AppError(400, MSG.badBody);
  // co-body marks unparsable JSON and form text 400: the data, not the transport, is wrong.
  if (status === 400 && e.type === undefined) return new AppError(422, MSG.validationFailed);
  if (status === 415) return new AppError(415, MSG.unsupportedMediaType);
  return new AppError(400, MSG.badBody);
}

const small = koaBody({
  multipart: false,
  json: true,
  urlencoded: true,
  text: false,
  jsonLimit: SMALL_BODY_LIMIT,
  formLimit: SMALL_BODY_LIMIT,
  jsonStrict: true,
  queryString: FORM_QS,
  // Routes that decode the spec's form lists read the text again (see `parseFormText`).
  includeUnparsed: true,
  parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
  onError: (err) => {
    throw bodyError(err);
  },
});

/**
 * Reads a JSON or urlencoded body once (later calls do nothing). Any other body but multipart answers
 * `415`; multipart is left for the route that declares file fields.
 */
export async function parseSmallBody(ctx: HttpContext): Promise<void> {
  if (parsed.has(ctx) || !PARSED.has(ctx.method)) return;
  parsed.add(ctx);
  if (!hasBody(ctx)) return;
  if (ctx.request.is(MULTIPART_TYPES)) return;
  if (!ctx.request.is([...JSON_TYPES, ...FORM_TYPES])) throw new AppError(415, MSG.unsupportedMediaType);
  await small(ctx, async () => undefined);
}

/** Parses JSON and form bodies for every later middleware; runs after the session and CSRF checks. */
export function bodyParser(): Middleware<AppState> {
  return async (ctx, next) => {
    await parseSmallBody(ctx);
    await next();
  };
}
