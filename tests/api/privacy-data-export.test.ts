import { createDataExportService } from '@mahir/server/privacy/data-export.service';
import { anyOf, selfOnly } from '@mahir/server/privacy/subject-access';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { learnerServer } from '../support/learner-server';
import { dialects } from '../support/test-server';
import { userIdOf } from './learning-fixtures';

const EXPORT = '/ajax/v2/profile/data-export';
const AREAS = [
  'profile.json',
  'addresses.json',
  'orders.json',
  'payments.json',
  'subscriptions.json',
  'learning.json',
  'quiz-attempts.json',
  'reviews-and-questions.json',
  'wishlist.json',
  'coins.json',
  'commissions.json',
  'sign-ins.json',
  'mail.json',
  'consents.json',
];

/** Downloads the caller's export and opens it. */
async function download(client: TestClient, path = EXPORT) {
  const res = await client.request('GET', path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="mahir-data-\d+-\d{4}-\d\d-\d\d\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const read = (name: string): unknown => {
    const bytes = files[name];
    if (!bytes) throw new Error(`no ${name} in the export`);
    return JSON.parse(strFromU8(bytes));
  };
  return {
    files,
    read,
    all: Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n'),
  };
}

describe.each(dialects())('personal data export on %s', (dialect) => {
  const t = learnerServer(dialect);

  it('gives a logged-in person a zip of their own data: a README and one JSON file per area, no secrets', async () => {
    const { server, student } = t;
    const studentId = await userIdOf(server.db, 'student@demo.my');
    const { files, read, all } = await download(student);
    expect(Object.keys(files).sort()).toEqual(['README.txt', ...AREAS].sort());
    expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('Personal Data Protection Act 2010');
    const profile = read('profile.json') as { id: number; email: string; roles: string[] };
    expect(profile).toMatchObject({ id: studentId, email: 'student@demo.my', roles: ['student'] });
    const orders = read('orders.json') as { orders: { user_id: number }[]; lines: unknown[] };
    expect(orders.orders.every((o) => o.user_id === studentId)).toBe(true);
    const signIns = read('sign-ins.json') as { sessions: unknown[]; sign_ins: unknown[] };
    expect(signIns.sessions.length).toBeGreaterThan(0);
    // Credentials never leave: the password hash, the live session's id and CSRF token.
    expect(all).not.toMatch(/password_hash|csrf_token|token_hash|secret_ciphertext|code_hash/);
    const sessions = await server.db
      .selectFrom('sessions')
      .select(['id', 'csrf_token'])
      .where('user_id', '=', studentId)
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) {
      expect(all).not.toContain(s.id);
      expect(all).not.toContain(s.csrf_token);
    }
  });

  it('refuses a visitor and never gives out another account, whatever the request names', async () => {
    const { server, visitor, parent } = t;
    expect((await visitor.get(EXPORT)).status).toBe(401);
    const studentId = await userIdOf(server.db, 'student@demo.my');
    const parentId = await userIdOf(server.db, 'parent@demo.my');
    // Query parameters naming someone else change nothing: the subject is the session's account.
    const { read } = await download(parent, `${EXPORT}?user_id=${studentId}&id=${studentId}`);
    expect(read('profile.json')).toMatchObject({ id: parentId, email: 'parent@demo.my' });
    // A write method on the path is not a route.
    expect([404, 405]).toContain((await parent.post(EXPORT, { user_id: studentId })).status);
  });

  it('gives a guardian their child’s export, and nobody else’s', async () => {
    const { server, student, parent } = t;
    const studentId = await userIdOf(server.db, 'student@demo.my');
    const parentId = await userIdOf(server.db, 'parent@demo.my');
    const adminId = await userIdOf(server.db, 'admin@demo.my');
    // The demo parent holds the demo pupil (under 18): the guardian acts on the child's data.
    const { read } = await download(parent, `${EXPORT}?child_id=${studentId}`);
    expect(read('profile.json')).toMatchObject({ id: studentId, email: 'student@demo.my' });
    const consents = read('consents.json') as { family_links: { guardian_id: number; child_id: number }[] };
    expect(consents.family_links).toContainEqual(
      expect.objectContaining({ guardian_id: parentId, child_id: studentId }),
    );
    // Not the other way round, not someone who is not their child, and not a made-up id.
    expect((await student.get(`${EXPORT}?child_id=${parentId}`)).status).toBe(403);
    expect((await parent.get(`${EXPORT}?child_id=${adminId}`)).status).toBe(403);
    expect((await parent.get(`${EXPORT}?child_id=999999999`)).status).toBe(403);
    expect((await parent.get(`${EXPORT}?child_id=abc`)).status).toBe(422);
  });

  it('the service takes the subject by id and refuses anyone its access check does not allow', async () => {
    const { server } = t;
    const studentId = await userIdOf(server.db, 'student@demo.my');
    const parentId = await userIdOf(server.db, 'parent@demo.my');
    const adminId = await userIdOf(server.db, 'admin@demo.my');
    const clock = () => new Date();
    const exports = createDataExportService({ db: server.db, clock });
    const adminActor = { kind: 'user', id: adminId, roles: ['admin'] } as const;
    await expect(exports.exportZip(adminActor, studentId)).rejects.toMatchObject({ status: 403 });
    await expect(exports.exportZip({ kind: 'visitor' }, studentId)).rejects.toMatchObject({ status: 401 });
    // Once the child is 18 the guardian no longer acts for them: only the person's own check is left.
    const later = createDataExportService({ db: server.db, clock: () => new Date('2040-01-01T00:00:00Z') });
    const parentActor = { kind: 'user', id: parentId, roles: ['parent'] } as const;
    await expect(later.exportZip(parentActor, studentId)).rejects.toMatchObject({ status: 403 });
    // A narrower check can be given instead of the default.
    const selfOnlyExports = createDataExportService({ db: server.db, clock, access: anyOf(selfOnly) });
    await expect(selfOnlyExports.exportZip(parentActor, studentId)).rejects.toMatchObject({ status: 403 });
    const own = await selfOnlyExports.exportZip(parentActor, parentId);
    const profile = JSON.parse(strFromU8(unzipSync(own.bytes)['profile.json'] ?? new Uint8Array()));
    expect(profile.email).toBe('parent@demo.my');
  });
});
