import { mailRepository } from '@mahir/db/repositories/mail.repository';
import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoClients, type TestClient } from '../support/http-client';
import { theRows } from '../support/rows';
import { type ReceivedMail, type SmtpSink, startServerWithSink } from '../support/smtp-sink';
import { dialects, type TestServer } from '../support/test-server';
import { pendingApplicant } from './backoffice-fixtures';
import { commissionsOf, earnOrderCommissions, paidOrderFor, resellerByCode } from './commissions-fixtures';
import { userIdOf } from './learning-fixtures';
import {
  buyer,
  coinOrder,
  firstCoinPack,
  forwardClock,
  orderServiceFor,
  paidCallback,
  postCallback,
  recurringPackageOrder,
  runnerFor,
  setNextPaymentDate,
  signRecurring,
} from './money-fixtures';

const PUBLIC_URL = 'https://mahir.test';
const HOSTILE = `<script>alert("x")</script> & Co`;

/** A header as one line (long ones arrive folded). */
const header = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((l) => l.key === key)?.line.replace(/\r\n[ \t]+/g, ' ');

describe.each(dialects())('mail from its triggers on %s', (dialect) => {
  let server: TestServer;
  let sink: SmtpSink;
  let admin: TestClient;
  let tutor: TestClient;
  let parent: TestClient;
  let student: TestClient;
  let parentId: number;
  let runner: ReturnType<typeof runnerFor>;
  // Past every schedule's lease each tick (the renewal reminders run hourly).
  const later = forwardClock(Date.now() + 3_600_000);

  /** Runs the job runner (outbox, then schedules: the mail sender among them) until nothing is left to send. */
  async function drain(): Promise<void> {
    for (let i = 0; i < 4; i++) {
      await runner.tick({ now: later(61 * 60_000) });
      const waiting = await server.db
        .selectFrom('mails')
        .select('id')
        .where('status', 'in', ['queued', 'sending'])
        .execute();
      if (i > 0 && waiting.length === 0) return;
    }
  }

  /** The outbox rows of a template to an address. */
  const rowsOf = (template: string, email: string) =>
    theRows(server.db, 'mails', { template, to_address: email });
  /** The one mail of a template to an address that reached the SMTP server (fails on none or two). */
  async function theMail(template: string, email: string): Promise<ReceivedMail> {
    const rows = await rowsOf(template, email);
    expect(rows, `${template} rows to ${email}`).toHaveLength(1);
    const row = rows[0];
    if (!row) throw new Error('no row');
    expect(row.status).toBe('sent');
    const got = sink.received.filter((m) => m.parsed.messageId === row.message_id);
    expect(got, `${template} deliveries`).toHaveLength(1);
    const mail = got[0];
    if (!mail) throw new Error('not delivered');
    expect(mail.to).toEqual([email]);
    // Both parts, and the HTML part is exactly what the outbox holds.
    expect(mail.parsed.html).toBe(row.html);
    expect(mail.parsed.text?.length).toBeGreaterThan(20);
    return mail;
  }
  /** Non-essential mail: the RFC 8058 headers naming its signed link, and the same link in the footer. */
  function expectUnsubscribable(mail: ReceivedMail, category: string) {
    const list = header(mail.parsed, 'list-unsubscribe') ?? '';
    const url = /<([^>]+)>/.exec(list)?.[1] ?? '';
    expect(url.startsWith(`${PUBLIC_URL}/unsubscribe?token=`)).toBe(true);
    expect(new URL(url).searchParams.get('token')).toMatch(new RegExp(`^\\d+\\.${category}\\.`));
    expect(header(mail.parsed, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(mail.parsed.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
  }

  beforeAll(async () => {
    ({ server, sink } = await startServerWithSink(dialect, {
      PUBLIC_URL,
      MAIL_FROM: 'Mahir <no-reply@mahir.test>',
    }));
    [admin, tutor, parent, student] = await demoClients(server.url, ['admin', 'tutor', 'parent', 'student']);
    parentId = await userIdOf(server.db, 'parent@demo.my');
    runner = runnerFor(server);
    // Whatever the seed left for the runner goes first, so each test sees only its own mail.
    await drain();
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });
  beforeEach(() => {
    sink.received.length = 0;
  });

  it('mails the receipt of a paid order once, with its PDF, in the buyer language, whatever is replayed', async () => {
    await server.db.updateTable('users').set({ language: 'en' }).where('id', '=', parentId).execute();
    const pack = await firstCoinPack(server.db);
    const placed = await orderServiceFor(server.db).placeOrder(coinOrder(parentId, pack));
    const paid = paidCallback(placed.reference, `RC-${placed.id}`);
    expect((await postCallback(server.url, paid)).status).toBe(200);
    await drain();
    // The provider repeats its callback; the runner runs again: nothing more is sent.
    await postCallback(server.url, paid);
    await drain();

    const mail = await theMail('receipt', buyer.email);
    expect(mail.parsed.subject).toBe(`Receipt for your order ${placed.reference}`);
    expect(mail.parsed.text).toContain(placed.reference);
    expect(mail.parsed.attachments).toHaveLength(1);
    const pdf = mail.parsed.attachments[0];
    expect(pdf?.filename).toBe(`receipt-${placed.reference}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    // Essential: no way to turn it off.
    expect(mail.parsed.headerLines.some((l) => l.key.startsWith('list-unsubscribe'))).toBe(false);
    await server.db.updateTable('users').set({ language: 'bm' }).where('id', '=', parentId).execute();
  });

  it('mails a renewal reminder days before the charge, once per due date, a failed renewal once, and the receipt of a renewal', async () => {
    const placed = await orderServiceFor(server.db).placeOrder(recurringPackageOrder(parentId));
    const recurring = (tx: string, status: string) =>
      signRecurring({
        status_id: status,
        order_id: placed.reference,
        transaction_id: tx,
        msg: 'Recurring_payment',
      });
    await postCallback(server.url, recurring(`M1-${placed.id}`, '1'));
    // Its next charge comes within the reminder window (3 days) of the runner's clock.
    const chargeOn = addDays(malaysiaDay(later(0)), 2);
    await setNextPaymentDate(server.db, placed.id, chargeOn);
    await drain();
    await drain();
    const parentEmail = 'parent@demo.my';
    const reminder = await theMail('renewal-reminder', parentEmail);
    expect(reminder.parsed.subject).toContain('Pakej bulanan');
    expect(reminder.parsed.text).toMatch(/RM\s30\.00/);
    expectUnsubscribable(reminder, 'billing');

    // The charge is declined: the buyer is told once, however often the provider says so.
    expect((await postCallback(server.url, recurring(`M2-${placed.id}`, '0'))).status).toBe(200);
    await postCallback(server.url, recurring(`M3-${placed.id}`, '0'));
    await drain();
    const failed = await theMail('renewal-failed', parentEmail);
    expect(failed.parsed.subject).toContain('Pakej bulanan');
    expectUnsubscribable(failed, 'billing');

    // The period falls due and is paid: its receipt is mailed once, the PDF attached, whatever is replayed.
    const today = malaysiaDay(new Date());
    await setNextPaymentDate(server.db, placed.id, today);
    const renewal = recurring(`M4-${placed.id}`, '1');
    await postCallback(server.url, renewal);
    await postCallback(server.url, renewal);
    await drain();
    const rows = await server.db
      .selectFrom('mails')
      .selectAll()
      .where('idempotency_key', 'like', `receipt:order:${placed.id}%`)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.idempotency_key, r.status])).toEqual([
      [`receipt:order:${placed.id}`, 'sent'],
      [`receipt:order:${placed.id}:renewal:${today}`, 'sent'],
    ]);
    const renewed = sink.received.filter((m) => m.parsed.messageId === rows[1]?.message_id);
    expect(renewed).toHaveLength(1);
    expect(renewed[0]?.parsed.attachments.map((a) => a.filename)).toEqual([
      `receipt-${placed.reference}.pdf`,
    ]);
  });

  it('mails an approved cancellation to the subscriber once', async () => {
    const placed = await orderServiceFor(server.db).placeOrder(
      recurringPackageOrder(parentId, 'Pakej Batal'),
    );
    await postCallback(
      server.url,
      signRecurring({
        status_id: '1',
        order_id: placed.reference,
        transaction_id: `C1-${placed.id}`,
        msg: 'x',
      }),
    );
    expect((await parent.post('/ajax/v2/subscription/cancel', { order_id: placed.reference })).status).toBe(
      200,
    );
    const list = await admin.get<{ data: { cancellations: Array<{ id: number; order_id: string }> } }>(
      '/ajax/v2/admin/subscription/cancellations',
    );
    const request = list.body.data.cancellations.find((c) => c.order_id === placed.reference);
    if (!request) throw new Error('cancellation not listed');
    expect(
      (await admin.post('/ajax/v2/admin/subscription/cancellation/approve', { id: request.id })).status,
    ).toBe(200);
    await drain();
    await drain();
    const mail = await theMail('subscription-cancelled', 'parent@demo.my');
    expect(mail.parsed.subject).toContain('Pakej Batal');
    expectUnsubscribable(mail, 'billing');
  });

  it('mails an event registration with the meeting link of an online event', async () => {
    const event = await server.db
      .selectFrom('events')
      .select(['id', 'hashslug', 'meeting_link'])
      .where('name', '=', 'Webinar Keselamatan Siber untuk Ibu Bapa')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('events')
      .set({ name: `Webinar ${HOSTILE}`, date: addDays(malaysiaDay(new Date()), 10) })
      .where('id', '=', event.id)
      .execute();
    await server.db.deleteFrom('event_registrations').where('event_id', '=', event.id).execute();
    const res = await student.post('/ajax/v2/event/add', { hashslug: event.hashslug });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await student.post('/ajax/v2/event/add', { hashslug: event.hashslug });
    await drain();
    const mail = await theMail('event-registration', 'student@demo.my');
    expect(mail.parsed.html).toContain(`href="${event.meeting_link}"`);
    expect(mail.parsed.text).toContain(event.meeting_link ?? 'missing');
    // What an admin wrote arrives as text, never as markup.
    expect(mail.parsed.html).not.toContain('<script>');
    expect(mail.parsed.html).toContain('&lt;script&gt;');
    expect(mail.parsed.text).toContain(HOSTILE);
    expectUnsubscribable(mail, 'events');
  });

  it('mails the tutor the review outcome: published, and rejected with the reason as written', async () => {
    const categoryId = 1;
    const sub = await server.db
      .selectFrom('sub_categories')
      .select('id')
      .where('category_id', '=', categoryId)
      .executeTakeFirstOrThrow();
    const price = await server.db
      .selectFrom('price_list')
      .select('id')
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    const draft = async (title: string) => {
      const res = await tutor.post<{ data: { course: { hashslug: string } } }>(
        '/ajax/v2/tutor/course/save-draft',
        {
          title,
          category_id: categoryId,
          sub_category_id: sub.id,
          tags: ['mel'],
          price_id: price.id,
          content: `<p>${title}</p>`,
        },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { hashslug } = res.body.data.course;
      expect((await tutor.post('/ajax/v2/tutor/course/submit', { hashslug })).status).toBe(200);
      return hashslug;
    };
    const published = await draft('Kursus Mel Terbit');
    const rejected = await draft('Kursus Mel Ditolak');
    expect(
      (await admin.post('/ajax/v2/admin/course/review', { hashslug: published, action: 1 })).status,
    ).toBe(200);
    expect(
      (
        await admin.post('/ajax/v2/admin/course/review', {
          hashslug: rejected,
          action: 2,
          reject_reason: HOSTILE,
        })
      ).status,
    ).toBe(200);
    await drain();
    const rows = await rowsOf('content-published', 'tutor@demo.my');
    expect(rows.map((r) => r.subject)).toEqual([expect.stringContaining('Kursus Mel Terbit')]);
    const ok = sink.received.find((m) => m.parsed.messageId === rows[0]?.message_id);
    if (!ok) throw new Error('published mail not delivered');
    expect(ok.parsed.html).toContain(`${PUBLIC_URL}/course/${published}`);
    expectUnsubscribable(ok, 'content-review');
    const no = await theMail('content-rejected', 'tutor@demo.my');
    expect(no.parsed.subject).toContain('Kursus Mel Ditolak');
    expect(no.parsed.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(no.parsed.text).toContain(HOSTILE);
  });

  it("mails a reseller applicant the admin's decision, and a reseller the payout of released commissions", async () => {
    const yes = await pendingApplicant(server.db, `mail-y-${dialect}`);
    const no = await pendingApplicant(server.db, `mail-n-${dialect}`);
    const approved = await admin.post<{ data: { reseller_code: string } }>(
      '/ajax/v2/admin/reseller/registration/approve',
      { id: yes.resellerId },
    );
    expect(approved.status).toBe(200);
    expect(
      (
        await admin.post('/ajax/v2/admin/reseller/registration/decline', {
          id: no.resellerId,
          reason: HOSTILE,
        })
      ).status,
    ).toBe(200);

    const master = await resellerByCode(server.db, 'RS0001');
    const orderId = await paidOrderFor(server.db, parentId, 10_000, master.id);
    await earnOrderCommissions(server.db, orderId);
    const comms = await commissionsOf(server.db, orderId);
    expect(comms.length).toBeGreaterThan(0);
    const release = await admin.post(
      '/ajax/v2/admin/reseller/commission/paid',
      { ids: comms.map((c) => c.id) },
      { form: true },
    );
    expect(release.status, JSON.stringify(release.body)).toBe(200);
    await drain();

    const welcome = await theMail('reseller-approved', yes.email);
    expect(welcome.parsed.text).toContain(approved.body.data.reseller_code);
    expectUnsubscribable(welcome, 'partner');
    const sorry = await theMail('reseller-declined', no.email);
    expect(sorry.parsed.html).toContain('&lt;script&gt;');
    expect(sorry.parsed.text).toContain(HOSTILE);
    const payout = await theMail('payout-released', 'reseller@demo.my');
    expectUnsubscribable(payout, 'partner');
    const total = comms.reduce((sum, c) => sum + c.amount_final, 0);
    expect(payout.parsed.text).toMatch(new RegExp(`RM\\s${(total / 100).toFixed(2).replace('.', '\\.')}`));
  });

  it('leaves nothing in the outbox unsent and sends no mail twice', async () => {
    await drain();
    const rows = await mailRepository.page(server.db, { page: 1, perPage: 500 });
    expect(rows.rows.filter((r) => r.status === 'failed').map((r) => [r.template, r.last_error])).toEqual([]);
    const keys = rows.rows.map((r) => r.idempotency_key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
