import '../client/strict-csp';
import type { z } from 'zod';
import type { Role } from '../constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, any logged-in user, or users holding one of the roles. */
export type Access = 'public' | 'user' | readonly Role[];

/**
 * Whose data a route reads or changes, which the access matrix tests with a second user of the same role:
 * `none` (no one's: public or role-wide data), `self` (only the caller's own, found from the session), or the
 * kind of record named in the request that must belong to the caller (or be open to them).
 */
export type Ownership =
  | 'none'
  | 'self'
  | 'course'
  | 'order'
  | 'subscription'
  | 'feedback'
  | 'discussion'
  | 'wishlist'
  | 'company'
  | 'account'
  | 'upload';

/** How the spec says the client sends the body. JSON and form bodies are accepted on every route. */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/** A file field a multipart route accepts, with its size limit enforced while the upload streams. */
export interface FileField {
  readonly maxBytes: number;
}

/**
 * How a route reads the spec's flat form lists when a form (urlencoded, or multipart without files) is
 * posted instead of its JSON body: `fields` parses the lists, `decode` reshapes them into the body the route
 * validates and says how a body error's path names the form field it came from (`chapters.1.title` ->
 * `chapter_title.1`), so a form gets its errors under its own names.
 */
export interface FormDecoder {
  readonly fields: z.ZodType;
  decode(fields: unknown): FormDecoded;
}

/** A decoded form: the route's body and the form field of each body path. */
export interface FormDecoded {
  body: unknown;
  fieldOf(path: string): string;
}

/** Declares a form decoder with `decode` typed by its fields schema. */
export function defineFormDecoder<S extends z.ZodType>(d: {
  fields: S;
  decode: (fields: z.output<S>) => FormDecoded;
}): FormDecoder {
  return { fields: d.fields, decode: (f) => d.decode(f as z.output<S>) };
}

/** What a route answers when it is not the JSON envelope. */
export type RawAnswer = 'pdf' | 'file' | 'redirect' | 'page';

type Schema = z.ZodType;

/** One HTTP route of the contract: written once, validated by the server, called by the clients. */
export interface RouteDef<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  readonly method: HttpMethod;
  /** OpenAPI-style path, `{name}` for parameters, exactly as the spec writes it. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  /**
   * Only for an account whose email is verified (buying and posting, issue 19): others get 403
   * `email_unverified` with `ACCOUNT_MSG.verifyEmailFirst`. Browsing and signing in never need it.
   */
  readonly verifiedEmail?: true;
  /** Whose data it touches; every route declares it (the adversarial matrix fails on a route without). */
  readonly owner?: Ownership;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly encoding?: BodyEncoding;
  /** File fields; only routes that declare them (or a `form`) accept `multipart/form-data`. */
  readonly files?: Readonly<Record<string, FileField>>;
  /** The spec's flat form lists this route also takes (urlencoded, or multipart without files). */
  readonly form?: FormDecoder;
  /** Schema of `data` in the success envelope. */
  readonly response: R;
  readonly raw?: RawAnswer;
}

/** Declares a route with its schemas kept as precise types. */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(def: RouteDef<P, Q, B, R>): RouteDef<P, Q, B, R> {
  return def;
}

type InputOf<S> = S extends Schema ? z.input<S> : never;
type OutputOf<S> = S extends Schema ? z.output<S> : undefined;

/** The arguments a client passes to call a route; only the parts the route declares. */
export type RouteInput<R> =
  R extends RouteDef<infer P, infer Q, infer B, Schema>
    ? (P extends Schema ? { params: InputOf<P> } : { params?: undefined }) &
        (Q extends Schema ? { query?: InputOf<Q> } : { query?: undefined }) &
        (B extends Schema ? { body: InputOf<B> } : { body?: undefined })
    : never;

/** The validated request parts a server handler receives. */
export interface ParsedRequest<R> {
  params: R extends RouteDef<infer P, Schema | undefined, Schema | undefined, Schema> ? OutputOf<P> : never;
  query: R extends RouteDef<Schema | undefined, infer Q, Schema | undefined, Schema> ? OutputOf<Q> : never;
  body: R extends RouteDef<Schema | undefined, Schema | undefined, infer B, Schema> ? OutputOf<B> : never;
}

/** The `data` a route answers with. */
export type RouteData<R> =
  R extends RouteDef<Schema | undefined, Schema | undefined, Schema | undefined, infer D>
    ? z.output<D>
    : never;

/** Success envelope: `{ data, message? }`. */
export interface Envelope<T> {
  data: T;
  message?: string;
}

/** Failure envelope: `{ message, code, errors? }`; clients and tests match `code`, never the text. */
export interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}

// Kept apart so the browser's first page and the client read codes and fill paths without loading zod
// (route.ts sets zod up).
export { DEFAULT_ERROR_CODES, errorCodeFor, REFUSAL_ERROR_CODES } from './error-code';
export { fillPath } from './route-path';
