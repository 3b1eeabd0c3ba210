import type Router from '@koa/router';
import {
  type FormDecoder,
  hasAnyRole,
  MSG,
  type ParsedRequest,
  type RouteData,
  type RouteDef,
} from '@mahir/shared';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import type { z } from 'zod';
import { type Actor, actorOf, type UserActor } from '../access/actor';
import { affiliateIdFrom } from '../affiliate/affiliate-cookie';
import { AppError } from './app-error';
import { isFormEncoded, isMultipart, parseFormText } from './body-parser';
import { parseMultipart } from './multipart';
import { nulFieldErrors } from './nul-guard';
import type { AppState, CurrentUser, HttpContext, RequestSession } from './state';

/** An uploaded multipart file as handlers see it. */
export interface UploadedFile {
  filepath: string;
  originalFilename: string | null;
  mimetype: string | null;
  size: number;
}

/** What a handler receives: validated request parts and who is asking. Never Koa's ctx. */
export type HandlerInput<R> = ParsedRequest<R> & {
  user: R extends { access: 'public' } ? CurrentUser | null : CurrentUser;
  /** Who is asking, as services take it: a visitor only on public routes. */
  actor: R extends { access: 'public' } ? Actor : UserActor;
  session: RequestSession | null;
  ip: string;
  /**
   * The affiliate whose link this browser followed (the `mahir_aff` cookie), or null. Purchases are
   * attributed from it alone, never from an `affiliate_id` a request body claims.
   */
  affiliateId: number | null;
  files: Record<string, UploadedFile | undefined>;
  /** The visitor's session, started now when there is none: only for what must be kept (a cart). */
  keepSession: () => Promise<RequestSession>;
};

/** A handler's answer: the `data` of the envelope and an optional message. */
export interface Reply<T> {
  data: T;
  message?: string;
}

export type Handler<R> = (input: HandlerInput<R>) => Promise<Reply<RouteData<R>>>;

/** Koa path from a contract path: `{id}` -> `:id`. */
export function koaPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Turns zod issues into `{ field: [messages] }` with the schema's (spec's) messages. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
}

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  fieldOf?: (path: string) => string,
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw AppError.invalid(renamed(fieldErrors(result.error), fieldOf));
  return result.data;
}

function renamed(errors: Record<string, string[]>, fieldOf?: (path: string) => string) {
  if (!fieldOf) return errors;
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const name = fieldOf(path);
    out[name] = [...new Set([...(out[name] ?? []), ...messages])];
  }
  return out;
}

/** The form field of each body path, for inputs that came as the spec's form lists. */
const formFieldsOf = new WeakMap<object, (path: string) => string>();

/** A handler's validation error on an input that came as a form, named by the form's fields. */
function inFormTerms(err: unknown, input: object): unknown {
  const fieldOf = formFieldsOf.get(input);
  if (!fieldOf || !(err instanceof AppError) || !err.errors) return err;
  return new AppError(err.status, err.message, renamed(err.errors, fieldOf), err.code);
}

/** The text of a posted form: the urlencoded body as sent, or a multipart form's fields written as one. */
function formText(ctx: HttpContext, multipartFields: Record<string, unknown> | null): string {
  if (!multipartFields) return (ctx.request as { rawBody?: string }).rawBody ?? '';
  const pairs = new URLSearchParams();
  for (const [key, value] of Object.entries(multipartFields))
    for (const v of Array.isArray(value) ? value : [value]) pairs.append(key, String(v));
  return pairs.toString();
}

/** Parses the spec's form lists into the route's body; errors are named by the form's own fields. */
function decodeForm(
  route: RouteDef,
  form: FormDecoder,
  text: string,
): { body: unknown; fieldOf: (path: string) => string } {
  const fields = parsePart(form.fields, parseFormText(text));
  const decoded = form.decode(fields);
  return { body: parsePart(route.body, decoded.body, decoded.fieldOf), fieldOf: decoded.fieldOf };
}

/**
 * Checks the route's access rule against the current user: 401 when a login is needed, 403 for other roles and,
 * on buying and posting routes, for an account whose email is not verified yet or a pupil awaiting consent.
 */
