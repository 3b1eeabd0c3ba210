import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, type DemoAccount } from '@mahir/seed';
import { allRoutes, type RouteDef } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../../support/http-client';
import { dialects, startTestServer, type TestServer } from '../../support/test-server';
import { type Answer, envelopeProblem, readAnswer } from './support/envelope';
import { callRoute, routeKey, urlOf } from './support/route-call';
import {
  HOSTILE_NAMES,
  LYING_IMAGES,
  multipartBody,
  PNG_1PX,
  STREAMED_LIMIT_MAX,
  UPLOAD_ROUTES,
} from './support/upload-samples';

const TUS = { 'Tus-Resumable': '1.0.0' };
const BOUNDARY = 'mahir-adversarial-boundary';

function tus(
  client: TestClient,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Uint8Array<ArrayBuffer>,
) {
  return fetch(`${client.baseUrl}${path}`, {
    method,
    headers: { ...TUS, ...headers, Cookie: client.cookie, 'X-CSRF-TOKEN': client.csrf },
    body,
  });
}

/** Whether an upload was refused: an error status, or the upload answer's `is_format: false`. */
function uploadRefused(answer: Answer): boolean {
  if (answer.status === 415 || answer.status === 422) return true;
  const data = (answer.json as { data?: { is_format?: unknown } } | null)?.data;
  return answer.status === 200 && data?.is_format === false;
}

const meta = (name: string) => `filename ${Buffer.from(name).toString('base64')}`;

/** Every file under a folder, relative. */
function tree(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tree(join(dir, e.name), base) : [join(dir, e.name).slice(base.length + 1)],
  );
}

describe('uploads: every route declaring files has an upload probe', () => {
  it('lists each multipart route in UPLOAD_ROUTES', () => {
    const declared = allRoutes()
      .filter((r) => r.files)
      .map(routeKey);
    expect(declared.filter((key) => !UPLOAD_ROUTES[key])).toEqual([]);
    expect(Object.keys(UPLOAD_ROUTES).filter((key) => !declared.includes(key))).toEqual([]);
  });
});

