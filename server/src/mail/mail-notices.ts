import type { Database, Db } from '@mahir/db';
import { mailNoticeRepository as notices } from '@mahir/db/repositories/mail-notice.repository';
import { EVENT_TYPE_PHYSICAL } from '@mahir/shared/contract/event.contract';
import { mailLanguageOf } from '@mahir/shared/mail';
import { addDays, MALAYSIA_UTC_OFFSET, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import type { Transaction } from 'kysely';
import type { ReleasedCommissions } from '../outbox/outbox';
import { receiptPdfAttachment } from './mail-attachments';
import type { Mailer } from './mail-outbox';
import type { MailDataOf, MailTemplateName } from './mail-templates';

type Trx = Transaction<Database>;

export interface MailNoticeDeps {
  mailer: Mailer;
  /** `RECURRING_GRACE_DAYS`: a failed renewal keeps access this many days past the due date. */
  graceDays: number;
  /** `SST_REGISTRATION_NO`, printed on receipts (`NA` when unset). */
  sstRegistrationNo?: string | null;
}

/** The content kind a mail names for a course row's kind. */
const CONTENT_KIND = { video: 'course', audio: 'audiobook', ebook: 'ebook', photo: 'photo' } as const;

function contentKindOf(kind: string): MailDataOf<'content-published'>['contentKind'] {
  return Object.hasOwn(CONTENT_KIND, kind) ? CONTENT_KIND[kind as keyof typeof CONTENT_KIND] : 'course';
}

/** An event's day and `HH:MM` in Malaysia as an instant. */
function eventStart(date: string, time: string): string {
  const hhmm = /^(\d{1,2}):(\d{2})/.exec(time);
  const clock = hhmm ? `${hhmm[1]?.padStart(2, '0')}:${hhmm[2]}` : '00:00';
  return new Date(`${date.slice(0, 10)}T${clock}:00${MALAYSIA_UTC_OFFSET}`).toISOString();
}

/** The name a package or subscription order goes by in mail: its first line. */
async function orderTitle(db: Db, orderId: number): Promise<string> {
  const lines = await notices.lines(db, orderId);
  return lines[0]?.name ?? `#${orderId}`;
}

/**
 * The product's mails, each queued from the change it reports, in the recipient's language and once per
 * idempotency key (a replayed event or a retried handler queues nothing more). Every method takes the
 * transaction of that change; a recipient that no longer exists is skipped.
 */
export function createMailNotices({ mailer, graceDays, sstRegistrationNo = null }: MailNoticeDeps) {
  async function toUser<N extends MailTemplateName>(
    trx: Trx,
    userId: number,
    mail: { template: N; key: string; data: (name: string) => MailDataOf<N> },
  ): Promise<void> {
    const user = await notices.recipient(trx, userId);
    if (!user) return;
    await mailer.enqueue(trx, {
      template: mail.template,
      data: mail.data(user.name),
      to: { email: user.email, name: user.name },
      language: mailLanguageOf(user.language),
      userId: user.id,
      idempotencyKey: mail.key,
    });
  }

  /** A registration for an event, with the meeting link of an online one. */
  async function eventRegistration(trx: Trx, eventId: number, userId: number): Promise<void> {
    const event = await notices.event(trx, eventId);
    if (!event) return;
    const online = event.type_id !== EVENT_TYPE_PHYSICAL;
    await toUser(trx, userId, {
      template: 'event-registration',
      key: `event-registration:event:${event.id}:user:${userId}`,
      data: (name) => ({
        name,
        eventTitle: event.name,
        hashslug: event.hashslug,
        startsAt: eventStart(event.date, event.time),
        venue: online ? null : event.location?.trim() || null,
        meetingUrl: online ? event.meeting_link?.trim() || null : null,
      }),
    });
  }

  return {
    /**
     * The receipt of a paid order, to the address the order was placed with, its PDF attached; with `renewal`,
     * the receipt of a recurring order's charge for the period due on that day.
     */
    async receipt(trx: Trx, orderId: number, renewal?: { period: string }): Promise<void> {
      const order = await notices.order(trx, orderId);
      if (!order?.paid_at || order.status !== 'paid') return;
      const paidAt = renewal ? await notices.renewalPaidAt(trx, orderId, renewal.period) : order.paid_at;
      if (!paidAt) return;
      const user = order.user_id === null ? undefined : await notices.recipient(trx, order.user_id);
      const email = order.email ?? user?.email;
      const name = order.name?.trim() || user?.name;
      if (!email || !name) return;
      const lines = await notices.lines(trx, orderId);
      if (lines.length === 0) return;
      await mailer.enqueue(trx, {
        template: 'receipt',
        data: {
          name,
          reference: order.order_no,
          paidAt: new Date(paidAt).toISOString(),
          items: lines.map((l) => ({
            name: l.name,
            quantity: Math.max(1, l.quantity),
            subtotal: l.subtotal,
          })),
          total: order.grand_total,
          // The tax recorded on the order's lines; a renewal charges the plan's price, whose lines are the first payment's.
          tax:
            renewal || lines.every((l) => l.tax_type === null) ? null : lines.reduce((s, l) => s + l.tax, 0),
          registrationNo: sstRegistrationNo,
        },
        to: { email, name },
        language: mailLanguageOf(user?.language),
        userId: user?.id ?? null,
        idempotencyKey: renewal
          ? `receipt:order:${order.id}:renewal:${renewal.period}`
          : `receipt:order:${order.id}`,
        attachments: [receiptPdfAttachment(order.order_no)],
      });
    },

    /** A package a guardian bought for their child (issue 20): to the child, whose account it appeared in. */
    async packageForChild(trx: Trx, orderId: number): Promise<void> {
      const order = await notices.order(trx, orderId);
      if (!order?.paid_at || order.status !== 'paid' || order.user_id === null) return;
      const buyer = await notices.recipient(trx, order.user_id);
      if (!buyer) return;
      for (const row of await notices.packagesForOthers(trx, orderId)) {
        if (row.pupil_id === null) continue;
        await toUser(trx, row.pupil_id, {
          template: 'package-for-child',
          key: `package-for-child:order:${order.id}:pupil:${row.pupil_id}`,
          data: (name) => ({ name, guardianName: buyer.name, packageName: row.package }),
        });
      }
    },

    /** A refund of the buyer's order was recorded: to the address the order was placed with, in their language. */
    async refund(trx: Trx, refundId: number): Promise<void> {
      const refund = await notices.refund(trx, refundId);
      if (!refund || refund.status === 'failed' || refund.status === 'pending') return;
      const order = await notices.order(trx, refund.order_id);
      if (!order) return;
      const user = order.user_id === null ? undefined : await notices.recipient(trx, order.user_id);
      const email = order.email ?? user?.email;
      const name = order.name?.trim() || user?.name;
      if (!email || !name || !refund.number) return;
      await mailer.enqueue(trx, {
        template: 'refund',
        data: {
          name,
          number: refund.number,
          reference: order.order_no,
          amount: refund.amount,
          reason: refund.reason,
          way: refund.method === 'coins' ? 'coins' : refund.method === 'bank' ? 'bank' : 'provider',
          coins: refund.coins,
        },
        to: { email, name },
        language: mailLanguageOf(user?.language),
        userId: user?.id ?? null,
        idempotencyKey: `refund:order:${order.id}:refund:${refund.id}`,
      });
    },

    /** A reminder a few days before a recurring order is charged again: once per order and due date. */
    async renewalReminder(trx: Trx, orderId: number): Promise<void> {
      const order = await notices.order(trx, orderId);
      if (!order?.user_id || !order.next_payment_date || order.recurring_status !== 'active') return;
      const chargeOn = order.next_payment_date.slice(0, 10);
      const packageName = await orderTitle(trx, orderId);
      await toUser(trx, order.user_id, {
        template: 'renewal-reminder',
        key: `renewal-reminder:order:${order.id}:${chargeOn}`,
        data: (name) => ({ name, packageName, amount: order.grand_total, chargeOn }),
      });
    },

    /** A recurring charge was declined for the period due on `period`. */
    async renewalFailed(trx: Trx, orderId: number, period: string): Promise<void> {
      const order = await notices.order(trx, orderId);
      if (!order?.user_id) return;
      const packageName = await orderTitle(trx, orderId);
      const due = period.slice(0, 10);
      await toUser(trx, order.user_id, {
        template: 'renewal-failed',
        key: `renewal-failed:order:${order.id}:${due}`,
        data: (name) => ({
          name,
          packageName,
          amount: order.grand_total,
          accessUntil: addDays(due, graceDays),
        }),
      });
    },

    /**
     * A pay-link renewal's reminder, due notice, grace reminder or expiry: once per order, due date and
     * `step` (`before:7`, `due`, `grace:3`, `expired`). The amount is what the plan charges again (its lines).
     */
    async renewalLink(
      trx: Trx,
      orderId: number,
      m: {
        stage: 'before' | 'due' | 'grace' | 'expired';
        step: string;
        dueDate: string;
        lastDay: string;
        amount: number;
      },
    ): Promise<void> {
      const order = await notices.order(trx, orderId);
      if (!order?.user_id) return;
      const packageName = await orderTitle(trx, orderId);
      await toUser(trx, order.user_id, {
        template: 'renewal-link',
        key: `renewal-link:order:${order.id}:${m.dueDate}:${m.step}`,
        data: (name) => ({
          name,
          packageName,
          amount: m.amount,
          stage: m.stage,
          dueDate: m.dueDate,
          lastDay: m.lastDay,
          hashslug: order.hashslug,
        }),
      });
    },

    /** An admin approved the cancellation of a subscription order: access ended with it. */
    async subscriptionCancelled(trx: Trx, orderId: number, cancellationId: number): Promise<void> {
      const order = await notices.order(trx, orderId);
      if (!order?.user_id) return;
      const packageName = await orderTitle(trx, orderId);
      await toUser(trx, order.user_id, {
        template: 'subscription-cancelled',
        key: `subscription-cancelled:cancellation:${cancellationId}`,
        data: (name) => ({ name, packageName, accessUntil: null }),
      });
    },

    /** A registration for an event, with the meeting link of an online event. */
    eventRegistration,

    /** The event lines of a paid order registered its buyer: one mail per event. */
    async orderEventRegistrations(trx: Trx, orderId: number): Promise<void> {
      const order = await notices.order(trx, orderId);
      if (!order?.user_id || order.status !== 'paid') return;
      for (const line of await notices.lines(trx, orderId))
        if (line.item_type === 'event') await eventRegistration(trx, line.item_id, order.user_id);
    },

    /** A review outcome for the tutor: published, or rejected with the reviewer's reason. */
    async contentReviewed(trx: Trx, courseId: number, outcome: 'published' | 'rejected', at: string) {
      const course = await notices.course(trx, courseId);
      if (!course) return;
      const contentKind = contentKindOf(course.kind);
      if (outcome === 'published')
        await toUser(trx, course.user_id, {
          template: 'content-published',
          key: `content-published:course:${course.id}:${at}`,
          data: (name) => ({
            name,
            contentTitle: course.title,
            contentKind,
            path: `/course/${encodeURIComponent(course.hashslug)}`,
          }),
        });
      else
        await toUser(trx, course.user_id, {
          template: 'content-rejected',
          key: `content-rejected:course:${course.id}:${at}`,
          data: (name) => ({
            name,
            contentTitle: course.title,
            contentKind,
            reason: course.reject_reason?.trim() || '-',
          }),
        });
    },

    /** The decision on a reseller application. */
    async resellerDecided(trx: Trx, resellerId: number, outcome: 'approved' | 'declined'): Promise<void> {
      const reseller = await notices.reseller(trx, resellerId);
      if (!reseller) return;
      if (outcome === 'approved')
        await toUser(trx, reseller.user_id, {
          template: 'reseller-approved',
          key: `reseller-approved:reseller:${reseller.id}`,
          data: (name) => ({ name, resellerCode: reseller.reseller_code }),
        });
      else
        await toUser(trx, reseller.user_id, {
          template: 'reseller-declined',
          key: `reseller-declined:reseller:${reseller.id}`,
          data: (name) => ({ name, reason: reseller.decline_reason?.trim() || null }),
        });
    },

    /**
     * Commissions released as paid: one mail per account, kind (reseller or affiliate) and month of the
     * commissions, with the month's released amount. A commission is released once, so its id keys the mail
     * of its group.
     */
    async payoutReleased(trx: Trx, released: ReleasedCommissions): Promise<void> {
      const rows = [
        ...(await notices.commissions(trx, released.commissionIds)).map((c) => ({
          ...c,
          kind: 'commission',
        })),
        ...(await notices.affiliateCommissions(trx, released.affiliateCommissionIds ?? [])).map((c) => ({
          ...c,
          kind: 'affiliate-commission',
        })),
      ];
      const groups = new Map<
        string,
        { userId: number; year: number; month: number; amount: number; first: number; kind: string }
      >();
      for (const c of rows) {
        if (c.status !== 'paid') continue;
        const [year, month] = malaysiaDay(c.created_at).split('-').map(Number);
        if (!year || !month) continue;
        const key = `${c.kind}:${c.user_id}:${year}-${month}`;
        const group = groups.get(key) ?? {
          userId: c.user_id,
          year,
          month,
          amount: 0,
          first: c.id,
          kind: c.kind,
        };
        group.amount += c.amount_final;
        group.first = Math.min(group.first, c.id);
        groups.set(key, group);
      }
      for (const g of groups.values())
        await toUser(trx, g.userId, {
          template: 'payout-released',
          key: `payout-released:user:${g.userId}:${g.year}-${g.month}:${g.kind}:${g.first}`,
          data: (name) => ({ name, amount: g.amount, month: g.month, year: g.year }),
        });
    },
  };
}

export type MailNotices = ReturnType<typeof createMailNotices>;
