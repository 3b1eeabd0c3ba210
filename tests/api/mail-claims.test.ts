import { mailRepository } from '@mahir/db/repositories/mail.repository';
import { sendDueMails } from '@mahir/server/mail/index';
import { describe, expect, it } from 'vitest';
import { dialects } from '../support/test-server';
import { at, FROM, logger, T0, useMailOutbox } from './mail-fixtures';

/** The outbox shared by instances: claims, leases, and two senders on one database. */
describe.each(dialects())('mail claims on %s', (dialect) => {
  const h = useMailOutbox(dialect);

  it('retries a mail whose sender died after claiming it, once its claim lapses', async () => {
    const { id } = await h.queue(h.reminder('crash:after-claim'));
    // A sender claims the mail and dies before sending it.
    const [claimed] = await mailRepository.claimDue(h.server.db, {
      token: 'dead-sender',
      now: new Date(T0).toISOString(),
      leaseUntil: new Date(T0 + 5 * 60_000).toISOString(),
      limit: 10,
    });
    expect(claimed?.id).toBe(id);
    expect(await h.send(60_000)).toEqual({ sent: 0, retried: 0, failed: 0, late: 0 });
    expect((await h.row(id)).status).toBe('sending');
    expect(await h.send(5 * 60_000)).toEqual({ sent: 1, retried: 0, failed: 0, late: 0 });
    expect(h.sink.received).toHaveLength(1);
    expect(await h.row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    // The dead sender's claim no longer counts: it can record nothing on the mail.
    expect(
      await mailRepository.markSent(h.server.db, id, 'dead-sender', {
        providerMessageId: 'x',
        now: new Date(T0).toISOString(),
      }),
    ).toBe(false);
    expect(
      await mailRepository.markAttemptFailed(h.server.db, id, 'dead-sender', {
        error: 'late',
        retryAt: null,
        now: new Date(T0).toISOString(),
      }),
    ).toBe(false);
    expect((await h.row(id)).status).toBe('sent');
  });

  it('lets two senders on one database share the outbox without sending any mail twice', async () => {
    const other = h.otherConnection();
    try {
      // Half the mails are queued through each instance's connection.
      for (let i = 0; i < 40; i++) await h.queue(h.reminder(`race:send:${i}`), i % 2 ? other : h.server.db);
      const reports = [];
      for (let round = 0; round < 5; round++) {
        const pair = await Promise.all([
          h.send(1000, { concurrency: 4 }),
          sendDueMails({ db: other, transport: h.smtp, logger, from: FROM, clock: at(1000), concurrency: 4 }),
        ]);
        reports.push(...pair);
        if (pair.every((r) => r.sent === 0)) break;
      }
      expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(40);
      expect(reports.reduce((n, r) => n + r.late + r.retried + r.failed, 0)).toBe(0);
      expect(h.sink.received).toHaveLength(40);
      expect(new Set(h.sink.received.map((m) => m.parsed.messageId)).size).toBe(40);
      const rows = await h.server.db.selectFrom('mails').select(['status', 'attempts']).execute();
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await other.destroy();
    }
  });

  it('never gives one mail to two claims made at the same moment', async () => {
    const other = h.otherConnection();
    try {
      for (let i = 0; i < 30; i++) await h.queue(h.reminder(`race:claim:${i}`));
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          mailRepository
            .claimDue(i % 2 ? other : h.server.db, {
              token: `claim-${i}`,
              now: new Date(T0).toISOString(),
              leaseUntil: new Date(T0 + 60_000).toISOString(),
              limit: 3,
            })
            .then((rows) => rows.map((r) => ({ id: r.id, token: `claim-${i}` }))),
        ),
      );
      const taken = claims.flat();
      expect(new Set(taken.map((t) => t.id)).size).toBe(taken.length);
      expect(taken.length).toBe(30);
      const rows = await h.server.db.selectFrom('mails').select(['id', 'claim_token', 'attempts']).execute();
      for (const t of taken)
        expect(rows.find((r) => r.id === t.id)).toMatchObject({ claim_token: t.token, attempts: 1 });
    } finally {
      await other.destroy();
    }
  });
});
