import { createDb, type Db } from '@mahir/db';
import { mailRepository } from '@mahir/db/repositories/mail.repository';
import { createLogger } from '@mahir/server/logger';
import {
  type AttachmentSources,
  createSmtpTransport,
  enqueueMail,
  type MailRequest,
  type MailSenderDeps,
  type MailTransport,
  receiptPdfAttachment,
  sendDueMails,
} from '@mahir/server/mail/index';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { type DialectName, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';

export const settings = { publicUrl: 'https://mahir.test', appSecret: 'k'.repeat(64) };
export const FROM = 'Mahir <no-reply@mahir.test>';
export const T0 = Date.parse('2026-11-25T02:00:00.000Z');
export const at = (ms: number) => () => new Date(T0 + ms);
export const logger = createLogger('silent');
export const NAME = `Siti <b>"Aminah"</b> & O'Neil`;
export const PDF = (reference: string | number) => Buffer.from(`%PDF-1.4\n% receipt ${reference}\n%%EOF\n`);

/** A header as one line (long ones arrive folded). */
export const unfold = (line: string | undefined) => line?.replace(/\r\n[ \t]+/g, ' ');

const attachments: AttachmentSources = {
  generators: { 'receipt-pdf': async (params) => PDF(params.reference ?? '') },
};

/**
 * A seeded database of the dialect, a real SMTP server and a transport to it, for the tests of one file;
 * each test starts with an empty outbox and an empty mailbox.
 */
export function useMailOutbox(dialect: DialectName) {
  let server: TestServer;
  let sink: SmtpSink;
  let smtp: MailTransport;
  let userId: number;

  beforeAll(async () => {
    [server, sink] = await Promise.all([startTestServer(dialect), startSmtpSink()]);
    smtp = createSmtpTransport({ url: sink.url, sendTimeoutMs: 10_000 });
    userId = await userIdOf(server.db, 'parent@demo.my');
  });
  afterAll(async () => {
    await smtp?.close();
    await sink?.close();
    await server?.close();
  });
  beforeEach(async () => {
    await server.db.deleteFrom('mails').execute();
    sink.received.length = 0;
    sink.refuseNext(0, 451);
  });

  return {
    get server() {
      return server;
    },
    get sink() {
      return sink;
    },
    get smtp() {
      return smtp;
    },
    get userId() {
      return userId;
    },
    /** A non-essential mail (billing) to the demo parent. */
    reminder: (key: string): MailRequest<'renewal-reminder'> => ({
      template: 'renewal-reminder',
      data: { name: NAME, packageName: 'Pakej Emas', amount: 4990, chargeOn: '2026-12-01' },
      to: { email: 'ibu@contoh.my', name: NAME },
      language: 'ms',
      userId,
      idempotencyKey: key,
    }),
    /** An essential mail with its PDF attached by reference. */
    receipt: (reference: string): MailRequest<'receipt'> => ({
      template: 'receipt',
      data: {
        name: NAME,
        reference,
        paidAt: '2026-11-25T01:00:00.000Z',
        items: [{ name: 'Pakej Emas', quantity: 1, subtotal: 4990 }],
        total: 4990,
      },
      to: { email: 'ibu@contoh.my' },
      language: 'en',
      userId,
      idempotencyKey: `receipt:order:${reference}`,
      attachments: [receiptPdfAttachment(reference)],
    }),
    /** Queues in a transaction of its own, as a service would in its. */
    queue: (mail: MailRequest, db: Db = server.db) =>
      db.transaction().execute((trx) => enqueueMail(trx, mail, { ...settings, clock: at(0) })),
    /** One run of the sender at T0 + ms. */
    send: (ms: number, extra: Partial<MailSenderDeps> = {}) =>
      sendDueMails({
        db: server.db,
        transport: smtp,
        logger,
        from: FROM,
        clock: at(ms),
        attachments,
        ...extra,
      }),
    row: async (id: number) => {
      const mail = await mailRepository.find(server.db, id);
      if (!mail) throw new Error(`mail ${id} missing`);
      return mail;
    },
    /** A second connection pool on the same database, as another server instance has. */
    otherConnection: () => createDb({ url: server.databaseUrl, poolSize: 4, onPoolError: () => undefined }),
  };
}
