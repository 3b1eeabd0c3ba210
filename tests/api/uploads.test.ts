import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

const TUS = { 'Tus-Resumable': '1.0.0' };

async function tus(
  client: TestClient,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Uint8Array<ArrayBuffer>,
) {
  const { cookie } = client;
  return fetch(`${client.baseUrl}${path}`, {
    method,
    headers: { ...TUS, ...headers, ...(cookie ? { Cookie: cookie } : {}), 'X-CSRF-TOKEN': client.csrf },
    body,
  });
}

describe.each(dialects())('resumable uploads on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates, resumes after an interruption and completes an upload for its owner only', async () => {
    const tutor = await clientFor(server.url, 'tutor@demo.my');
    const bytes = new Uint8Array(new ArrayBuffer(100_000)).map((_, i) => i % 251);
    const created = await tus(tutor, 'POST', '/files/', {
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${Buffer.from('lesson.mp4').toString('base64')}`,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', server.url).pathname;
    const id = location.split('/').pop() ?? '';
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    const first = await tus(
      tutor,
      'PATCH',
      location,
      { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      bytes.slice(0, 40_000),
    );
    expect(first.status).toBe(204);
    // A client that lost its connection asks where to resume.
    const head = await tus(tutor, 'HEAD', location, {});
    expect(head.headers.get('upload-offset')).toBe('40000');

    const other = await clientFor(server.url, 'admin@demo.my');
    expect((await tus(other, 'HEAD', location, {})).status).toBe(403);
    expect(
      (
        await tus(
          other,
          'PATCH',
          location,
          { 'Upload-Offset': '40000', 'Content-Type': 'application/offset+octet-stream' },
          bytes.slice(40_000),
        )
      ).status,
    ).toBe(403);

    const rest = await tus(
      tutor,
      'PATCH',
      location,
      { 'Upload-Offset': '40000', 'Content-Type': 'application/offset+octet-stream' },
      bytes.slice(40_000),
    );
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
    const row = await server.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ completed: 1, size: bytes.length, filename: 'lesson.mp4' });
  });

  it('refuses visitors and requests without the CSRF token', async () => {
    const visitor = await clientFor(server.url);
    expect((await tus(visitor, 'POST', '/files/', { 'Upload-Length': '10' })).status).toBe(401);
    const tutor = await clientFor(server.url, 'tutor@demo.my');
    tutor.csrf = 'wrong';
    expect((await tus(tutor, 'POST', '/files/', { 'Upload-Length': '10' })).status).toBe(419);
  });
});
