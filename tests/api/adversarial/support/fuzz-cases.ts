import { mulberry32 } from '@mahir/seed';
import type { RouteDef } from '@mahir/shared';
import { z } from 'zod';
import { RAW_PARAM, type RouteInput } from './route-call';

/** One fuzz case: a mutated request, or a raw body with its own headers. */
export interface FuzzCase {
  label: string;
  input: RouteInput;
  encoding?: 'json' | 'form';
  headers?: Record<string, string>;
  rawBody?: Uint8Array<ArrayBuffer> | string;
}

/** A small seeded generator (the seed's mulberry32), so every run samples the same cases. */
export const seededRandom = mulberry32;

/** Picks `n` items of a list in a seeded order. */
export function sample<T>(items: readonly T[], n: number, random: () => number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, n);
}

const HUGE = 'A'.repeat(300_000);
const UNICODE = '𝕸𝖆𝖍𝖎𝖗 👩🏽‍🏫 مهير 中文 \u202etxt.exe\u0301 \ud800';
const NUL = 'abc\u0000def';
const SQL = ["' OR '1'='1' --", '1; DROP TABLE users; --', '1 UNION SELECT password_hash FROM users'];
const SCRIPT = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)'];
const MONEY = [-1, -100, 0.5, -0.01, 1.5, 1e21, Number.MAX_SAFE_INTEGER + 2, 'NaN', 'Infinity', '1e309'];
const WRONG_TYPES: unknown[] = [{}, [], true, null, { $gt: '' }, [1, 2], '', 0];
const PARAM_VALUES = [
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  'abc',
  '../../etc/passwd',
  `${RAW_PARAM}..%2F..%2Fetc%2Fpasswd`,
  `${RAW_PARAM}%00`,
  `${RAW_PARAM}%ZZ`,
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  UNICODE.replace('\ud800', ''),
  'A'.repeat(5000),
];
const PAGES = ['0', '-1', '1.5', 'abc', '1000000000', '100001', '1e3', ''];

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema> };

/** The body fields a route declares, with their JSON Schema type when it has one. */
export function bodyFields(route: RouteDef): Array<{ name: string; type: string }> {
  if (!route.body) return [];
  const json = z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.entries(json.properties ?? {}).map(([name, prop]) => ({
    name,
    type: Array.isArray(prop.type) ? (prop.type[0] ?? 'any') : (prop.type ?? 'any'),
  }));
}

function withField(base: RouteInput, name: string, value: unknown): RouteInput {
  const body = { ...((base.body as Record<string, unknown>) ?? {}), [name]: value };
  return { ...base, body };
}

