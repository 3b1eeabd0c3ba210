import { addDays, addMonthsToDay, type CalendarDay } from '../rules/malaysia-time';
import type { RenewalPolicy } from './renewal-policy';

/**
 * A subscription renewed by pay link: `active` (paid until the day before `dueDate`), `grace` (due and
 * unpaid, still open), `paused` (a school holiday), `expired` (grace ran out unpaid), `cancelled` (the buyer
 * stopped it; access lasts to the due date).
 */
export type RenewalStatus = 'active' | 'grace' | 'paused' | 'expired' | 'cancelled';

export interface RenewalState {
  status: RenewalStatus;
  /** The next payment date (Malaysia day). */
  dueDate: CalendarDay;
  /** Months each payment buys (1, 3, 6 or 12). */
  periodMonths: number;
  /** Reminders already sent for this due date (`before:7`, `grace:3`), so each goes once. */
  sent: readonly string[];
  /** A pause, running or ahead: `[from, until)`. */
  pause: { from: CalendarDay; until: CalendarDay } | null;
  /** Pause days used in `pauseYear` (the calendar year pauses start in). */
  pauseYear: number;
  pauseDaysUsed: number;
}

/** What a tick, a payment or a buyer's choice asks of the renewal job and the mailer. */
export type RenewalAction =
  | { kind: 'remind_before'; daysBefore: number; dueDate: CalendarDay }
  | { kind: 'payment_due'; dueDate: CalendarDay; lastDay: CalendarDay }
  | { kind: 'remind_grace'; daysLate: number; lastDay: CalendarDay }
  | { kind: 'expire'; dueDate: CalendarDay }
  | { kind: 'renewed'; dueDate: CalendarDay }
  | { kind: 'pause_scheduled'; from: CalendarDay; until: CalendarDay; dueDate: CalendarDay }
  | { kind: 'paused'; until: CalendarDay }
  | { kind: 'resumed'; dueDate: CalendarDay }
  | { kind: 'cancelled'; accessUntil: CalendarDay };

export type RenewalEvent =
  /** The daily run of the renewal job (any number of times a day: it sends nothing twice). */
  | { kind: 'tick'; today: CalendarDay }
  /** A payment for the next period arrived (pay link, or a card charge that went through). */
  | { kind: 'paid'; today: CalendarDay }
  /** A card renewal was declined: it joins the pay-link path from its due date. */
  | { kind: 'card_failed'; today: CalendarDay }
  /** The buyer pauses from `from` (today or later, before the due date) for `days`. */
  | { kind: 'pause'; today: CalendarDay; from: CalendarDay; days: number }
  /** The buyer ends a pause early, or withdraws one not yet started. */
  | { kind: 'resume'; today: CalendarDay }
  | { kind: 'cancel'; today: CalendarDay };

/** Why an event is refused; each has a message in `RENEWAL_MSG`. */
export type RenewalRefusal =
  | 'not_active'
  | 'already_paused'
  | 'not_paused'
  | 'pause_start'
  | 'pause_length'
  | 'pause_allowance'
  | 'already_ended';

export type RenewalStep =
  | { ok: true; state: RenewalState; actions: RenewalAction[] }
  | { ok: false; reason: RenewalRefusal };

const daysBetween = (from: CalendarDay, to: CalendarDay) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const yearOf = (day: CalendarDay) => Number(day.slice(0, 4));

/** Pause days left in the year `day` falls in. */
export function pauseDaysLeft(state: RenewalState, policy: RenewalPolicy, day: CalendarDay): number {
  const used = state.pauseYear === yearOf(day) ? state.pauseDaysUsed : 0;
  return Math.max(0, policy.maxPauseDaysPerYear - used);
}

function tick(state: RenewalState, policy: RenewalPolicy, today: CalendarDay): RenewalStep {
  const actions: RenewalAction[] = [];
  let s = state;
  // A pause whose day has come starts; one that has run its course ends (the due date already moved).
  if (s.pause && s.status === 'active' && today >= s.pause.from) {
    actions.push({ kind: 'paused', until: s.pause.until });
    s = { ...s, status: 'paused' };
  }
  if (s.status === 'paused' && s.pause && today >= s.pause.until) {
    s = { ...s, status: 'active', pause: null };
    actions.push({ kind: 'resumed', dueDate: s.dueDate });
  }
  if (s.status === 'active') {
    if (today >= s.dueDate) {
      const lastDay = addDays(s.dueDate, policy.graceDays - 1);
      s = { ...s, status: 'grace', sent: [...s.sent, 'due'] };
      actions.push({ kind: 'payment_due', dueDate: s.dueDate, lastDay });
    } else {
      // Of the reminders whose day has come, only the latest is sent; a missed earlier one is not.
      const due = [...policy.remindDaysBefore]
        .sort((a, b) => b - a)
        .filter((d) => today >= addDays(s.dueDate, -d) && !s.sent.includes(`before:${d}`));
      const latest = due.at(-1);
      if (latest !== undefined) {
        s = { ...s, sent: [...s.sent, ...due.map((d) => `before:${d}`)] };
        actions.push({ kind: 'remind_before', daysBefore: latest, dueDate: s.dueDate });
      }
    }
  }
  if (s.status === 'grace') {
    const lastDay = addDays(s.dueDate, policy.graceDays - 1);
    if (today > lastDay) {
      s = { ...s, status: 'expired' };
      actions.push({ kind: 'expire', dueDate: s.dueDate });
    } else {
      const late = daysBetween(s.dueDate, today);
      const due = [...policy.remindDaysDuringGrace]
        .sort((a, b) => a - b)
        .filter((d) => late >= d && !s.sent.includes(`grace:${d}`));
      const latest = due.at(-1);
      if (latest !== undefined) {
        s = { ...s, sent: [...s.sent, ...due.map((d) => `grace:${d}`)] };
        actions.push({ kind: 'remind_grace', daysLate: latest, lastDay });
      }
    }
  }
  return { ok: true, state: s, actions };
}

