import type Router from '@koa/router';
import { hasAnyRole, MSG, type ParsedRequest, type RouteData, type RouteDef } from '@mahir/shared';
import type { z } from 'zod';
import { AppError } from './app-error';
import { isMultipart } from './body-parser';
import { parseMultipart } from './multipart';
import { nulFieldErrors } from './nul-guard';
import type { AppContext, AppState, CurrentUser, RequestSession } from './state';

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
  session: RequestSession | null;
  ip: string;
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

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw AppError.invalid(fieldErrors(result.error));
  return result.data;
}

/** Checks the route's access rule against the current user: 401 when a login is needed, 403 for other roles. */
export function authorize(route: RouteDef, user: CurrentUser | null): void {
  if (route.access === 'public') return;
  if (!user) throw AppError.unauthenticated();
  if (route.access === 'user') return;
  if (!hasAnyRole(user.roles, route.access)) throw new AppError(403, MSG.forbidden);
}

/**
 * Authorizes, then parses a request for a route; shared by JSON and raw routes. Multipart is read only
 * here, after the session, CSRF and access checks, and only for routes that declare file fields.
 */
export async function prepare<R extends RouteDef>(route: R, ctx: AppContext): Promise<HandlerInput<R>> {
  authorize(route, ctx.state.user);
  let files: Record<string, UploadedFile | undefined> = {};
  if (isMultipart(ctx)) {
    if (!route.files) throw new AppError(415, MSG.unsupportedMediaType);
    const multipart = await parseMultipart(ctx, route.files);
    ctx.request.body = multipart.fields as typeof ctx.request.body;
    files = multipart.files;
  }
  const rawBody = ctx.request.body as Record<string, unknown> | undefined;
  const body = rawBody && '_token' in rawBody ? { ...rawBody, _token: undefined } : rawBody;
  const nul = { ...nulFieldErrors(ctx.params), ...nulFieldErrors(ctx.query), ...nulFieldErrors(body) };
  if (Object.keys(nul).length) throw AppError.invalid(nul, MSG.nulCharacter);
  const keepSession = ctx.state.keepSession;
  return {
    params: parsePart(route.params, ctx.params),
    query: parsePart(route.query, ctx.query),
    body: parsePart(route.body, body),
    user: ctx.state.user,
    session: ctx.state.session,
    ip: ctx.ip,
    files,
    keepSession,
  } as HandlerInput<R>;
}

type Ctx = AppContext & { params: Record<string, string> };

/** Mounts a JSON route: validates input by the contract, answers `{ data, message? }` shaped by the contract. */
export function mount<R extends RouteDef>(router: Router<AppState>, route: R, handler: Handler<R>): void {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](koaPath(route.path), async (ctx) => {
    const reply = await handler(await prepare(route, ctx as Ctx));
    const data = route.response.parse(reply.data);
    ctx.body = reply.message === undefined ? { data } : { data, message: reply.message };
  });
}

/** Mounts a route that answers something other than JSON (a file, a PDF, a redirect). */
export function mountRaw<R extends RouteDef>(
  router: Router<AppState>,
  route: R,
  handler: (input: HandlerInput<R>, ctx: AppContext) => Promise<void>,
): void {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](koaPath(route.path), async (ctx) => {
    await handler(await prepare(route, ctx as Ctx), ctx as Ctx);
  });
}
