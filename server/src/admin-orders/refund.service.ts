import type { Database } from '@mahir/db';
import { refundRepository } from '@mahir/db/repositories/refund.repository';
import type { RefundTable } from '@mahir/db/repositories/refund.table';
import { ORDER_TEXT } from '@mahir/shared';
import type { AdminRefund, RefundBody } from '@mahir/shared/contract/admin-order.contract';
import {
  orderPaid,
  originalRefundMethod,
  planRefund,
  REFUND_MSG,
  type RefundMethod,
  type RefundPlan,
  refundCoins,
  refundNumber,
} from '@mahir/shared/refunds/index';
import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import type { Transaction } from 'kysely';
import { accessPolicy } from '../access/access-policy';
import { type Actor, actorId } from '../access/actor';
import { enforce } from '../access/enforce';
import type { AppContext } from '../app-context';
import { reverseCommissionsForRefund } from '../commissions/commission-earning';
import { AppError } from '../http/app-error';
import { balance, credit, debit } from '../ledger/ledger.service';
import { writeEvent } from '../outbox/outbox';
import { ProviderUnavailableError } from '../payments/payment-provider';
import { refundsOfOrder } from './admin-order.service';
import { orderRefundFacts, type RefundOrder } from './refund-facts';

type Trx = Transaction<Database>;
const M = REFUND_MSG.en;

type Deps = Pick<AppContext, 'db' | 'clock' | 'payments' | 'logger'> & { sstRateBasisPoints: number };

function refused(plan: Extract<RefundPlan, { ok: false }>): AppError {
  const message =
    plan.reason === 'amount_not_positive'
      ? M.amountNotPositive
      : plan.reason === 'nothing_left'
        ? M.nothingLeft
        : plan.reason === 'coins_spent'
          ? M.coinsAlreadySpent(plan.leftSen)
          : M.exceedsLeft(plan.leftSen);
  return AppError.invalid({ amount: [message] }, message, `refund_${plan.reason}`);
}

/** Where the money goes and how: coins, a provider's refund call, or the bank by hand with the buyer's account. */
interface Route {
  method: RefundMethod;
  status: RefundTable['status'];
  coins: number;
  bank: { bank_name: string; account_no: string; account_holder: string } | null;
}

/**
 * Refunds (issue 21). A refund is its own record with its own number, split over the order's lines by
 * `planRefund`, and never more than is left: the plan is made in a transaction that then moves
 * `orders.refunded_total` from the value it read (a compare-and-set), so of two admins refunding at once the
 * second is refused and changes nothing. What the order granted is undone in proportion (coins, subscription
 * days, the event seat, a parcel not yet sent) and its unpaid commissions are reversed in proportion, in the
 * same transaction as the refund is settled; then `refund.recorded` is written to the outbox.
 *
 * To Mahir Coins: credited at once (whole ringgit). To the original method: PayPal (or the sandbox standing in
 * for it) through its refund call, recorded `pending` first and settled after the provider answers (a refusal
 * releases the amount and changes nothing else); senangPay has no refund API, so the refund is recorded
 * `to_pay` with the buyer's bank account and its bank payment file.
 */
