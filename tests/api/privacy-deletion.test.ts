import { createAccountDeletionService } from '@mahir/server/privacy/account-deletion.service';
import { PRIVACY_TEXT } from '@mahir/shared/contract/privacy.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoClients, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';

const MINE = '/ajax/v2/profile/deletion-request';
const LIST = '/ajax/v2/admin/deletion-requests';
const complete = (id: number | string) => `/ajax/v2/admin/deletion-requests/${id}/complete`;
const PASSWORD = 'mahir2026';

interface Answer<T> {
  data: T;
  message?: string;
  errors?: Record<string, string[]>;
}
interface RequestView {
  id: number;
  status: 'pending' | 'completed';
  requested_at: string;
  completed_at: string | null;
}
interface AdminRow extends RequestView {
  user_id: number;
  name: string;
  email: string;
  reason: string | null;
  by_self: boolean;
}

describe.each(dialects())('account deletion requests on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let student: TestClient;
  let parent: TestClient;
  let tutor: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [visitor, student, parent, tutor, admin] = await demoClients(server.url, [
      null,
      'student',
      'parent',
      'tutor',
      'admin',
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const requests = () => server.db.selectFrom('deletion_requests').selectAll().execute();
  const mails = (template: string) =>
    server.db
      .selectFrom('mails')
      .select(['to_address', 'user_id', 'language'])
      .where('template', '=', template)
      .execute();

  it('refuses visitors, and everyone but an admin the back office routes', async () => {
    expect((await visitor.get(MINE)).status).toBe(401);
    expect((await visitor.post(MINE, { password: PASSWORD })).status).toBe(401);
    expect((await visitor.get(LIST)).status).toBe(401);
    expect((await visitor.post(complete(1))).status).toBe(401);
    for (const client of [student, parent, tutor]) {
      expect((await client.get(LIST)).status).toBe(403);
      expect((await client.post(complete(1))).status).toBe(403);
    }
    expect(await requests()).toEqual([]);
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'password', PRIVACY_TEXT.passwordRequired],
      [{ password: 'salah-sekali' }, 'password', PRIVACY_TEXT.passwordWrong],
      [{ password: PASSWORD, reason: 'x'.repeat(1001) }, 'reason', 'Must be at most 1000 characters.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await parent.post<Answer<unknown>>(MINE, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body.errors?.[field]).toContain(message);
    }
    expect((await admin.get(`${LIST}?status=gone`)).status).toBe(422);
    expect((await admin.get(`${LIST}?page=0`)).status).toBe(422);
    expect((await admin.post(complete('abc'))).status).toBe(422);
    expect((await admin.post(complete(999_999))).status).toBe(404);
    expect(await requests()).toEqual([]);
    expect(await mails('deletion-received')).toEqual([]);
  });

  it('is only ever for oneself: a named account is ignored, and the service refuses another subject', async () => {
    const parentId = await userIdOf(server.db, 'parent@demo.my');
    const studentId = await userIdOf(server.db, 'student@demo.my');
    const service = createAccountDeletionService({
      db: server.db,
      clock: () => new Date(),
      mailer: {} as never,
    });
    // Someone who is not the person nor their guardian: an admin acting as themselves, a pupil for their parent.
    const adminId = await userIdOf(server.db, 'admin@demo.my');
    const adminActor = { kind: 'user', id: adminId, roles: ['admin'] } as const;
    await expect(
      service.request(adminActor, studentId, { password: PASSWORD, reason: null }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(service.latest(adminActor, studentId)).rejects.toMatchObject({ status: 403 });
    const studentActor = { kind: 'user', id: studentId, roles: ['student'] } as const;
    await expect(service.latest(studentActor, parentId)).rejects.toMatchObject({ status: 403 });
    expect((await student.post(MINE, { password: PASSWORD, child_id: parentId })).status).toBe(403);
    expect(await requests()).toEqual([]);
    // The request names the student; the session names the parent, and the session wins.
    const res = await parent.post<Answer<{ request: RequestView }>>(MINE, {
      password: PASSWORD,
      user_id: studentId,
      reason: 'Tidak lagi digunakan',
    });
    expect(res.status).toBe(200);
    const rows = await requests();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: parentId, requested_by: parentId, status: 'pending' });
  });

  it('a guardian asks for their child under 18, confirming with their own password', async () => {
    const parentId = await userIdOf(server.db, 'parent@demo.my');
    const siblingId = await userIdOf(server.db, 'nur.aisyah.rosli@demo.my');
    const before = (await requests()).length;
    expect((await parent.post(MINE, { password: 'wrong-password', child_id: siblingId })).status).toBe(422);
    const asked = await parent.post<Answer<{ request: RequestView }>>(MINE, {
      password: PASSWORD,
      child_id: siblingId,
    });
    expect(asked.status).toBe(200);
    const mine = await parent.get<Answer<{ request: RequestView | null }>>(`${MINE}?child_id=${siblingId}`);
    expect(mine.body.data.request?.status).toBe('pending');
    const rows = await requests();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ user_id: siblingId, requested_by: parentId, status: 'pending' });
  });

  it('a person asks once, an admin completes it: the account is anonymised and closed, orders kept, mails sent', async () => {
    const studentId = await userIdOf(server.db, 'student@demo.my');
    // The demo pupil holds a certificate and is a demo parent's child: both must go with the account.
    expect(
      await server.db.selectFrom('certificates').select('id').where('user_id', '=', studentId).execute(),
    ).not.toEqual([]);
    expect(
      await server.db.selectFrom('guardianships').select('id').where('child_id', '=', studentId).execute(),
    ).not.toEqual([]);
    const ordersBefore = await server.db
      .selectFrom('orders')
      .select(['id', 'order_no', 'grand_total'])
      .where('user_id', '=', studentId)
      .orderBy('id')
      .execute();

    expect((await student.get<Answer<{ request: null }>>(MINE)).body.data.request).toBeNull();
    const asked = await student.post<Answer<{ request: RequestView }>>(MINE, {
      password: PASSWORD,
      reason: '',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(PRIVACY_TEXT.deletionRequested);
    expect(asked.body.data.request.status).toBe('pending');
    // Asking again answers the waiting request; one request, one receipt mail.
    const again = await student.post<Answer<{ request: RequestView }>>(MINE, { password: PASSWORD });
    expect(again.body.message).toBe(PRIVACY_TEXT.deletionPending);
    expect(again.body.data.request.id).toBe(asked.body.data.request.id);
    expect((await student.get<Answer<{ request: RequestView }>>(MINE)).body.data.request?.status).toBe(
      'pending',
    );
    expect(await mails('deletion-received')).toEqual(
      expect.arrayContaining([{ to_address: 'student@demo.my', user_id: studentId, language: 'ms' }]),
    );
    expect((await mails('deletion-received')).filter((m) => m.user_id === studentId)).toHaveLength(1);

    const list = await admin.get<Answer<{ data: AdminRow[]; total: number }>>(`${LIST}?status=pending`);
    expect(list.status).toBe(200);
    expect(list.body.data.data.map((r) => r.email)).toContain('student@demo.my');
    const id = asked.body.data.request.id;

    const done = await admin.post<Answer<{ request: AdminRow }>>(complete(id));
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(PRIVACY_TEXT.deletionCompleted);
    expect(done.body.data.request).toMatchObject({
      id,
      status: 'completed',
      user_id: studentId,
      name: 'Deleted user',
      email: `deleted-${studentId}@deleted.invalid`,
      by_self: true,
    });

    const user = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: `deleted-${studentId}@deleted.invalid`,
      name: 'Deleted user',
      phone_no: null,
      address1: null,
      dob: null,
      avatar_media_id: null,
      is_active: 0,
    });
    for (const table of [
      'sessions',
      'one_time_tokens',
      'user_second_factors',
      'guardians',
      'login_statistics',
      'certificates',
    ] as const)
      expect(
        await server.db.selectFrom(table).select('user_id').where('user_id', '=', studentId).execute(),
        table,
      ).toEqual([]);
    // Family links either way are gone with the account.
    expect(
      await server.db
        .selectFrom('guardianships')
        .select('id')
        .where((eb) => eb.or([eb('guardian_id', '=', studentId), eb('child_id', '=', studentId)]))
        .execute(),
    ).toEqual([]);
    // Orders stay with their amounts and references, the buyer anonymised.
    const ordersAfter = await server.db
      .selectFrom('orders')
      .select(['id', 'order_no', 'grand_total', 'name', 'email', 'phone_no', 'address1'])
      .where('user_id', '=', studentId)
      .orderBy('id')
      .execute();
    expect(ordersAfter.map(({ id: o, order_no, grand_total }) => ({ id: o, order_no, grand_total }))).toEqual(
      ordersBefore,
    );
    for (const o of ordersAfter)
      expect(o).toMatchObject({ name: 'Deleted user', email: null, phone_no: null, address1: null });

    // Signed out everywhere, and the old address and password open nothing.
    expect((await student.get('/ajax/v2/profile/user')).status).toBe(401);
    const fresh = await clientFor(server.url);
    const login = await fresh.post('/ajax/v2/auth/login', { email: 'student@demo.my', password: PASSWORD });
    expect(login.status).toBe(422);
    const byNewAddress = await fresh.post('/ajax/v2/auth/login', {
      email: `deleted-${studentId}@deleted.invalid`,
      password: PASSWORD,
    });
    expect(byNewAddress.status).toBe(422);

    // The completion mail goes to the address the account had, tied to no account.
    expect(await mails('deletion-completed')).toEqual([
      { to_address: 'student@demo.my', user_id: null, language: 'ms' },
    ]);
    const stored = await server.db
      .selectFrom('deletion_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'completed', receipt_email: null, receipt_name: null });

    // Completing again changes nothing and mails nobody.
    const twice = await admin.post<Answer<{ request: AdminRow }>>(complete(id));
    expect(twice.status).toBe(200);
    expect(twice.body.message).toBe(PRIVACY_TEXT.deletionAlreadyCompleted);
    expect(twice.body.data.request.completed_at).toBe(done.body.data.request.completed_at);
    expect(await mails('deletion-completed')).toHaveLength(1);
  });
});
