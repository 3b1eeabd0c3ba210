import { appSettingRepository } from '@mahir/db/repositories/app-setting.repository';
import { subscriptionRepository } from '@mahir/db/repositories/subscription.repository';
import { subscriptionPauseRepository as pauses } from '@mahir/db/repositories/subscription-pause.repository';
import type { RenewalView } from '@mahir/shared';
import {
  DEFAULT_RENEWAL_POLICY,
  pauseDaysLeft,
  RENEWAL_MSG,
  type RenewalPolicy,
  type RenewalRefusal,
  type RenewalState,
  renewalStep,
} from '@mahir/shared/renewals/index';
import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { accessPolicy } from '../access/access-policy';
import { type Actor, hasRole } from '../access/actor';
import { enforce } from '../access/enforce';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { renewalFacts } from './renewal-link.service';

/** The `app_settings` key of the most pause days a subscription may take in a calendar year. */
export const MAX_PAUSE_DAYS_KEY = 'renewals.max_pause_days';

const yearOf = (day: string) => Number(day.slice(0, 4));
const refusal = (reason: RenewalRefusal) => RENEWAL_MSG.en.refusal[reason];

type OrderRow = NonNullable<Awaited<ReturnType<typeof pauses.orderForPause>>>;
type Q = Parameters<typeof pauses.orderForPause>[0];
type Trx = Parameters<typeof pauses.moveNextPayment>[0];

/**
 * Pauses of subscriptions for school holidays (issue 21): the buyer's view of the renewal and the pause
 * that moves the next payment date, within the yearly allowance an admin sets. The rules are
 * `renewalStep` in shared/src/renewals; this reads the order and its pauses into that state and writes back.
 */
