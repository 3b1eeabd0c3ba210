import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { defineRoute } from '@mahir/shared';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyParser } from './body-parser';
import { mount } from './contract-router';
import { errorMiddleware } from './error-middleware';
import type { AppState } from './state';

const upload = defineRoute({
  method: 'POST',
  path: '/upload',
  summary: 'test upload',
  tag: 'test',
  access: 'public',
  encoding: 'multipart',
  files: { photo: { maxBytes: 1000 } },
  body: z.object({ caption: z.string().max(20) }),
  response: z.object({ size: z.number(), caption: z.string() }),
});

describe('multipart on routes that declare files', () => {
  let server: Server;
  let url: string;
  const seen: string[] = [];

  beforeAll(async () => {
    const app = new Koa<AppState>();
    app.use(errorMiddleware(pino({ level: 'silent' })));
    app.use(async (ctx, next) => {
      ctx.state.session = null;
      ctx.state.user = null;
      await next();
    });
    app.use(bodyParser());
    const router = new Router<AppState>();
    mount(router, upload, async ({ files, body }) => {
      const photo = files.photo;
      if (photo) seen.push(photo.filepath);
      return { data: { size: photo?.size ?? 0, caption: body.caption } };
    });
    app.use(router.routes());
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/upload`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const form = (bytes: number) => {
    const f = new FormData();
    f.append('caption', 'hello');
    f.append('photo', new Blob([Buffer.alloc(bytes, 1)]), 'p.jpg');
    return f;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('hands the file to the handler and removes the temporary file when the request ends', async () => {
    const res = await fetch(url, { method: 'POST', body: form(900) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { size: 900, caption: 'hello' } });
    await settle();
    expect(seen).toHaveLength(1);
    expect(existsSync(seen[0] ?? '')).toBe(false);
  });

  it('stops an upload over the field’s limit with 413 while it streams', async () => {
    const res = await fetch(url, { method: 'POST', body: form(50_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'too_large' });
  });

  it.each([
    ['without a boundary', 'multipart/form-data', '--x\r\n'],
    [
      'cut short',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc',
    ],
  ])('answers a body %s with 4xx, never 500', async (_case, contentType, body) => {
    const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': contentType }, body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('validates the text fields by the contract and refuses NUL in them', async () => {
    const f = form(10);
    f.set('caption', 'a\u0000b');
    const res = await fetch(url, { method: 'POST', body: f });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { caption: expect.any(Array) },
    });
  });
});
