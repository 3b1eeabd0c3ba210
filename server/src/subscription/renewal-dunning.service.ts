import type { Database, Db } from '@mahir/db';
import { orderRepository as orders } from '@mahir/db/repositories/order.repository';
import {
  renewalDunningRepository as dunning,
  type RenewalDunningRow,
} from '@mahir/db/repositories/renewal-dunning.repository';
import {
  dueDayOf,
  isRenewingLine,
  lastGraceDay,
  type RenewalAction,
  type RenewalPolicy,
  type RenewalState,
  renewalStep,
} from '@mahir/shared/renewals/index';
import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { periodAfter } from '@mahir/shared/rules/recurring-period';
import type { Transaction } from 'kysely';
import type { MailNotices } from '../mail/mail-notices';
import { markUnpaid } from '../orders/order-transition';
import { writeEvent } from '../outbox/outbox';

type Trx = Transaction<Database>;
type OrderFields = NonNullable<Awaited<ReturnType<typeof dunning.order>>>;

/** Orders looked at per run; the next run carries on. */
const PER_RUN = 500;

export interface RenewalDunningDeps {
  policy: RenewalPolicy;
  mail: Pick<MailNotices, 'renewalLink'>;
}

/** What a pay-link order for the subscription costs: its recurring lines at the plan's price, no coupon. */
export async function renewalAmount(q: Db | Trx, orderId: number): Promise<number> {
  const lines = (await dunning.lines(q, orderId)).filter(isRenewingLine);
  return lines.reduce((s, l) => s + (l.unit_price - l.discount) * l.quantity, 0);
}

function stateOf(order: OrderFields, row: RenewalDunningRow | undefined): RenewalState | null {
  if (order.status !== 'paid' || order.recurring_status !== 'active' || !order.next_payment_date) return null;
  const dueDate = dueDayOf(order.next_payment_date);
  const same = row?.due_date === dueDate;
  const stored = same ? row?.status : 'active';
  if (stored === 'expired') return null;
  return {
    status: stored === 'grace' ? 'grace' : 'active',
    dueDate,
    periodMonths: 1,
    sent: same && row ? (JSON.parse(row.sent) as string[]) : [],
    // A pause has already moved the due date; reminders follow the moved date.
    pause: null,
    pauseYear: 0,
    pauseDaysUsed: 0,
  };
}

/**
 * Renewals without a card (issue 21): the daily dunning of subscriptions renewed by pay link, declined card
 * renewals joining the same path, and the payment of a pay-link order extending its subscription. Every
 * step is idempotent: reminders remember what was sent for the due date, mails have keys, the extension
 * claims its period once (`recurring_renewals`).
 */
