import { fillPath, type RouteDef } from '@mahir/shared';
import type { TestClient } from '../../../support/http-client';
import { type Answer, readAnswer } from './envelope';

/** The parts of one call of a contract route. */
export interface RouteInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}

/** `METHOD path`, the key the suite's tables use for a route. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

function encodeForm(body: unknown): string {
  const form = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
      if (Array.isArray(v)) for (const item of v) form.append(`${k}[]`, String(item));
      else if (v !== undefined && v !== null)
        form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  return form.toString();
}

/** A path parameter starting with this goes into the URL as written (already escaped, or malformed on purpose). */
export const RAW_PARAM = '\u0001raw:';

/** The URL of a call; parameters are not validated here, so fuzzed values reach the server as given. */
export function urlOf(route: RouteDef, input: RouteInput): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = String(input.params?.[key] ?? 'x');
    return value.startsWith(RAW_PARAM) ? value.slice(RAW_PARAM.length) : encodeURIComponent(value);
  });
  const query = input.query
    ? `?${new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, String(v)])).toString()}`
    : '';
  return `${path}${query}`;
}

/** Calls a route as the client would: its session cookie, its CSRF token, the route's body encoding. */
export async function callRoute(
  client: TestClient,
  route: RouteDef,
  input: RouteInput,
  opts: { encoding?: 'json' | 'form'; headers?: Record<string, string>; rawBody?: BodyInit } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (client.cookie) headers.Cookie = client.cookie;
  if (client.csrf && route.method !== 'GET') headers['X-CSRF-TOKEN'] = client.csrf;
  let body: BodyInit | undefined = opts.rawBody;
  if (body === undefined && route.method !== 'GET') {
    const encoding = opts.encoding ?? (route.encoding === 'form' ? 'form' : 'json');
    if (encoding === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = encodeForm(input.body ?? {});
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input.body ?? {});
    }
  }
  Object.assign(headers, opts.headers);
  const res = await fetch(`${client.baseUrl}${urlOf(route, input)}`, {
    method: route.method,
    headers,
    body,
    redirect: 'manual',
  });
  return readAnswer(res);
}

export { fillPath };