/** Every mutation of a route's valid request the suite knows; the test samples from them. */
export function mutations(route: RouteDef, base: RouteInput): FuzzCase[] {
  const out: FuzzCase[] = [];
  const fields = bodyFields(route);
  if (route.body) {
    out.push({ label: 'empty body', input: { ...base, body: {} } });
    out.push({ label: 'body is an array', input: { ...base, body: [1, 2, 3] }, encoding: 'json' });
    out.push({ label: 'body is a string', input: { ...base, body: 'text' }, encoding: 'json' });
    out.push({
      label: 'extra fields (mass assignment)',
      input: {
        ...base,
        body: {
          ...(base.body as object),
          is_admin: 1,
          roles: ['admin'],
          user_id: 1,
          status: 'paid',
          price: 0,
        },
      },
    });
    out.push({
      label: 'prototype pollution',
      input: base,
      encoding: 'form',
      rawBody: '__proto__[polluted]=1&constructor[prototype][polluted]=1&a[b][c][d][e][f]=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    out.push({
      label: 'json prototype pollution',
      input: base,
      rawBody: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
      headers: { 'Content-Type': 'application/json' },
    });
  }
  for (const field of fields) {
    const { [field.name]: _gone, ...rest } = (base.body as Record<string, unknown>) ?? {};
    out.push({ label: `missing ${field.name}`, input: { ...base, body: rest } });
    for (const value of WRONG_TYPES) {
      out.push({
        label: `${field.name} = ${JSON.stringify(value)}`,
        input: withField(base, field.name, value),
      });
    }
    out.push({ label: `huge ${field.name}`, input: withField(base, field.name, HUGE) });
    out.push({ label: `unicode ${field.name}`, input: withField(base, field.name, UNICODE) });
    out.push({ label: `NUL in ${field.name}`, input: withField(base, field.name, NUL) });
    out.push({
      label: `NUL in ${field.name} (form)`,
      input: withField(base, field.name, NUL),
      encoding: 'form',
    });
    for (const value of [...SQL, ...SCRIPT]) {
      out.push({ label: `${field.name} = ${value}`, input: withField(base, field.name, value) });
    }
    for (const value of MONEY) {
      out.push({ label: `${field.name} = ${String(value)}`, input: withField(base, field.name, value) });
    }
  }
  for (const key of Object.keys(base.params ?? {})) {
    for (const value of PARAM_VALUES) {
      out.push({
        label: `param ${key} = ${value.slice(0, 30)}`,
        input: { ...base, params: { ...base.params, [key]: value } },
      });
    }
  }
  const queryKeys = Object.keys(base.query ?? {});
  for (const key of queryKeys.includes('page') ? ['page'] : queryKeys) {
    for (const value of [...PAGES, ...SQL]) {
      out.push({
        label: `query ${key} = ${value}`,
        input: { ...base, query: { ...base.query, [key]: value } },
      });
    }
  }
  out.push({
    label: 'unknown query parameters',
    input: { ...base, query: { ...base.query, debug: 1, 'a[b]': 'c', sort: 'password_hash' } },
  });
  return out;
}

function multipart(boundary: string, truncated: boolean): string {
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="course_id"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../x.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
  return truncated ? body : `${body}\r\n--${boundary}--\r\n`;
}

/** Bodies a client should never send: each must get a 4xx envelope on every route that takes a body. */
export function badBodies(base: RouteInput): FuzzCase[] {
  const json = JSON.stringify(base.body ?? {});
  return [
    { label: 'text/plain body', input: base, rawBody: json, headers: { 'Content-Type': 'text/plain' } },
    {
      label: 'text/html body',
      input: base,
      rawBody: '<html><body>x</body></html>',
      headers: { 'Content-Type': 'text/html' },
    },
    { label: 'no Content-Type', input: base, rawBody: json, headers: { 'Content-Type': '' } },
    {
      label: 'multipart without boundary',
      input: base,
      rawBody: multipart('xyz', false),
      headers: { 'Content-Type': 'multipart/form-data' },
    },
    {
      label: 'truncated multipart',
      input: base,
      rawBody: multipart('xyz', true),
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
    },
    {
      label: 'bogus gzip',
      input: base,
      rawBody: json,
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    },
    {
      label: 'bogus br',
      input: base,
      rawBody: json,
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br' },
    },
    {
      label: 'unknown Content-Encoding',
      input: base,
      rawBody: json,
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'zstd' },
    },
    {
      label: 'malformed JSON',
      input: base,
      rawBody: '{"a":',
      headers: { 'Content-Type': 'application/json' },
    },
    {
      label: 'raw NUL bytes in JSON',
      input: base,
      rawBody: json.replace(/"$/, '').replace(/:"/, ':"\u0000'),
      headers: { 'Content-Type': 'application/json' },
    },
    {
      label: 'deeply nested JSON',
      input: base,
      rawBody: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      headers: { 'Content-Type': 'application/json' },
    },
    {
      label: '2 MB JSON',
      input: base,
      rawBody: JSON.stringify({ ...(base.body as object), pad: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'Content-Type': 'application/json' },
    },
    {
      label: 'charset utf-16 JSON',
      input: base,
      rawBody: json,
      headers: { 'Content-Type': 'application/json; charset=utf-16' },
    },
  ];
}