export function createRenewalPauseService({
  db,
  clock,
  config,
}: ServiceDeps & { config?: { renewalPolicy?: RenewalPolicy } }) {
  const linkPolicy = config?.renewalPolicy ?? DEFAULT_RENEWAL_POLICY;
  async function policy(q: Q = db): Promise<RenewalPolicy> {
    const raw = await appSettingRepository.get(q, MAX_PAUSE_DAYS_KEY);
    const n = raw === null ? Number.NaN : Number(JSON.parse(raw));
    const max =
      Number.isSafeInteger(n) && n >= 0 && n <= 366 ? n : DEFAULT_RENEWAL_POLICY.maxPauseDaysPerYear;
    return { ...linkPolicy, maxPauseDaysPerYear: max };
  }

  /** The order by hashslug, after the access check (`pay`: only its payer; otherwise its pupil may look too). */
  async function orderFor(hashslug: string, actor: Actor, pay: boolean) {
    const head = await subscriptionRepository.findOrderByHashslug(db, hashslug);
    const packages = head ? await subscriptionRepository.orderPackages(db, head.id) : [];
    const facts = head && {
      ownerId: head.user_id,
      studentIds: packages.flatMap((p) => (p.student_user_id === null ? [] : [p.student_user_id])),
    };
    enforce(pay ? accessPolicy.cancelOrder(actor, facts) : accessPolicy.seeOrder(actor, facts));
    if (!head) throw AppError.notFound();
    return head.id;
  }

  /** The renewal state of a running subscription order, counting the pause days of `year`; null when not renewing. */
  async function stateOf(q: Q, order: OrderRow, today: string, year: number): Promise<RenewalState | null> {
    if (order.status !== 'paid' || order.recurring_status !== 'active' || !order.next_payment_date)
      return null;
    const open = await pauses.openPause(q, order.id, today);
    const used = (await pauses.pausesInYear(q, order.id, year)).reduce((s, p) => s + p.days, 0);
    return {
      status: open && open.starts_on <= today ? 'paused' : 'active',
      dueDate: order.next_payment_date.slice(0, 10),
      periodMonths: 1,
      sent: [],
      pause: open ? { from: open.starts_on, until: open.ends_on } : null,
      pauseYear: year,
      pauseDaysUsed: used,
    };
  }

  async function view(q: Q, orderId: number): Promise<RenewalView> {
    const today = malaysiaDay(clock());
    const [order, p] = await Promise.all([pauses.orderForPause(q, orderId), policy(q)]);
    if (!order) throw AppError.notFound();
    const state = await stateOf(q, order, today, yearOf(today));
    const open = state?.pause ? await pauses.openPause(q, order.id, today) : undefined;
    const facts = await renewalFacts(q, order.id, today, p);
    return {
      status: state?.status ?? order.recurring_status ?? 'none',
      next_payment_date: order.next_payment_date,
      pause: open ? { from: open.starts_on, until: open.ends_on, days: open.days } : null,
      pause_days_left: state ? pauseDaysLeft(state, p, today) : 0,
      max_pause_days: p.maxPauseDaysPerYear,
      mode: facts.mode,
      phase: facts.phase,
      grace_until: facts.graceUntil,
      can_pay: facts.canPay,
      amount: facts.amount,
      last_renewal: facts.lastRenewal,
    };
  }

  /** A change to the payer's pauses, in one transaction over the locked order; answers the renewal after it. */
  async function changePauses(
    hashslug: string,
    actor: Actor,
    change: (trx: Trx, order: OrderRow, today: string, userId: number) => Promise<void>,
  ): Promise<RenewalView> {
    const orderId = await orderFor(hashslug, actor, true);
    if (actor.kind !== 'user') throw AppError.unauthenticated();
    const userId = actor.id;
    const today = malaysiaDay(clock());
    await db.transaction().execute(async (trx) => {
      const order = await pauses.orderForPause(trx, orderId, true);
      if (!order) throw AppError.notFound();
      await change(trx, order, today, userId);
    });
    return view(db, orderId);
  }

  return {
    /** The order id behind a hashslug, for the payer only (the pay link). */
    payerOrder: (hashslug: string, actor: Actor) => orderFor(hashslug, actor, true),

    /** The renewal of an order the actor pays for or learns from. */
    async renewal(hashslug: string, actor: Actor): Promise<RenewalView> {
      return view(db, await orderFor(hashslug, actor, false));
    },

    /** Pauses the actor's subscription from `from` for `days` days; the next payment date moves by `days`. */
    async pause(hashslug: string, input: { from: string; days: number }, actor: Actor): Promise<RenewalView> {
      return changePauses(hashslug, actor, async (trx, order, today, userId) => {
        const state = await stateOf(trx, order, today, yearOf(input.from));
        if (!state) throw AppError.conflict(refusal('not_active'));
        const step = renewalStep(state, await policy(trx), {
          kind: 'pause',
          today,
          from: input.from,
          days: input.days,
        });
        if (!step.ok) {
          if (step.reason === 'pause_start') throw AppError.invalid({ from: [refusal(step.reason)] });
          if (step.reason === 'pause_length' || step.reason === 'pause_allowance')
            throw AppError.invalid({ days: [refusal(step.reason)] });
          throw AppError.conflict(refusal(step.reason));
        }
        const current = order.next_payment_date as string;
        // Keep the stored form (a day, or a day with a time): only the day part moves.
        const next = `${step.state.dueDate}${current.slice(10)}`;
        if (!(await pauses.moveNextPayment(trx, order.id, current, next)))
          throw AppError.conflict(refusal('already_paused'));
        await pauses.insert(trx, {
          orderId: order.id,
          userId,
          startsOn: input.from,
          endsOn: addDays(input.from, input.days),
          days: input.days,
          now: clock().toISOString(),
        });
      });
    },

    /**
     * Ends the actor's running pause today, or withdraws one not yet started: `renewalStep`'s `resume`, whose
     * unused days come off the next payment date and back to the allowance of the pause's year.
     */
    async resume(hashslug: string, actor: Actor): Promise<RenewalView> {
      return changePauses(hashslug, actor, async (trx, order, today) => {
        const open = await pauses.openPause(trx, order.id, today);
        const state = await stateOf(trx, order, today, yearOf(open?.starts_on ?? today));
        if (!state) throw AppError.conflict(refusal('not_active'));
        const step = renewalStep(state, await policy(trx), { kind: 'resume', today });
        if (!step.ok || !open) throw AppError.conflict(refusal(step.ok ? 'not_paused' : step.reason));
        const current = order.next_payment_date as string;
        const next = `${step.state.dueDate}${current.slice(10)}`;
        if (!(await pauses.moveNextPayment(trx, order.id, current, next)))
          throw AppError.conflict(refusal('not_paused'));
        if (open.starts_on >= today) await pauses.deletePause(trx, open.id);
        else
          await pauses.endPause(
            trx,
            open.id,
            today,
            open.days - (state.pauseDaysUsed - step.state.pauseDaysUsed),
          );
      });
    },

    /** The admin's renewal settings. */
    async settings(actor: Actor): Promise<{ max_pause_days: number }> {
      adminOnly(actor);
      return { max_pause_days: (await policy()).maxPauseDaysPerYear };
    },

    /** Changes the most pause days a subscription may take in a year (0 turns pausing off). */
    async saveSettings(actor: Actor, maxPauseDays: number): Promise<{ max_pause_days: number }> {
      const adminId = adminOnly(actor);
      await appSettingRepository.set(db, {
        key: MAX_PAUSE_DAYS_KEY,
        value: JSON.stringify(maxPauseDays),
        updatedBy: adminId,
        now: clock().toISOString(),
      });
      return { max_pause_days: maxPauseDays };
    },
  };
}

function adminOnly(actor: Actor): number {
  if (actor.kind !== 'user') throw AppError.unauthenticated();
  if (!hasRole(actor, 'admin')) throw AppError.forbidden();
  return actor.id;
}

export type RenewalPauseService = ReturnType<typeof createRenewalPauseService>;