export function createRenewalDunning({ policy, mail }: RenewalDunningDeps) {
  /** Performs what a step asked for, in its transaction. */
  async function perform(
    trx: Trx,
    order: OrderFields,
    actions: RenewalAction[],
    skipDueMail: boolean,
    now: Date,
  ) {
    const amount = await renewalAmount(trx, order.id);
    const send = (stage: 'before' | 'due' | 'grace' | 'expired', step: string, dueDate: string) =>
      mail.renewalLink(trx, order.id, {
        stage,
        step,
        dueDate,
        lastDay: lastGraceDay(dueDate, policy),
        amount,
      });
    for (const a of actions) {
      if (a.kind === 'remind_before') await send('before', `before:${a.daysBefore}`, a.dueDate);
      else if (a.kind === 'payment_due' && !skipDueMail) await send('due', 'due', a.dueDate);
      else if (a.kind === 'remind_grace')
        await send('grace', `grace:${a.daysLate}`, addDays(a.lastDay, 1 - policy.graceDays));
      else if (a.kind === 'expire') {
        if (!(await orders.endRecurring(trx, order.id, now.toISOString()))) continue;
        for (const open of await orders.pendingRenewals(trx, order.id))
          await markUnpaid(trx, open, 'expired');
        await writeEvent(trx, 'subscription.expired', { orderId: order.id });
        await send('expired', 'expired', a.dueDate);
      }
    }
  }

  async function save(trx: Trx, orderId: number, state: RenewalState, cardFailed: boolean, now: Date) {
    await dunning.save(trx, {
      orderId,
      dueDate: state.dueDate,
      status: state.status === 'grace' || state.status === 'expired' ? state.status : 'active',
      lastDay: lastGraceDay(state.dueDate, policy),
      sent: [...state.sent],
      cardFailed,
      now: now.toISOString(),
    });
  }

  /** One subscription's daily step, in its own transaction (the order row locked on PostgreSQL). */
  async function tickOne(db: Db, orderId: number, now: Date): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const order = await dunning.order(trx, orderId, true);
      if (!order) return;
      const row = await dunning.find(trx, orderId);
      const state = stateOf(order, row);
      if (!state) return;
      const step = renewalStep(state, policy, { kind: 'tick', today: malaysiaDay(now) });
      if (!step.ok || (step.actions.length === 0 && row?.due_date === state.dueDate)) return;
      const cardFailed = row?.due_date === state.dueDate && row.card_failed === 1;
      await save(trx, orderId, step.state, cardFailed, now);
      await perform(trx, order, step.actions, false, now);
    });
  }

  /** Claims the period a pay-link order was made for; false when it was claimed already (a repeated callback). */
  function claimPayLinkPeriod(trx: Trx, orderId: number, paid: { order_no: string; renewal_period: string }) {
    return orders.claimRenewal(trx, {
      orderId,
      periodStart: paid.renewal_period,
      provider: 'pay-link',
      transactionId: paid.order_no,
    });
  }

  /**
   * A renewal paid after its subscription expired starts a new period on the day of payment (`renewalStep`'s
   * `paid` after `expired`), not back-dated to the missed due date; the period it was made for is claimed once.
   */
  async function revive(
    trx: Trx,
    order: OrderFields,
    paid: { order_no: string; paid_at: string | null; renewal_period: string },
  ) {
    const stored = order.next_payment_date ?? paid.renewal_period;
    if (!(await claimPayLinkPeriod(trx, order.id, paid))) return;
    const expired: RenewalState = {
      status: 'expired',
      dueDate: dueDayOf(stored),
      periodMonths: 1,
      sent: [],
      pause: null,
      pauseYear: 0,
      pauseDaysUsed: 0,
    };
    const step = renewalStep(expired, policy, {
      kind: 'paid',
      today: malaysiaDay(paid.paid_at ?? new Date()),
    });
    if (!step.ok) return;
    if (!(await orders.reviveRecurring(trx, order.id, `${step.state.dueDate}${stored.slice(10)}`)))
      throw new Error(`order ${order.id} revived twice at once`);
    await dunning.clear(trx, order.id);
  }

  return {
    /** The scheduled run: every pay-link subscription due within the first reminder's reach, and card failures. */
    async run(db: Db, now: Date): Promise<number> {
      const reach = Math.max(0, ...policy.remindDaysBefore);
      const horizon = addDays(malaysiaDay(now), reach + 1);
      const ids = await dunning.candidates(db, horizon, PER_RUN);
      for (const id of ids) await tickOne(db, id, now);
      return ids.length;
    },

    /**
     * A declined card renewal (outbox `order.renewal-failed`) joins the dunning from its due date: grace,
     * reminders with the pay link, expiry. The decline's own mail (`renewal-failed`) is the due notice.
     */
    async cardFailed(db: Db, orderId: number, period: string, now: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const order = await dunning.order(trx, orderId, true);
        if (!order?.next_payment_date || dueDayOf(order.next_payment_date) !== dueDayOf(period)) return;
        const row = await dunning.find(trx, orderId);
        if (row?.due_date === dueDayOf(period) && row.card_failed === 1) return;
        const state = stateOf(order, row);
        if (!state || state.status !== 'active') return;
        const step = renewalStep(state, policy, { kind: 'card_failed', today: malaysiaDay(now) });
        if (!step.ok) return;
        await save(trx, orderId, step.state, true, now);
        await perform(trx, order, step.actions, true, now);
      });
    },

    /**
     * A paid pay-link order (outbox `order.paid`) extends the subscription it renews by one period from its
     * due date (the old end date), once: the period is claimed in `recurring_renewals`, so a repeated
     * callback or a retried event extends nothing more.
     */
    async renewalPaid(db: Db, paidOrderId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const paid = await orders.findById(trx, paidOrderId);
        if (!paid || paid.status !== 'paid' || paid.renewal_of === null) return;
        const order = await dunning.order(trx, paid.renewal_of, true);
        if (!order?.next_payment_date || !paid.renewal_period) return;
        if (order.recurring_status === 'expired' && order.status === 'paid') {
          await revive(trx, order, { ...paid, renewal_period: paid.renewal_period });
          return;
        }
        if (order.recurring_status !== 'active') return;
        const from = order.next_payment_date;
        // One period per pay-link order: the due date it was made for (a pause since may have moved `from`).
        if (!(await claimPayLinkPeriod(trx, order.id, { ...paid, renewal_period: paid.renewal_period })))
          return;
        // Keep the stored form (a day, or a day with a time): the period runs on from the old due date.
        const next = `${periodAfter(dueDayOf(from))}${from.slice(10)}`;
        if (!(await orders.moveNextPaymentDate(trx, order.id, from, next)))
          throw new Error(`order ${order.id} renewed twice at once`);
        await dunning.clear(trx, order.id);
      });
    },
  };
}

export type RenewalDunning = ReturnType<typeof createRenewalDunning>;
