import { randomUUID } from 'node:crypto';
import { adminOrderRepository as repo } from '@mahir/db/repositories/admin-order.repository';
import { einvoiceRepository } from '@mahir/db/repositories/einvoice.repository';
import { myOrdersRepository } from '@mahir/db/repositories/my-orders.repository';
import { refundRepository } from '@mahir/db/repositories/refund.repository';
import { renewalDunningRepository } from '@mahir/db/repositories/renewal-dunning.repository';
import { ORDER_TEXT } from '@mahir/shared';
import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminRefund,
} from '@mahir/shared/contract/admin-order.contract';
import { pageOf } from '@mahir/shared/contract/fields';
import { DEFAULT_RENEWAL_POLICY } from '@mahir/shared/renewals/index';
import { malaysiaDay, malaysiaDayEnd, malaysiaDayStart } from '@mahir/shared/rules/malaysia-time';
import { accessPolicy } from '../access/access-policy';
import type { Actor } from '../access/actor';
import { enforce } from '../access/enforce';
import type { AppContext } from '../app-context';
import { eInvoiceRow } from '../einvoice/einvoice-view';
import { AppError } from '../http/app-error';
import { requeueCopy } from '../mail/mail-outbox';
import { receiptOf } from '../my-orders/my-orders.service';
import { renewalFacts } from '../subscription/renewal-link.service';
import { bankPaymentCsv } from './refund-bank-payment';
import { orderRefundFacts } from './refund-facts';

const RESENT = 'The receipt has been queued again.';
const NOT_PAID = 'Only a paid order has a receipt.';

export interface AdminOrderQuery {
  page: number;
  per_page: number;
  q?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

type Deps = Pick<AppContext, 'db' | 'clock' | 'config' | 'mail'> & { sstRateBasisPoints: number };

/** An order's refunds as the back office shows them, each with its lines and, when paid back by hand, its bank row. */
export async function refundsOfOrder(deps: Pick<AppContext, 'db'>, orderId: number): Promise<AdminRefund[]> {
  const { refunds, lines } = await refundRepository.ofOrder(deps.db, orderId);
  const banks = new Map<string, string>();
  for (const r of refunds)
    if (r.bank_name && !banks.has(r.bank_name))
      banks.set(r.bank_name, (await refundRepository.bank(deps.db, r.bank_name))?.name ?? r.bank_name);
  return refunds.map((r) => ({
    id: r.id,
    number: r.number ?? `#${r.id}`,
    amount: r.amount,
    tax: r.tax,
    to: r.destination,
    method: r.method,
    status: r.status,
    reason: r.reason,
    coins: r.coins,
    provider_ref: r.provider_ref,
    admin_id: r.admin_id,
    created_at: r.created_at,
    lines: lines
      .filter((l) => l.refund_id === r.id)
      .map((l) => ({
        name: l.name,
        amount: l.amount,
        tax: l.tax,
        coins_reversed: l.coins_reversed,
        days_removed: l.days_removed,
        seat_released: l.seat_released === 1,
        shipment_cancelled: l.shipment_cancelled === 1,
      })),
    bank_payment_csv:
      r.method === 'bank' && r.account_no && r.status !== 'failed'
        ? bankPaymentCsv({
            bank: banks.get(r.bank_name ?? '') ?? r.bank_name ?? '',
            code: r.bank_name ?? '',
            accountNo: r.account_no,
            holder: r.account_holder ?? '',
            amountSen: r.amount,
            reference: r.number ?? `RF-${r.id}`,
          })
        : null,
  }));
}

/** The back office's orders: search, one order with everything around it, and its receipt again. */
export function createAdminOrderService(deps: Deps) {
  const { db, clock, config } = deps;

  async function found(reference: string) {
    const order = await myOrdersRepository.byReference(db, reference);
    if (!order) throw AppError.notFound(ORDER_TEXT.notFound);
    return order;
  }

  return {
    async list(actor: Actor, query: AdminOrderQuery) {
      enforce(accessPolicy.manageOrders(actor));
      const { rows, total } = await repo.page(db, {
        page: query.page,
        perPage: query.per_page,
        q: query.q || undefined,
        status: query.status,
        from: query.from ? malaysiaDayStart(query.from) : undefined,
        to: query.to ? malaysiaDayEnd(query.to) : undefined,
      });
      const data = rows.map(
        (r): AdminOrderRow => ({
          reference: r.order_no,
          type: r.type,
          status: r.status,
          created_at: r.created_at,
          paid_at: r.paid_at,
          grand_total: r.grand_total,
          payment_method: r.payment_method,
          buyer_name: r.name,
          buyer_email: r.email,
          refunded_total: r.refunded_total,
        }),
      );
      return pageOf(data, total, query.page, query.per_page);
    },

    async show(actor: Actor, reference: string): Promise<AdminOrderDetail> {
      enforce(accessPolicy.manageOrders(actor));
      const order = await found(reference);
      const refundOrder = await refundRepository.order(db, reference);
      const facts = refundOrder?.paid_at
        ? await orderRefundFacts(db, refundOrder, {
            now: clock(),
            sstRateBasisPoints: deps.sstRateBasisPoints,
          })
        : null;
      const [receipt, payments, refunds, ledger, commissions, mails, documents] = await Promise.all([
        receiptOf(db, order),
        repo.payments(db, order.id),
        refundsOfOrder(deps, order.id),
        repo.ledger(db, order.id),
        repo.commissions(db, order.id),
        repo.mails(db, order.id),
        einvoiceRepository.ofOrder(db, order.id),
      ]);
      const policy = config.renewalPolicy ?? DEFAULT_RENEWAL_POLICY;
      const r = await renewalFacts(db, order.id, malaysiaDay(clock()), policy);
      const renewalOf = await renewalDunningRepository.renewedOrderReference(db, order.id);
      const renewal =
        r.mode === null && renewalOf === null
          ? null
          : {
              mode: r.mode,
              phase: r.phase,
              next_payment_date: r.dueDate,
              grace_until: r.graceUntil,
              reminders_sent: r.sent,
              last_renewal: r.lastRenewal,
              renewal_of: renewalOf,
            };
      return {
        renewal,
        order: { ...receipt, id: order.id },
        refundable: { total: facts?.leftSen ?? 0, original: facts?.originalLeftSen ?? 0 },
        payments,
        refunds,
        ledger,
        commissions,
        mails,
        einvoices: documents.map((d) => eInvoiceRow(d, clock())),
      };
    },

    /** A copy of the receipt first sent (same content, new Message-ID), or the receipt itself if none was queued. */
    async resendReceipt(actor: Actor, reference: string) {
      enforce(accessPolicy.manageOrders(actor));
      const order = await found(reference);
      if (order.status !== 'paid' || !order.paid_at) throw AppError.conflict(NOT_PAID, 'order_not_paid');
      const first = await repo.receiptMail(db, order.id);
      if (first) {
        const copy = await requeueCopy(db, first, {
          publicUrl: config.publicUrl,
          now: clock().toISOString(),
          key: `receipt:order:${order.id}:resend:${randomUUID()}`,
        });
        return { data: { id: copy.id }, message: RESENT };
      }
      await db.transaction().execute((trx) => deps.mail.receipt(trx, order.id));
      const queued = await repo.receiptMail(db, order.id);
      if (!queued) throw AppError.conflict(NOT_PAID, 'order_not_paid');
      return { data: { id: queued.id }, message: RESENT };
    },
  };
}
