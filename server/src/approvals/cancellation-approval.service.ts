import { cancellationRepository } from '@mahir/db/repositories/cancellation.repository';
import { subscriptionRepository } from '@mahir/db/repositories/subscription.repository';
import { APPROVAL_TEXT } from '@mahir/shared';
import { accessPolicy } from '../access/access-policy';
import type { Actor } from '../access/actor';
import { enforce } from '../access/enforce';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { writeEvent } from '../outbox/outbox';

/**
 * Subscription cancellation requests behind the sidebar badge. The badge counts requests no admin has
 * handled; approving one marks it seen (opening the list does not, so a glance leaves the count).
 */
export function createCancellationApprovalService({ db, clock }: ServiceDeps) {
  return {
    async list(actor: Actor) {
      enforce(accessPolicy.decideRequests(actor));
      const rows = await cancellationRepository.list(db);
      return {
        cancellations: rows.map((r) => ({
          id: r.id,
          order_id: r.order_no,
          order_hashslug: r.order_hashslug,
          name: r.name,
          email: r.email,
          package: r.package_name,
          grand_total: r.grand_total,
          created_at: r.created_at,
          status: r.confirm ? ('approved' as const) : ('pending' as const),
          confirmed_at: r.confirmed_at,
        })),
      };
    },

    /**
     * Approves a request in one transaction: the request is confirmed and seen, the package line and the
     * order's course subscriptions end (subscriber counters follow), renewals stop, and a paid order gets
     * `order.cancelled` in the outbox, whose handler reverses its unpaid commissions.
     */
    async approve(actor: Actor, id: number) {
      enforce(accessPolicy.decideRequests(actor));
      const request = await cancellationRepository.find(db, id);
      if (!request) throw AppError.notFound();
      if (request.confirm) throw AppError.conflict(APPROVAL_TEXT.alreadyDecided, 'already_decided');
      const at = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await cancellationRepository.confirm(trx, id, at)))
          throw AppError.conflict(APPROVAL_TEXT.alreadyDecided, 'already_decided');
        await cancellationRepository.cancelPackages(trx, request.order_id);
        const ended = await cancellationRepository.endSubscriptions(trx, request.order_id, at);
        for (const s of ended) await subscriptionRepository.decrementSubscribers(trx, s.course_id);
        await cancellationRepository.stopRenewals(trx, request.order_id);
        if (request.order_status === 'paid')
          await writeEvent(trx, 'order.cancelled', { orderId: request.order_id, cancellationId: id });
      });
      return { data: { id, status: 'approved' as const }, message: APPROVAL_TEXT.cancellationApproved };
    },
  };
}
