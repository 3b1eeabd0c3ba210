import { type MailRequest, receiptPdfAttachment } from '@mahir/server/mail/index';
import { MAIL_CATEGORIES } from '@mahir/shared/mail';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoClients, type TestClient } from '../support/http-client';
import { type SmtpSink, startServerWithSink } from '../support/smtp-sink';
import { dialects, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';
import { forwardClock, runnerFor } from './money-fixtures';

const PUBLIC_URL = 'https://mahir.test';

interface Prefs {
  categories: Array<{ category: string; enabled: boolean }>;
  category: string | null;
}
interface Answer<T> {
  data: T;
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
}
interface MailRow {
  id: number;
  template: string;
  to_address: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
}
interface MailPage {
  data: MailRow[];
  total: number;
}
interface MailDetail extends MailRow {
  html: string;
  text: string;
  message_id: string;
  attachments: Array<{ filename: string; content_type: string }>;
  resendable: boolean;
}

describe.each(
  dialects(),
)('mail preferences, one-click unsubscribe and the outgoing-mail routes on %s', (dialect) => {
  let server: TestServer;
  let sink: SmtpSink;
  let admin: TestClient;
  let tutor: TestClient;
  let student: TestClient;
  let visitor: TestClient;
  let studentId: number;
  let paidReference: string;
  let serial = 0;
  const later = forwardClock(Date.now() + 3_600_000);

  async function drain(): Promise<void> {
    const runner = runnerFor(server);
    for (let i = 0; i < 3; i++) await runner.tick({ now: later(61 * 60_000) });
  }
  /** Queues a mail as a service does, in a transaction of its own. */
  const queue = (mail: MailRequest) =>
    server.db.transaction().execute((trx) => server.context.mailer.enqueue(trx, mail));
  /** A billing mail (non-essential) to the demo student. */
  const reminder = (): MailRequest<'renewal-reminder'> => ({
    template: 'renewal-reminder',
    data: { name: 'Pelajar Demo', packageName: `Pakej ${++serial}`, amount: 4990, chargeOn: '2026-12-01' },
    to: { email: 'student@demo.my', name: 'Pelajar Demo' },
    language: 'ms',
    userId: studentId,
    idempotencyKey: `test:reminder:${dialect}:${serial}:${Date.now()}`,
  });
  /** An essential mail, its PDF the receipt of a paid demo order. */
  const receipt = (): MailRequest<'receipt'> => ({
    template: 'receipt',
    data: {
      name: 'Pelajar Demo',
      reference: `T${++serial}`,
      paidAt: new Date().toISOString(),
      items: [{ name: 'Pakej Emas', quantity: 1, subtotal: 4990 }],
      total: 4990,
    },
    to: { email: 'student@demo.my' },
    language: 'en',
    userId: studentId,
    idempotencyKey: `test:receipt:${dialect}:${serial}:${Date.now()}`,
    attachments: [receiptPdfAttachment(paidReference)],
  });
  const rowOf = (id: number) =>
    server.db.selectFrom('mails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** Posts as a mail client does for RFC 8058: a form, no cookie, no CSRF token. */
  const oneClick = (url: string) =>
    fetch(url.replace(PUBLIC_URL, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

  beforeAll(async () => {
    ({ server, sink } = await startServerWithSink(dialect, {
      PUBLIC_URL,
      MAIL_FROM: 'Mahir <no-reply@mahir.test>',
    }));
    [admin, tutor, student, visitor] = await demoClients(server.url, ['admin', 'tutor', 'student', null]);
    studentId = await userIdOf(server.db, 'student@demo.my');
    paidReference = (
      await server.db
        .selectFrom('orders')
        .select('order_no')
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow()
    ).order_no;
    await drain();
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });
  beforeEach(async () => {
    sink.received.length = 0;
    await server.db.deleteFrom('mail_opt_outs').execute();
  });

  it('one click on the List-Unsubscribe link turns the category off; later mail of it is not sent, receipts still are', async () => {
    const first = await queue(reminder());
    await drain();
    const sent = await rowOf(first.id);
    expect(sent.status).toBe('sent');
    const delivered = sink.received.find((m) => m.parsed.messageId === sent.message_id);
    const list = delivered?.parsed.headerLines.find((l) => l.key === 'list-unsubscribe')?.line ?? '';
    const url = /<([^>]+)>/.exec(list.replace(/\r\n[ \t]+/g, ' '))?.[1] ?? '';
    expect(url).toBe(sent.unsubscribe_url);

    const res = await oneClick(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { category: 'billing' } });
    // Twice is the same as once, and a client that posts the body as multipart is understood too.
    expect((await oneClick(url)).status).toBe(200);
    const multipart = new FormData();
    multipart.append('List-Unsubscribe', 'One-Click');
    const asMultipart = await fetch(url.replace(PUBLIC_URL, server.url), { method: 'POST', body: multipart });
    expect(asMultipart.status).toBe(200);
    const token = new URL(url).searchParams.get('token') ?? '';
    const prefs = await visitor.get<Answer<Prefs>>(
      `/ajax/v2/mail-preferences?token=${encodeURIComponent(token)}`,
    );
    expect(prefs.status).toBe(200);
    expect(prefs.body.data.category).toBe('billing');
    expect(prefs.body.data.categories).toEqual(
      MAIL_CATEGORIES.map((c) => ({ category: c, enabled: c !== 'billing' })),
    );

    sink.received.length = 0;
    const next = await queue(reminder());
    const essential = await queue(receipt());
    await drain();
    const skipped = await rowOf(next.id);
    expect([skipped.status, skipped.last_error]).toEqual(['failed', 'recipient unsubscribed: billing']);
    expect((await rowOf(essential.id)).status).toBe('sent');
    // The student's mail only: `drain` runs every due schedule, and a Sunday's weekly family summaries go to
    // the demo's guardians through the same sink.
    const toStudent = sink.received.filter((m) => m.to.includes('student@demo.my'));
    expect(toStudent.map((m) => m.parsed.subject)).toEqual([expect.stringContaining('Receipt')]);

    // Turned back on from the preference page of the same link, the category's mail goes again.
    const on = await visitor.json<Answer<Prefs>>('PUT', '/ajax/v2/mail-preferences', {
      token,
      categories: [{ category: 'billing', enabled: true }],
    });
    expect(on.status).toBe(200);
    expect(on.body.data.categories.every((c) => c.enabled)).toBe(true);
    const again = await queue(reminder());
    await drain();
    expect((await rowOf(again.id)).status).toBe('sent');
  });

  it('refuses forged, altered and foreign tokens and changes nothing', async () => {
    const first = await queue(reminder());
    const row = await rowOf(first.id);
    const token = new URL(row.unsubscribe_url ?? '').searchParams.get('token') ?? '';
    const [, , sig] = token.split('.');
    const bad = [
      'nonsense',
      `${studentId}.billing.${'A'.repeat(43)}`,
      `${studentId}.events.${sig}`,
      `${studentId + 1}.billing.${sig}`,
      `999999.billing.${sig}`,
    ];
    for (const t of bad) {
      const res = await fetch(`${server.url}/unsubscribe?token=${encodeURIComponent(t)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status, t).toBe(422);
      expect(((await res.json()) as { code: string }).code).toBe('token_invalid');
      const view = await visitor.get<Answer<Prefs>>(
        `/ajax/v2/mail-preferences?token=${encodeURIComponent(t)}`,
      );
      expect(view.status, t).toBe(422);
    }
    const missing = await fetch(`${server.url}/unsubscribe`, { method: 'POST' });
    expect(missing.status).toBe(422);
    expect(await server.db.selectFrom('mail_opt_outs').selectAll().execute()).toEqual([]);
  });

  it('a logged-in user reads and saves their own preferences; a visitor without a link is asked to log in', async () => {
    expect((await visitor.get('/ajax/v2/mail-preferences')).status).toBe(401);
    expect(
      (
        await visitor.json('PUT', '/ajax/v2/mail-preferences', {
          categories: [{ category: 'events', enabled: false }],
        })
      ).status,
    ).toBe(401);
    const mine = await student.get<Answer<Prefs>>('/ajax/v2/mail-preferences');
    expect(mine.body.data).toEqual({
      categories: MAIL_CATEGORIES.map((c) => ({ category: c, enabled: true })),
      category: null,
    });
    const off = await student.json<Answer<Prefs>>('PUT', '/ajax/v2/mail-preferences', {
      categories: [
        { category: 'events', enabled: false },
        { category: 'partner', enabled: false },
      ],
    });
    expect(off.status).toBe(200);
    expect(off.body.data.categories.filter((c) => !c.enabled).map((c) => c.category)).toEqual([
      'events',
      'partner',
    ]);
    // Another account's preferences are untouched.
    expect(
      (await tutor.get<Answer<Prefs>>('/ajax/v2/mail-preferences')).body.data.categories.every(
        (c) => c.enabled,
      ),
    ).toBe(true);
    for (const body of [
      { categories: [] },
      { categories: [{ category: 'receipts', enabled: false }] },
      { categories: [{ category: 'events', enabled: 'no' }] },
    ]) {
      const res = await student.json<Answer<unknown>>('PUT', '/ajax/v2/mail-preferences', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('lists outgoing mail for admins only, opens one as sent and resends it as a copy', async () => {
    const { id } = await queue(receipt());
    await drain();
    for (const [client, status] of [
      [visitor, 401],
      [student, 403],
      [tutor, 403],
    ] as const) {
      expect((await client.get('/ajax/v2/admin/mails')).status).toBe(status);
      expect((await client.get(`/ajax/v2/admin/mails/${id}`)).status).toBe(status);
      expect((await client.post(`/ajax/v2/admin/mails/${id}/resend`, {})).status).toBe(status);
    }
    const page = await admin.get<Answer<MailPage>>('/ajax/v2/admin/mails?status=sent&search=STUDENT@demo');
    expect(page.status).toBe(200);
    expect(page.body.data.data[0]).toMatchObject({ id, template: 'receipt', status: 'sent', attempts: 1 });
    expect(page.body.data.data.every((m) => m.status === 'sent' && m.to_address === 'student@demo.my')).toBe(
      true,
    );
    expect(
      (await admin.get<Answer<MailPage>>('/ajax/v2/admin/mails?search=%25_nothing')).body.data.total,
    ).toBe(0);
    for (const q of ['status=lost', 'page=0', 'page=abc', 'per_page=101'])
      expect((await admin.get(`/ajax/v2/admin/mails?${q}`)).status, q).toBe(422);

    const view = await admin.get<Answer<MailDetail>>(`/ajax/v2/admin/mails/${id}`);
    expect(view.status).toBe(200);
    const row = await rowOf(id);
    expect(view.body.data).toMatchObject({ html: row.html, text: row.text, resendable: true });
    expect(view.body.data.attachments).toEqual([
      { filename: expect.stringMatching(/\.pdf$/), content_type: 'application/pdf' },
    ]);
    expect((await admin.get('/ajax/v2/admin/mails/999999')).status).toBe(404);
    expect((await admin.get('/ajax/v2/admin/mails/abc')).status).toBe(422);

    sink.received.length = 0;
    const resent = await admin.post<Answer<{ id: number }>>(`/ajax/v2/admin/mails/${id}/resend`, {});
    expect(resent.status).toBe(200);
    expect(resent.body.data.id).not.toBe(id);
    await drain();
    const copy = await rowOf(resent.body.data.id);
    expect(copy).toMatchObject({
      status: 'sent',
      subject: row.subject,
      html: row.html,
      to_address: row.to_address,
    });
    expect(copy.message_id).not.toBe(row.message_id);
    // Only the copy reaches its address; the drain's clock may cross a Malaysia week and send the demo
    // parent their weekly summary too, which is not this test's.
    const toStudent = sink.received.filter((m) => m.to.includes(row.to_address));
    expect(toStudent.map((m) => m.parsed.messageId)).toEqual([copy.message_id]);
    expect(toStudent[0]?.parsed.attachments).toHaveLength(1);
    expect((await admin.post('/ajax/v2/admin/mails/999999/resend', {})).status).toBe(404);
  });

  it('refuses to resend mail that carried a single-use link', async () => {
    expect((await visitor.post('/ajax/v2/auth/forgot-password', { email: 'student@demo.my' })).status).toBe(
      200,
    );
    await drain();
    const reset = await server.db
      .selectFrom('mails')
      .selectAll()
      .where('template', '=', 'password-reset')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const view = await admin.get<Answer<MailDetail>>(`/ajax/v2/admin/mails/${reset.id}`);
    expect(view.body.data.resendable).toBe(false);
    expect(view.body.data.html).toContain('[removed]');
    const res = await admin.post<Answer<unknown>>(`/ajax/v2/admin/mails/${reset.id}/resend`, {});
    expect([res.status, res.body.code]).toEqual([409, 'not_resendable']);
  });
});
