import { errorCodeFor } from '../contract/error-code';
import type { Envelope, ErrorBody, RouteData, RouteDef, RouteInput } from '../contract/route';
import { fillPath } from '../contract/route-path';

/** A failed call: the HTTP status and the server's failure envelope. */
export class ApiError extends Error {
  /** The envelope's stable code (`not_subscribed`, `not_found`...); the status's default when it had none. */
  readonly code: string;

  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? errorCodeFor(status);
  }

  /** The first message for a field, for form display. */
  field(name: string): string | undefined {
    return this.errors[name]?.[0];
  }
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Reads the current CSRF token (the page's meta tag, or what the desktop fetched). */
  csrfToken: () => string | null;
  /** Called when the server answers 419 so the client can refresh its token. */
  onCsrfExpired?: () => Promise<string | null>;
  /** Shows the server's messages (refusals, field errors, notices) in the interface's language. */
  translate?: (message: string) => string;
}

type Primitive = string | number | boolean;

function appendForm(form: URLSearchParams | FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const v of value) appendForm(form, `${key}[]`, v);
    return;
  }
  if (typeof Blob !== 'undefined' && value instanceof Blob && form instanceof FormData) {
    form.append(key, value);
    return;
  }
  form.append(key, String(value as Primitive));
}

function encodeBody(route: RouteDef, body: unknown): { body?: BodyInit; type?: string } {
  if (body === undefined) return {};
  if (route.encoding === 'form' || route.encoding === 'multipart') {
    const form = route.encoding === 'form' ? new URLSearchParams() : new FormData();
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) appendForm(form, k, v);
    return route.encoding === 'form'
      ? { body: form, type: 'application/x-www-form-urlencoded' }
      : { body: form };
  }
  return { body: JSON.stringify(body), type: 'application/json' };
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/** URL of a route with its path and query filled, for links and downloads. */
export function routeUrl<R extends RouteDef>(route: R, input: RouteInput<R>, baseUrl = ''): string {
  const i = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  return `${baseUrl}${fillPath(route.path, i.params)}${queryString(i.query)}`;
}

/** The one typed client over the contract, used by the storefront and the back office. */
/** Field errors with each message through `translate`. */
function translatedErrors(
  errors: Record<string, string[]>,
  translate: (message: string) => string,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages.map((m) => (typeof m === 'string' ? translate(m) : m)) : messages,
    ]),
  );
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const baseUrl = options.baseUrl ?? '';
  const translate = options.translate;

  async function send<R extends RouteDef>(route: R, input: RouteInput<R>, retry: boolean): Promise<Response> {
    const { body, type } = encodeBody(route, (input as { body?: unknown }).body);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    if (type) headers['Content-Type'] = type;
    const token = options.csrfToken();
    if (token) headers['X-CSRF-TOKEN'] = token;
    const res = await doFetch(routeUrl(route, input, baseUrl), {
      method: route.method,
      headers,
      body,
      credentials: 'include',
    });
    if (res.status === 419 && retry && options.onCsrfExpired) {
      const fresh = await options.onCsrfExpired();
      if (fresh) return send(route, input, false);
    }
    return res;
  }

  return {
    /** Calls a route and returns the whole success envelope, or throws ApiError. */
    async call<R extends RouteDef>(route: R, input: RouteInput<R>): Promise<Envelope<RouteData<R>>> {
      const res = await send(route, input, true);
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        throw new ApiError(res.status, `Unexpected answer from the server (${res.status}).`);
      }
      if (!res.ok) {
        const err = (json ?? {}) as Partial<ErrorBody>;
        const errors = err.errors ?? {};
        const message = err.message ?? `Request failed (${res.status}).`;
        throw new ApiError(
          res.status,
          translate && err.message ? translate(message) : message,
          translate ? translatedErrors(errors, translate) : errors,
          typeof err.code === 'string' ? err.code : undefined,
        );
      }
      const envelope = json as Envelope<RouteData<R>>;
      return translate && typeof envelope?.message === 'string'
        ? { ...envelope, message: translate(envelope.message) }
        : envelope;
    },
    /** Calls a route and returns only `data`. */
    async data<R extends RouteDef>(route: R, input: RouteInput<R>): Promise<RouteData<R>> {
      return (await this.call(route, input)).data;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