export function authorize(route: RouteDef, user: CurrentUser | null): void {
  if (route.access === 'public') return;
  if (!user) throw AppError.unauthenticated();
  if (route.access !== 'user' && !hasAnyRole(user.roles, route.access))
    throw new AppError(403, MSG.forbidden);
  if (route.verifiedEmail && !user.email_verified)
    throw AppError.forbidden(ACCOUNT_MSG.en.verifyEmailFirst, 'email_unverified');
  // A pupil under 18 who signed up alone buys and posts once their guardian consents (issue 20).
  if (route.verifiedEmail && user.guardian_consent_needed)
    throw AppError.forbidden(ACCOUNT_MSG.en.guardianConsentNeeded, 'guardian_consent_needed');
}

/**
 * Authorizes, then parses a request for a route; shared by JSON and raw routes. Multipart is read only
 * here, after the session, CSRF and access checks, and only for routes that declare file fields.
 */
export async function prepare<R extends RouteDef>(route: R, ctx: HttpContext): Promise<HandlerInput<R>> {
  authorize(route, ctx.state.user);
  let files: Record<string, UploadedFile | undefined> = {};
  let multipartFields: Record<string, unknown> | null = null;
  if (isMultipart(ctx)) {
    if (!route.files && !route.form) throw new AppError(415, MSG.unsupportedMediaType);
    const multipart = await parseMultipart(ctx, route.files ?? {}, { formLists: Boolean(route.form) });
    ctx.request.body = multipart.fields as typeof ctx.request.body;
    multipartFields = multipart.fields;
    files = multipart.files;
  }
  const form = route.form && (multipartFields || isFormEncoded(ctx)) ? route.form : undefined;
  const rawBody = ctx.request.body as Record<string, unknown> | undefined;
  const body = rawBody && '_token' in rawBody ? { ...rawBody, _token: undefined } : rawBody;
  const nul = { ...nulFieldErrors(ctx.params), ...nulFieldErrors(ctx.query), ...nulFieldErrors(body) };
  if (Object.keys(nul).length) throw AppError.invalid(nul, MSG.nulCharacter);
  const keepSession = ctx.state.keepSession;
  const params = parsePart(route.params, ctx.params);
  const query = parsePart(route.query, ctx.query);
  const decoded = form ? decodeForm(route, form, formText(ctx, multipartFields)) : null;
  const input = {
    params,
    query,
    body: decoded ? decoded.body : parsePart(route.body, body),
    user: ctx.state.user,
    actor: actorOf(ctx.state.user),
    session: ctx.state.session,
    ip: ctx.ip,
    affiliateId: affiliateIdFrom(ctx),
    files,
    keepSession,
  } as HandlerInput<R>;
  if (decoded) formFieldsOf.set(input, decoded.fieldOf);
  return input;
}

/** Runs a handler; a validation error of an input that came as a form is named by the form's fields. */
async function run<T>(input: object, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw inFormTerms(err, input);
  }
}

type Ctx = HttpContext & { params: Record<string, string> };

/** Mounts a JSON route: validates input by the contract, answers `{ data, message? }` shaped by the contract. */
export function mount<R extends RouteDef>(router: Router<AppState>, route: R, handler: Handler<R>): void {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](koaPath(route.path), async (ctx) => {
    const input = await prepare(route, ctx as Ctx);
    const reply = await run(input, () => handler(input));
    const data = route.response.parse(reply.data);
    ctx.body = reply.message === undefined ? { data } : { data, message: reply.message };
  });
}

/** Mounts a route that answers something other than JSON (a file, a PDF, a redirect). */
export function mountRaw<R extends RouteDef>(
  router: Router<AppState>,
  route: R,
  handler: (input: HandlerInput<R>, ctx: HttpContext) => Promise<void>,
): void {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](koaPath(route.path), async (ctx) => {
    const input = await prepare(route, ctx as Ctx);
    await run(input, () => handler(input, ctx as Ctx));
  });
}