/**
 * The renewal of a subscription without a card as one pure step: given its state, the admin's policy and
 * an event, the next state and what to do (mails to send, access to end), or why the event is refused.
 * Ticks are idempotent: a second run on the same day finds nothing more to send.
 */
export function renewalStep(state: RenewalState, policy: RenewalPolicy, event: RenewalEvent): RenewalStep {
  switch (event.kind) {
    case 'tick':
      return tick(state, policy, event.today);

    case 'paid': {
      if (state.status === 'cancelled') return { ok: false, reason: 'already_ended' };
      // Late payment keeps the calendar (the period runs from the old due date); after expiry it restarts today.
      const from = state.status === 'expired' ? event.today : state.dueDate;
      const dueDate = addMonthsToDay(from, state.periodMonths);
      const status = state.status === 'paused' ? 'paused' : 'active';
      return {
        ok: true,
        state: { ...state, status, dueDate, sent: [] },
        actions: [{ kind: 'renewed', dueDate }],
      };
    }

    case 'card_failed': {
      if (state.status !== 'active') return { ok: false, reason: 'not_active' };
      return tick(state, policy, event.today < state.dueDate ? state.dueDate : event.today);
    }

    case 'pause': {
      if (state.status === 'paused' || state.pause) return { ok: false, reason: 'already_paused' };
      if (state.status !== 'active') return { ok: false, reason: 'not_active' };
      if (event.from < event.today || event.from >= state.dueDate)
        return { ok: false, reason: 'pause_start' };
      if (!Number.isSafeInteger(event.days) || event.days < 1) return { ok: false, reason: 'pause_length' };
      if (event.days > pauseDaysLeft(state, policy, event.from))
        return { ok: false, reason: 'pause_allowance' };
      const year = yearOf(event.from);
      const used = state.pauseYear === year ? state.pauseDaysUsed : 0;
      const until = addDays(event.from, event.days);
      const dueDate = addDays(state.dueDate, event.days);
      const paused: RenewalState = {
        ...state,
        dueDate,
        sent: [],
        pause: { from: event.from, until },
        pauseYear: year,
        pauseDaysUsed: used + event.days,
      };
      const scheduled: RenewalAction = { kind: 'pause_scheduled', from: event.from, until, dueDate };
      const started = tick(paused, policy, event.today);
      return started.ok ? { ...started, actions: [scheduled, ...started.actions] } : started;
    }

    case 'resume': {
      const pause = state.pause;
      if (!pause) return { ok: false, reason: 'not_paused' };
      // Days not paused go back to the allowance and come off the moved due date.
      const unused = daysBetween(event.today < pause.from ? pause.from : event.today, pause.until);
      const dueDate = addDays(state.dueDate, -unused);
      const s: RenewalState = {
        ...state,
        status: state.status === 'paused' ? 'active' : state.status,
        pause: null,
        dueDate,
        pauseDaysUsed: Math.max(0, state.pauseDaysUsed - unused),
      };
      const resumed = tick(s, policy, event.today);
      if (!resumed.ok) return resumed;
      return { ...resumed, actions: [{ kind: 'resumed', dueDate }, ...resumed.actions] };
    }

    case 'cancel': {
      if (state.status === 'expired' || state.status === 'cancelled')
        return { ok: false, reason: 'already_ended' };
      return {
        ok: true,
        state: { ...state, status: 'cancelled', pause: null },
        actions: [{ kind: 'cancelled', accessUntil: state.status === 'grace' ? event.today : state.dueDate }],
      };
    }
  }
}

/** A fresh renewal state after the first payment on `paidOn`. */
export function startRenewal(paidOn: CalendarDay, periodMonths: number): RenewalState {
  return {
    status: 'active',
    dueDate: addMonthsToDay(paidOn, periodMonths),
    periodMonths,
    sent: [],
    pause: null,
    pauseYear: yearOf(paidOn),
    pauseDaysUsed: 0,
  };
}