describe.each(dialects())('upload attacks on %s', (dialect) => {
  let server: TestServer;
  let tutor: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    tutor = await clientFor(server.url, DEMO_ACCOUNTS.tutor);
    other = await clientFor(server.url, DEMO_ACCOUNTS.admin);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('tus: refuses sizes beyond the limit and malformed lengths, never with a 5xx', async () => {
    const huge = await tus(tutor, 'POST', '/files/', { 'Upload-Length': String(3 * 1024 ** 3) });
    expect(huge.status).toBe(413);
    for (const length of ['-1', 'abc', '1.5', '']) {
      const res = await tus(tutor, 'POST', '/files/', { 'Upload-Length': length });
      expect(res.status, `Upload-Length ${length}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const badMeta = await tus(tutor, 'POST', '/files/', {
      'Upload-Length': '10',
      'Upload-Metadata': 'filename ***',
    });
    expect(badMeta.status).toBeLessThan(500);
  });

  it('tus: keeps hostile names as data only; every stored file is named by its random id', async () => {
    const uploads = join(server.dataDir, 'uploads');
    const outside = tree(server.dataDir).filter((p) => !p.startsWith('uploads/'));
    for (const name of HOSTILE_NAMES) {
      const created = await tus(tutor, 'POST', '/files/', {
        'Upload-Length': String(PNG_1PX.length),
        'Upload-Metadata': meta(name),
      });
      expect(created.status, name).toBe(201);
      const location = new URL(created.headers.get('location') ?? '', server.url).pathname;
      expect(location).toMatch(/^\/files\/[0-9a-f]{32}$/);
      const done = await tus(
        tutor,
        'PATCH',
        location,
        { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
        PNG_1PX,
      );
      expect(done.status).toBe(204);
    }
    for (const file of tree(uploads)) expect(file).toMatch(/^[0-9a-f]{32}(\.json)?$/);
    expect(tree(server.dataDir).filter((p) => !p.startsWith('uploads/'))).toEqual(outside);
    const rows = await server.db.selectFrom('uploads').select('filename').execute();
    for (const row of rows) {
      const name = row.filename ?? '';
      expect(
        ['\u0000', '/', '\\'].filter((bad) => name.includes(bad)),
        name,
      ).toEqual([]);
    }
  });

  it('tus: refuses bytes beyond the declared length, a wrong offset or type, and other users', async () => {
    const created = await tus(tutor, 'POST', '/files/', { 'Upload-Length': '100' });
    const location = new URL(created.headers.get('location') ?? '', server.url).pathname;
    const octets = { 'Content-Type': 'application/offset+octet-stream' };
    const tooMuch = await tus(
      tutor,
      'PATCH',
      location,
      { ...octets, 'Upload-Offset': '0' },
      new Uint8Array(150),
    );
    expect(tooMuch.status).toBeGreaterThanOrEqual(400);
    expect(tooMuch.status).toBeLessThan(500);
    const head = await tus(tutor, 'HEAD', location, {});
    expect(Number(head.headers.get('upload-offset'))).toBeLessThanOrEqual(100);
    const wrongOffset = await tus(
      tutor,
      'PATCH',
      location,
      { ...octets, 'Upload-Offset': '50' },
      new Uint8Array(10),
    );
    expect(wrongOffset.status).toBe(409);
    const wrongType = await tus(
      tutor,
      'PATCH',
      location,
      { 'Content-Type': 'image/png', 'Upload-Offset': '0' },
      new Uint8Array(10),
    );
    expect([400, 415]).toContain(wrongType.status);
    expect((await tus(other, 'DELETE', location, {})).status).toBe(403);
    expect(
      (await tus(other, 'PATCH', location, { ...octets, 'Upload-Offset': '0' }, new Uint8Array(10))).status,
    ).toBe(403);
  });

  it('refuses multipart on every route that declares no file field', async () => {
    const problems: string[] = [];
    // Each route is called by an account its access admits, so the body check is what answers.
    const clients = new Map<DemoAccount, TestClient>([
      ['tutor', tutor],
      ['admin', other],
    ]);
    const clientOf = async (route: RouteDef): Promise<TestClient> => {
      if (!Array.isArray(route.access) || route.access.includes('tutor')) return tutor;
      const role = route.access.find((r): r is DemoAccount => r in DEMO_ACCOUNTS) ?? 'tutor';
      const known = clients.get(role);
      if (known) return known;
      const made = await clientFor(server.url, DEMO_ACCOUNTS[role]);
      clients.set(role, made);
      return made;
    };
    for (const route of allRoutes().filter((r: RouteDef) => r.method !== 'GET' && r.body && !r.files)) {
      const body = multipartBody(
        BOUNDARY,
        { course_id: '1' },
        { field: 'file', filename: 'a.png', type: 'image/png', data: PNG_1PX },
      );
      const client = await clientOf(route);
      const answer = await callRoute(
        client,
        route,
        { params: { courseId: 1, quizId: 1 } },
        {
          rawBody: body,
          headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
        },
      );
      if (answer.status !== 415 || envelopeProblem(answer))
        problems.push(`${routeKey(route)}: ${answer.status}`);
    }
    expect(problems).toEqual([]);
  });

  it('multipart routes: login and CSRF before the body, size while streaming, type by content, names as data', async () => {
    for (const route of allRoutes().filter((r) => r.files)) {
      const key = routeKey(route);
      const probe = UPLOAD_ROUTES[key];
      if (!probe) throw new Error(`${key} declares files but has no upload probe`);
      const owner = await clientFor(server.url, DEMO_ACCOUNTS[probe.owner]);
      const limit = route.files?.[probe.field]?.maxBytes ?? 0;
      const send = (
        client: TestClient,
        file: { filename: string; type: string; data: Uint8Array },
        csrf = client.csrf,
      ) =>
        fetch(`${server.url}${urlOf(route, { params: probe.params })}`, {
          method: route.method,
          headers: {
            Cookie: client.cookie,
            'X-CSRF-TOKEN': csrf,
            'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          },
          body: multipartBody(BOUNDARY, probe.fields ?? {}, { field: probe.field, ...file }),
        }).then(readAnswer);
      const png = { filename: 'ok.png', type: 'image/png', data: PNG_1PX };
      const visitor = await clientFor(server.url);
      expect((await send(visitor, png)).status, key).toBe(401);
      expect((await send(owner, png, 'wrong')).status, key).toBe(419);
      if (limit <= STREAMED_LIMIT_MAX) {
        const big = await send(owner, { ...png, data: new Uint8Array(limit + 1024 * 1024) });
        expect(big.status, key).toBe(413);
      }
      if (probe.accepts === 'image') {
        for (const liar of LYING_IMAGES) {
          const answer = await send(owner, liar);
          const label = `${key} ${liar.label}: ${answer.status} ${answer.text}`;
          if (liar.genuine && answer.status === 200 && !uploadRefused(answer)) {
            // Taken by its content: stored under the server's name, never the client's.
            expect(answer.text, label).not.toContain(liar.filename);
            expect(answer.text, label).not.toMatch(/\.php\b/);
          } else {
            expect(uploadRefused(answer), label).toBe(true);
          }
        }
      }
      for (const name of HOSTILE_NAMES) {
        const answer = await send(owner, { ...png, filename: name });
        expect(answer.status, `${key} ${name}`).toBeLessThan(500);
        expect(answer.text).not.toContain('/etc/');
      }
    }
  });
});
