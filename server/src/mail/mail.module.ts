import { mailNoticeRepository } from '@mahir/db/repositories/mail-notice.repository';
import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { every, onEvent } from '../jobs/job-types';
import { receiptByReference } from '../my-orders/my-orders.service';
import { renderReport } from '../reports/report-pool';
import type { SstConfig } from '../tax/sst-config';
import { mailRouter } from './mail.routes';
import type { AttachmentSources } from './mail-attachments';
import { sendDueMails } from './mail-sender';
import { createMailTransport } from './mail-transport';

const SEND_EVERY_MS = 2_000;
const HOUR = 3_600_000;
/** Reminders one run queues at most; the next run takes the rest. */
const REMINDERS_PER_RUN = 500;

/** Where the sender finds attachment bytes: the receipt PDF of an order, made again at each send. */
function attachmentSources(sst: SstConfig | undefined): AttachmentSources {
  return {
    generators: {
      'receipt-pdf': async (params, db) => {
        const receipt = await receiptByReference(db, String(params.reference ?? ''), sst);
        if (!receipt) throw new Error(`no order ${String(params.reference)} for its receipt PDF`);
        return renderReport('receipt', receipt);
      },
    },
  };
}

/**
 * Outgoing mail (issue 19): the sender (through `SMTP_URL`, or `.eml` files under `DATA_DIR/mail/`), the
 * outbox handlers that queue the mails of paid orders, failed renewals and cancellations, the renewal
 * reminder schedule, the preference and one-click unsubscribe routes, and the back office's outgoing mail.
 * Listed after `orders`, so an order's lines are fulfilled before its mails are queued.
 */
export function mailModule(ctx: AppContext): AreaModule {
  const { config, mail } = ctx;
  const transport = createMailTransport({ smtpUrl: config.smtpUrl ?? null, dataDir: config.dataDir });
  const from = config.mailFrom ?? 'Mahir <no-reply@localhost>';
  const reminderDays = config.renewalReminderDays ?? 3;
  const attachments = attachmentSources(config.sst);
  return {
    name: 'mail',
    routers: () => [mailRouter(ctx)],
    outboxHandlers: [
      onEvent('order.paid', 'receipt-mail', ({ db }, { orderId }) =>
        db.transaction().execute((trx) => mail.receipt(trx, orderId)),
      ),
      onEvent('order.paid', 'package-for-child-mail', ({ db }, { orderId }) =>
        db.transaction().execute((trx) => mail.packageForChild(trx, orderId)),
      ),
      onEvent('order.paid', 'event-registration-mail', ({ db }, { orderId }) =>
        db.transaction().execute((trx) => mail.orderEventRegistrations(trx, orderId)),
      ),
      onEvent('order.renewed', 'renewal-receipt-mail', ({ db }, { orderId, period }) =>
        db.transaction().execute((trx) => mail.receipt(trx, orderId, { period })),
      ),
      onEvent('order.renewal-failed', 'renewal-failed-mail', ({ db }, { orderId, period }) =>
        db.transaction().execute((trx) => mail.renewalFailed(trx, orderId, period)),
      ),
      onEvent('order.cancelled', 'subscription-cancelled-mail', ({ db }, { orderId, cancellationId }) =>
        db.transaction().execute((trx) => mail.subscriptionCancelled(trx, orderId, cancellationId)),
      ),
    ],
    schedules: [
      every('mail-send', SEND_EVERY_MS, async ({ db, logger }) => {
        const report = await sendDueMails({ db, transport, logger, from, attachments });
        if (report.retried) logger.warn({ ...report }, 'mail: some sends did not succeed');
      }),
      // Recurring charges due within the next `reminderDays` days: one reminder per order and due date.
      every('renewal-reminders', HOUR, async ({ db, now }) => {
        const today = malaysiaDay(now);
        const due = await mailNoticeRepository.renewalsDue(
          db,
          today,
          addDays(today, reminderDays),
          REMINDERS_PER_RUN,
        );
        for (const order of due) await db.transaction().execute((trx) => mail.renewalReminder(trx, order.id));
      }),
    ],
  };
}
