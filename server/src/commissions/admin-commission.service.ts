import type { Database } from '@mahir/db';
import { COMMISSION_STATUS, commissionRepository } from '@mahir/db/repositories/commission.repository';
import { COMMISSION_TEXT } from '@mahir/shared';
import { malaysiaMonthRange } from '@mahir/shared/rules/malaysia-time';
import type { Transaction } from 'kysely';
import type { UserActor } from '../access/actor';
import { AppError } from '../http/app-error';
import {
  assertUnpaid,
  type CommissionReleaseDeps,
  createCommissionRelease,
  resellerBook,
  resellerSubject,
} from './commission-release';
import { paymentMonthPage } from './payment-month';

type Status = 'pending_payment' | 'paid' | 'reversed';

function statusOf(s: string): Status {
  return s === 'paid' || s === 'reversed' ? s : 'pending_payment';
}

type PeriodRow = Awaited<ReturnType<typeof commissionRepository.inPeriod>>[number];
/** The columns every commission line has (COMMISSION_LINE); the per-user rows add their kind. */
type LineRow = Omit<Awaited<ReturnType<typeof commissionRepository.ofUser>>[number], 'kind'>;

/** A commission as every admin screen shows it (the per-user table, the payment screen). */
function commissionRow(r: LineRow) {
  return {
    id: r.id,
    hashslug: r.hashslug,
    created_at: r.created_at,
    order_id: r.order_id,
    order_no: r.order_no,
    amount_final: r.amount_final,
    notes: r.notes,
    status: statusOf(r.status),
    paid_at: r.paid_at,
  };
}

/** A row of the payment screen (and of the payout report) as the contract shapes it. */
function paymentRow(r: PeriodRow) {
  return {
    ...commissionRow(r),
    total: r.amount_final,
    selected: false,
    user: {
      id: r.user_id,
      name: r.name,
      email: r.email,
      bank: { account_no: r.account_no, detail: { name: r.bank_label ?? r.bank_name } },
    },
  };
}

/** Moves an unpaid commission on (released, edited, deleted); 409 when another change got there first. */
async function moveUnpaid(
  trx: Transaction<Database>,
  id: number,
  patch: Parameters<typeof commissionRepository.moveStatus>[3],
) {
  if (!(await commissionRepository.moveStatus(trx, id, COMMISSION_STATUS.unpaid, patch)))
    throw AppError.conflict(COMMISSION_TEXT.alreadyPaid);
}

/**
 * Admin commission screens (spec 002 §4, §5 "Commissions"): the per-user table, the monthly payment screen,
 * release as paid, and edit or delete while unpaid. Every change writes a ledger entry with who and when.
 */
/**
 * `mail` tells resellers their commissions were released; a caller that only reads (the payout report, the
 * benchmarks) may leave it out.
 */
export function createAdminCommissionService({ db, clock, mail }: CommissionReleaseDeps) {
  const release = createCommissionRelease({ db, clock, mail });
  return {
    async ofUser(userId: number) {
      const rows = await commissionRepository.ofUser(db, userId);
      return { comms: rows.map(commissionRow) };
    },

    /** One page of a month's commissions for the payment screen, with the month's count and total paid. */
    async monthly(month: number, year: number, page = 1) {
      const m = paymentMonthPage(month, year, page);
      const [totals, rows, awaiting] = await Promise.all([
        commissionRepository.periodTotals(db, m.from, m.to),
        commissionRepository.inPeriod(db, m.from, m.to, m.rows),
        commissionRepository.awaitingPayout(db, m.from, m.to),
      ]);
      return { comms: rows.map(paymentRow), ...m.summary(totals), awaiting_payout: awaiting };
    },

    /** Every commission of a month with the total paid and what awaits a payout: what the payout report prints. */
    async month(month: number, year: number) {
      const { from, to } = malaysiaMonthRange(year, month);
      const [rows, awaiting] = await Promise.all([
        commissionRepository.inPeriod(db, from, to),
        commissionRepository.awaitingPayout(db, from, to),
      ]);
      const comms = rows.map(paymentRow);
      const totalPaid = comms.reduce((sum, r) => (r.status === 'paid' ? sum + r.amount_final : sum), 0);
      return { comms, total_paid: totalPaid, awaiting_payout: awaiting };
    },

    /** Releases the selected commissions as paid, all or none: any row not unpaid refuses the lot (409). */
    release: (actor: UserActor, ids: readonly number[]) => release(resellerBook, actor, ids),

    /** Edits the amount and/or remark of an unpaid commission; an empty remark is not saved. */
    async update(actor: UserActor, input: { id: number; amount_final?: number; notes?: string }) {
      const notes = input.notes?.trim() ? input.notes.trim() : undefined;
      return db.transaction().execute(async (trx) => {
        const c = await commissionRepository.byId(trx, input.id);
        assertUnpaid(c);
        const amount = input.amount_final ?? c.amount_final;
        await moveUnpaid(trx, c.id, {
          status: COMMISSION_STATUS.unpaid,
          amount_final: amount,
          ...(notes !== undefined ? { notes } : {}),
        });
        await commissionRepository.appendEntry(trx, {
          ...resellerSubject(c),
          kind: 'edited',
          amount,
          remark: notes ?? null,
          actorId: actor.id,
          at: clock().toISOString(),
        });
        return {
          ...(input.amount_final !== undefined ? { amount_final: amount } : {}),
          ...(notes !== undefined ? { notes } : {}),
        };
      });
    },

    /** Deletes an unpaid commission: it leaves the lists, and the ledger records who deleted it. */
    async remove(actor: UserActor, hashslug: string) {
      return db.transaction().execute(async (trx) => {
        const found = await commissionRepository.idBySlug(trx, hashslug);
        const c = found ? await commissionRepository.byId(trx, found.id) : undefined;
        assertUnpaid(c);
        await moveUnpaid(trx, c.id, {
          status: COMMISSION_STATUS.deleted,
        });
        await commissionRepository.appendEntry(trx, {
          ...resellerSubject(c),
          kind: 'deleted',
          amount: -c.amount_final,
          actorId: actor.id,
          entryKey: `deleted:c:${c.id}`,
          at: clock().toISOString(),
        });
        return { hashslug };
      });
    },
  };
}