export function createRefundService(deps: Deps) {
  const { db, clock, payments } = deps;

  async function routeOf(order: RefundOrder, body: RefundBody): Promise<Route> {
    if (body.to === 'coins') {
      if (order.user_id === null) throw AppError.invalid({ to: [M.coinsNeedAccount] });
      const coins = refundCoins(body.amount);
      if (body.amount > 0 && coins === null) throw AppError.invalid({ amount: [M.coinsWholeRinggit] });
      return { method: 'coins', status: 'paid', coins: coins ?? 0, bank: null };
    }
    const method = originalRefundMethod(order.payment_method, { payPal: payments.payPal !== null });
    if (method === null || method === 'coins') throw AppError.invalid({ to: [M.destinationInvalid] });
    if (method !== 'bank') return { method, status: 'pending', coins: 0, bank: null };
    const missing = (['bank_name', 'account_no', 'account_holder'] as const).filter((f) => !body[f]);
    if (missing.length)
      throw AppError.invalid(
        Object.fromEntries(missing.map((f) => [f, [M.bankDetailsRequired]])),
        M.bankDetailsRequired,
        'bank_details_required',
      );
    if (!(await refundRepository.bank(db, body.bank_name ?? '')))
      throw AppError.invalid({ bank_name: [M.bankUnknown] });
    return {
      method,
      status: 'to_pay',
      coins: 0,
      bank: {
        bank_name: body.bank_name ?? '',
        account_no: body.account_no ?? '',
        account_holder: body.account_holder ?? '',
      },
    };
  }

  /** Plans and records the refund, reserving its amount; settles it at once unless a provider must answer first. */
  async function record(actor: Actor, reference: string, body: RefundBody, route: Route) {
    const now = clock();
    return db.transaction().execute(async (trx) => {
      const order = await refundRepository.order(trx, reference);
      if (!order) throw AppError.notFound(ORDER_TEXT.notFound);
      const facts = await orderRefundFacts(trx, order, { now, sstRateBasisPoints: deps.sstRateBasisPoints });
      const plan = planRefund({
        amountSen: body.amount,
        lines: facts.facts,
        unspentCoins: facts.unspentCoins,
        today: malaysiaDay(now),
      });
      if (!plan.ok) throw refused(plan);
      if (body.to === 'original' && body.amount > facts.originalLeftSen)
        throw AppError.invalid(
          { amount: [M.originalAtMost(facts.originalLeftSen)] },
          undefined,
          'refund_original_cap',
        );
      const claimed = await refundRepository.claim(
        trx,
        order.id,
        order.refunded_total,
        order.refunded_total + body.amount,
      );
      if (!claimed) throw AppError.conflict(M.refundInProgress, 'refund_in_progress');
      const refund = await refundRepository.insert(
        trx,
        {
          order_id: order.id,
          amount: body.amount,
          tax: plan.taxSen,
          destination: body.to,
          method: route.method,
          status: route.status,
          reason: body.reason,
          coins: route.coins,
          provider_ref: null,
          bank_name: route.bank?.bank_name ?? null,
          account_no: route.bank?.account_no ?? null,
          account_holder: route.bank?.account_holder ?? null,
          admin_id: actorId(actor),
          settled_at: route.status === 'paid' ? now.toISOString() : null,
        },
        (id) => refundNumber(id, now),
      );
      await refundRepository.insertLines(
        trx,
        plan.lines.flatMap((l, i) => {
          const line = facts.lines[i];
          if (!line || (l.refundSen === 0 && !l.releaseSeat && l.shipment !== 'cancel')) return [];
          return [
            {
              refund_id: refund.id,
              order_item_id: line.id,
              amount: l.refundSen,
              tax: l.taxSen,
              coins_reversed: l.coinsToReverse,
              days_removed: l.subscription?.daysToRemove ?? 0,
              seat_released: l.releaseSeat ? 1 : 0,
              shipment_cancelled: l.shipment === 'cancel' ? 1 : 0,
              line_completed: l.refundedInFull ? 1 : 0,
            },
          ];
        }),
      );
      if (route.status !== 'pending') await settle(trx, order, refund, actor, now);
      return { order, refund };
    });
  }

  /** Undoes what the refund's lines planned, reverses commissions, credits coins and writes `refund.recorded`. */
  async function settle(
    trx: Trx,
    order: RefundOrder,
    refund: { id: number; number: string },
    actor: Actor,
    now: Date,
  ) {
    const row = await refundRepository.byId(trx, refund.id);
    if (!row) throw new Error(`refund ${refund.id} vanished`);
    const reason = `Bayaran balik ${refund.number}`;
    const today = malaysiaDay(now);
    const lines = await refundRepository.lines(trx, order.id);
    const stored = await refundRepository.linesOf(trx, refund.id);
    for (const s of stored) {
      const line = lines.find((l) => l.id === s.order_item_id);
      if (!line) continue;
      if (s.coins_reversed > 0) {
        const grant = await refundRepository.coinGrant(trx, line.id);
        const holder = grant?.user_id ?? order.user_id;
        const take = holder === null ? 0 : Math.min(s.coins_reversed, await balance(trx, holder, 'coins'));
        if (holder !== null && take > 0)
          await debit(trx, {
            userId: holder,
            currency: 'coins',
            amount: take,
            reason,
            refType: 'order',
            refId: order.id,
            idempotencyKey: `refund:${refund.id}:line:${line.id}:coins`,
          });
      }
      if (line.item_type === 'course' || line.item_type === 'package') {
        const subs = await refundRepository.subscriptions(trx, order.id, line);
        if (s.line_completed === 1) {
          await refundRepository.endSubscriptions(
            trx,
            subs.map((x) => x.id),
            now.toISOString(),
          );
          await refundRepository.stopRecurring(trx, order.id);
        } else if (s.days_removed > 0) {
          for (const sub of subs) {
            if (!sub.next_payment_date) continue;
            const end = addDays(malaysiaDay(sub.next_payment_date), -s.days_removed);
            if (end <= today) await refundRepository.endSubscriptions(trx, [sub.id], now.toISOString());
            else await refundRepository.moveSubscriptionsEnd(trx, [sub.id], end);
          }
        }
      }
      if (s.seat_released === 1) await refundRepository.releaseEventSeat(trx, order.id, line.item_id);
      if (s.shipment_cancelled === 1) await refundRepository.cancelShipment(trx, line.id);
    }
    if (row.destination === 'coins' && row.coins > 0 && order.user_id !== null)
      await credit(trx, {
        userId: order.user_id,
        currency: 'coins',
        amount: row.coins,
        reason,
        refType: 'order',
        refId: order.id,
        idempotencyKey: `refund:${refund.id}:coins`,
      });
    const paid = orderPaid({
      lineSubtotalsSen: lines.map((l) => l.subtotal),
      grandTotalSen: order.grand_total,
      coinsUsed: order.coins_used,
    });
    await reverseCommissionsForRefund(trx, {
      orderId: order.id,
      refundId: refund.id,
      refundedSen: await refundRepository.settledTotal(trx, order.id),
      paidSen: paid.moneySen + paid.coinsSen,
      reason: `refund ${refund.number}`,
      actorId: actorId(actor),
      at: now.toISOString(),
    });
    await writeEvent(trx, 'refund.recorded', { refund_id: refund.id });
  }

  /** Asks the provider to refund a pending refund, then settles it, or marks it failed and releases its amount. */
  async function throughProvider(actor: Actor, order: RefundOrder, refund: { id: number; number: string }) {
    const method = (await refundRepository.byId(db, refund.id))?.method;
    const provider = payments.forMethod('paypal');
    const capture = await refundRepository.capture(db, order.id);
    let result: { refunded: true; providerRef: string } | { refunded: false; message: string } = {
      refunded: false,
      message: 'no captured payment',
    };
    if (capture && provider.refundPayment && (method === 'paypal' || method === 'sandbox'))
      try {
        result = await provider.refundPayment({
          transactionId: capture.transaction_id,
          amountSen: (await refundRepository.byId(db, refund.id))?.amount ?? 0,
          refundNumber: refund.number,
          reference: order.order_no,
        });
      } catch (err) {
        if (!(err instanceof ProviderUnavailableError)) throw err;
        deps.logger.warn({ err, refund: refund.number }, 'provider refund failed');
        result = { refunded: false, message: err.message };
      }
    const now = clock();
    const outcome = result;
    await db.transaction().execute(async (trx) => {
      if (outcome.refunded) {
        if (
          await refundRepository.settle(trx, refund.id, 'pending', {
            status: 'paid',
            provider_ref: outcome.providerRef,
            settled_at: now.toISOString(),
          })
        )
          await settle(trx, order, refund, actor, now);
        return;
      }
      const amount = (await refundRepository.byId(trx, refund.id))?.amount ?? 0;
      if (
        await refundRepository.settle(trx, refund.id, 'pending', {
          status: 'failed',
          settled_at: now.toISOString(),
        })
      )
        await refundRepository.release(trx, order.id, amount);
    });
    if (!outcome.refunded)
      throw new AppError(502, M.providerRefundFailed, undefined, 'provider_refund_failed');
  }

  return {
    async refund(
      actor: Actor,
      reference: string,
      body: RefundBody,
    ): Promise<{ data: AdminRefund; message: string }> {
      enforce(accessPolicy.manageOrders(actor));
      const order = await refundRepository.order(db, reference);
      if (!order) throw AppError.notFound(ORDER_TEXT.notFound);
      if (!order.paid_at || (order.status !== 'paid' && order.status !== 'cancelled'))
        throw AppError.invalid({ order: [M.notPaid] }, M.notPaid, 'refund_not_paid');
      const route = await routeOf(order, body);
      const { refund } = await record(actor, reference, body, route);
      if (route.status === 'pending') await throughProvider(actor, order, refund);
      const shown = (await refundsOfOrder({ db }, order.id)).find((r) => r.id === refund.id);
      if (!shown) throw new Error(`refund ${refund.id} vanished`);
      return { data: shown, message: M.refunded(shown.amount, shown.number) };
    },

    /**
     * Marks a bank refund as paid back after the admin made the transfer: `to_pay` -> `paid` once (a conditional
     * update, so two admins cannot both mark it), with the transfer's reference and time. Its effects and credit
     * note were applied when it was recorded.
     */
    async markPaid(
      actor: Actor,
      reference: string,
      number: string,
      bankReference: string,
    ): Promise<{ data: AdminRefund; message: string }> {
      enforce(accessPolicy.manageOrders(actor));
      const order = await refundRepository.order(db, reference);
      if (!order) throw AppError.notFound(ORDER_TEXT.notFound);
      const refund = await refundRepository.byNumber(db, order.id, number);
      if (!refund) throw AppError.notFound(M.refundNotFound);
      if (refund.status === 'paid' && refund.method === 'bank')
        throw AppError.conflict(M.bankAlreadyPaidBack, 'refund_already_paid');
      if (refund.status !== 'to_pay') throw AppError.conflict(M.notBankRefund, 'refund_not_to_pay');
      const moved = await db.transaction().execute((trx) =>
        refundRepository.settle(trx, refund.id, 'to_pay', {
          status: 'paid',
          provider_ref: bankReference,
          settled_at: deps.clock().toISOString(),
        }),
      );
      if (!moved) throw AppError.conflict(M.bankAlreadyPaidBack, 'refund_already_paid');
      const shown = (await refundsOfOrder({ db }, order.id)).find((r) => r.id === refund.id);
      if (!shown) throw new Error(`refund ${refund.id} vanished`);
      return { data: shown, message: M.bankPaidBack(shown.number) };
    },
  };
}
