import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailRepository } from '@mahir/db/repositories/mail.repository';
import {
  createMailTransport,
  createSmtpTransport,
  type MailRequest,
  verifyUnsubscribeToken,
} from '@mahir/server/mail/index';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { startSmtpSink } from '../support/smtp-sink';
import { dialects } from '../support/test-server';
import { NAME, PDF, settings, T0, unfold, useMailOutbox } from './mail-fixtures';

describe.each(dialects())('mail outbox on %s', (dialect) => {
  const h = useMailOutbox(dialect);

  it('delivers a queued mail once, with both parts, its attachment and its headers', async () => {
    const r = await h.queue(h.receipt('MHR-000777'));
    const n = await h.queue(h.reminder('renewal-reminder:sub:1:2026-12-01'));
    expect(r.created && n.created).toBe(true);
    // The same key again queues nothing and answers the same mail.
    expect(await h.queue(h.receipt('MHR-000777'))).toEqual({ id: r.id, created: false });
    expect(await h.server.db.selectFrom('mails').select('id').execute()).toHaveLength(2);

    expect(await h.send(1000)).toEqual({ sent: 2, retried: 0, failed: 0, late: 0 });
    expect(await h.send(2000)).toEqual({ sent: 0, retried: 0, failed: 0, late: 0 });
    expect(h.sink.received).toHaveLength(2);

    const receiptRow = await h.row(r.id);
    const got = h.sink.received.find((m) => m.parsed.messageId === receiptRow.message_id);
    if (!got) throw new Error('the receipt did not arrive');
    expect(got.from).toBe('no-reply@mahir.test');
    expect(got.to).toEqual(['ibu@contoh.my']);
    expect(got.parsed.subject).toBe('Receipt for your order MHR-000777');
    // What arrives is exactly what the outbox row shows.
    expect(got.parsed.html).toBe(receiptRow.html);
    expect(got.parsed.text?.trim()).toBe(receiptRow.text.trim());
    expect(got.parsed.html).toContain('Siti &lt;b&gt;&quot;Aminah&quot;&lt;/b&gt; &amp; O&#x27;Neil');
    expect(got.parsed.text).toContain(NAME);
    expect(got.parsed.attachments).toHaveLength(1);
    expect(got.parsed.attachments[0]?.filename).toBe('receipt-MHR-000777.pdf');
    expect(got.parsed.attachments[0]?.contentType).toBe('application/pdf');
    expect(got.parsed.attachments[0]?.content.equals(PDF('MHR-000777'))).toBe(true);
    // Essential mail offers no unsubscribe.
    expect(got.parsed.headerLines.some((l) => l.key.startsWith('list-unsubscribe'))).toBe(false);
    expect(receiptRow).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider_message_id: got.queueId,
      claim_token: null,
      last_error: null,
      sent_at: new Date(T0 + 1000).toISOString(),
    });

    const reminderRow = await h.row(n.id);
    const optional = h.sink.received.find((m) => m.parsed.messageId === reminderRow.message_id);
    if (!optional) throw new Error('the reminder did not arrive');
    expect(optional.parsed.subject).toBe('Langganan Pakej Emas anda akan diperbaharui tidak lama lagi');
    const header = (key: string) => unfold(optional.parsed.headerLines.find((l) => l.key === key)?.line);
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${reminderRow.unsubscribe_url}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const token = new URL(reminderRow.unsubscribe_url ?? '').searchParams.get('token') ?? '';
    expect(verifyUnsubscribeToken(settings.appSecret, token)).toEqual({
      userId: h.userId,
      category: 'billing',
    });
    expect(optional.parsed.html).toContain(`href="${reminderRow.unsubscribe_url}"`);
  });

  it('retries after a temporary refusal with backoff, and delivers once', async () => {
    const { id } = await h.queue(h.reminder('retry:temporary'));
    h.sink.refuseNext(1, 451);
    const firstTry = await h.send(0, { random: () => 1 });
    expect(firstTry).toEqual({ sent: 0, retried: 1, failed: 0, late: 0 });
    let mail = await h.row(id);
    expect(mail.status).toBe('queued');
    expect(mail.attempts).toBe(1);
    expect(mail.last_error).toMatch(/451/);
    // random 1 waits the whole first step of the backoff: one minute.
    expect(mail.next_attempt_at).toBe(new Date(T0 + 60_000).toISOString());

    expect((await h.send(59_999)).sent).toBe(0);
    expect(h.sink.received).toHaveLength(0);
    expect(await h.send(60_000)).toEqual({ sent: 1, retried: 0, failed: 0, late: 0 });
    expect(await h.send(120_000)).toEqual({ sent: 0, retried: 0, failed: 0, late: 0 });
    expect(h.sink.refused).toBeGreaterThanOrEqual(1);
    expect(h.sink.received).toHaveLength(1);
    mail = await h.row(id);
    expect(mail).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('backs off further after each failure, and fails for good after the last attempt', async () => {
    const { id } = await h.queue(h.reminder('retry:exhausted'));
    h.sink.refuseNext(3, 421);
    const retry = { maxAttempts: 3, baseDelayMs: 1000 };
    expect((await h.send(0, { retry, random: () => 0 })).retried).toBe(1);
    expect((await h.row(id)).next_attempt_at).toBe(new Date(T0 + 500).toISOString());
    expect((await h.send(500, { retry, random: () => 0 })).retried).toBe(1);
    expect((await h.row(id)).next_attempt_at).toBe(new Date(T0 + 500 + 1000).toISOString());
    expect(await h.send(1500, { retry, random: () => 0 })).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
      late: 0,
    });
    expect(await h.row(id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await h.send(3_600_000, { retry })).sent).toBe(0);
    expect(h.sink.received).toHaveLength(0);
  });

  it('fails at once on a permanent refusal', async () => {
    const { id } = await h.queue(h.reminder('retry:permanent'));
    h.sink.refuseNext(1, 550, 'No such mailbox');
    expect(await h.send(0)).toEqual({ sent: 0, retried: 0, failed: 1, late: 0 });
    expect(await h.row(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await h.row(id)).last_error).toMatch(/550/);
    expect((await h.send(86_400_000)).sent).toBe(0);
  });

  it('stops a run when the h.server is unreachable or refuses the login, sparing the other mails', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push((await h.queue(h.reminder(`outage:${i}`))).id);
    const attemptsOf = async () =>
      (await h.server.db.selectFrom('mails').select('attempts').orderBy('id').execute()).map(
        (m) => m.attempts,
      );
    const down = createSmtpTransport({ url: 'smtp://mahir:rahsia@127.0.0.1:1', sendTimeoutMs: 5000 });
    const wrongLogin = createSmtpTransport({
      url: h.sink.url.replace(':rahsia@', ':salah@'),
      sendTimeoutMs: 5000,
    });
    try {
      const unreachable = await h.send(0, { transport: down, concurrency: 1 });
      expect(unreachable).toEqual({ sent: 0, retried: 1, failed: 0, late: 0 });
      expect(await attemptsOf()).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
      const refused = await h.send(0, { transport: wrongLogin, concurrency: 1 });
      expect(refused).toEqual({ sent: 0, retried: 1, failed: 0, late: 0 });
      expect((await h.row(ids[1] ?? 0)).last_error).toMatch(/535|auth/i);
      expect(await attemptsOf()).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
    } finally {
      await down.close();
      await wrongLogin.close();
    }
    // Back up: everything goes once the backoff has passed.
    expect((await h.send(10 * 60_000)).sent).toBe(8);
    expect(h.sink.received).toHaveLength(8);
  });

  it('keeps no usable token in the outbox once a mail is sent or given up', async () => {
    const token = 'reset_0123456789abcdefghij';
    const reset = (key: string): MailRequest<'password-reset'> => ({
      template: 'password-reset',
      data: { name: NAME, token, expiresInMinutes: 30 },
      to: { email: 'ibu@contoh.my' },
      language: 'en',
      idempotencyKey: key,
    });
    const sent = await h.queue(reset('reset:sent'));
    const refused = await h.queue(reset('reset:refused'));
    expect((await h.row(sent.id)).html).toContain(token);
    h.sink.refuseNext(1, 550);
    expect(await h.send(0, { concurrency: 1 })).toMatchObject({ sent: 1, failed: 1 });
    // The recipient got the link; the stored copies no longer hold it.
    expect(h.sink.received[0]?.parsed.text).toContain(`/reset-password?token=${token}`);
    for (const id of [sent.id, refused.id]) {
      const mail = await h.row(id);
      expect(['sent', 'failed']).toContain(mail.status);
      expect(`${mail.html}${mail.text}${mail.data}`).not.toContain(token);
      expect(mail.text).toContain('/reset-password?token=[removed]');
    }
  });

  it('sends over implicit TLS when SMTP_URL is smtps://', async () => {
    const tlsSink = await startSmtpSink({ implicitTls: true });
    const tls = createMailTransport({ smtpUrl: tlsSink.url, dataDir: h.server.dataDir });
    try {
      const { id } = await h.queue(h.reminder('tls:1'));
      expect(await h.send(0, { transport: tls })).toMatchObject({ sent: 1, retried: 0 });
      expect(tlsSink.received).toHaveLength(1);
      expect(tlsSink.received[0]?.parsed.messageId).toBe((await h.row(id)).message_id);
      expect(h.sink.received).toHaveLength(0);
    } finally {
      await tls.close();
      await tlsSink.close();
    }
  });

  it('keeps mail as parseable .eml files under DATA_DIR/mail when no SMTP_URL is set', async () => {
    const eml = createMailTransport({ smtpUrl: null, dataDir: h.server.dataDir });
    expect(eml.kind).toBe('eml');
    expect(createMailTransport({ smtpUrl: h.sink.url, dataDir: h.server.dataDir }).kind).toBe('smtp');
    const { id } = await h.queue(h.reminder('eml:1'));
    const r = await h.queue(h.receipt('MHR-000888'));
    expect(await h.send(0, { transport: eml })).toMatchObject({ sent: 2 });
    expect(h.sink.received).toHaveLength(0);

    const mail = await h.row(id);
    expect(mail.status).toBe('sent');
    expect(mail.provider_message_id).toBe(`${String(id).padStart(8, '0')}-renewal-reminder.eml`);
    const parsed = await simpleParser(
      await readFile(join(h.server.dataDir, 'mail', mail.provider_message_id ?? '')),
    );
    expect(parsed.messageId).toBe(mail.message_id);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.html).toBe(mail.html);
    expect(parsed.text?.trim()).toBe(mail.text.trim());
    expect(unfold(parsed.headerLines.find((l) => l.key === 'list-unsubscribe')?.line)).toBe(
      `List-Unsubscribe: <${mail.unsubscribe_url}>`,
    );

    const receiptRow = await h.row(r.id);
    const withPdf = await simpleParser(
      await readFile(join(h.server.dataDir, 'mail', receiptRow.provider_message_id ?? '')),
    );
    expect(withPdf.attachments[0]?.content.equals(PDF('MHR-000888'))).toBe(true);

    // The outbox still lists them for the back office.
    const page = await mailRepository.page(h.server.db, { page: 1, perPage: 10, status: 'sent' });
    expect(page.total).toBe(2);
    expect(page.rows.map((m) => m.id)).toEqual([r.id, id]);
  });

  it('refuses a mail it cannot render or address, and queues nothing', async () => {
    const bad = {
      ...h.reminder('bad:1'),
      data: { name: NAME, packageName: '', amount: -1, chargeOn: 'tomorrow' },
    };
    await expect(h.queue(bad as MailRequest)).rejects.toThrow();
    await expect(h.queue({ ...h.reminder('bad:2'), to: { email: 'not an address' } })).rejects.toThrow();
    await expect(h.queue({ ...h.reminder('bad:3'), userId: null })).rejects.toThrow(/user id/);
    expect(await h.server.db.selectFrom('mails').select('id').execute()).toHaveLength(0);
  });
});
