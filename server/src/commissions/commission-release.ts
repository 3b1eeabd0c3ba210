import type { Database } from '@mahir/db';
import {
  COMMISSION_STATUS,
  commissionRepository,
  type NewEntry,
} from '@mahir/db/repositories/commission.repository';
import { COMMISSION_TEXT } from '@mahir/shared';
import type { Transaction } from 'kysely';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import type { MailNotices } from '../mail/mail-notices';
import { type ReleasedCommissions, writeEvent } from '../outbox/outbox';

type Trx = Transaction<Database>;

/** Whom a commission's ledger entries are about: the commission, its order and the beneficiary. */
export type LedgerSubject = Pick<
  NewEntry,
  'commissionId' | 'affiliateCommissionId' | 'orderId' | 'beneficiary' | 'beneficiaryId'
>;

/** A commission as a payout sees it, whichever table holds it. */
export interface PayableCommission {
  id: number;
  status: string;
  /** What it owes now (sen). */
  amount: number;
  subject: LedgerSubject;
}

/**
 * One table of commissions as a payout moves it: reseller and sub-reseller commissions (`commissions`) or
 * affiliate commissions (`affiliate_commissions`). The release itself is the same for both.
 */
export interface CommissionBook {
  /** The letter in ledger entry keys: `released:c:<id>`, `released:a:<id>`. */
  letter: 'c' | 'a';
  find(trx: Trx, id: number): Promise<PayableCommission | undefined>;
  /** Moves an unpaid commission to paid at `at`; false when another change got there first. */
  markPaid(trx: Trx, id: number, at: string): Promise<boolean>;
  /** The `commissions.released` payload of these ids. */
  released(ids: number[]): ReleasedCommissions;
}

/** Who a reseller commission pays: a sub-reseller's own direct commission, or a (master) reseller's. */
export function resellerBeneficiary(c: {
  kind: string;
  parent_id: number | null;
}): 'subreseller' | 'reseller' {
  return c.kind === 'direct' && c.parent_id !== null ? 'subreseller' : 'reseller';
}

/** The ledger subject of a reseller commission: the commission, its order, the reseller or sub-reseller it pays. */
export function resellerSubject(c: {
  id: number;
  order_id: number;
  reseller_id: number;
  kind: string;
  parent_id: number | null;
}): LedgerSubject {
  return {
    commissionId: c.id,
    orderId: c.order_id,
    beneficiary: resellerBeneficiary(c),
    beneficiaryId: c.reseller_id,
  };
}

/** Reseller and sub-reseller commissions. */
export const resellerBook: CommissionBook = {
  letter: 'c',
  async find(trx, id) {
    const c = await commissionRepository.byId(trx, id);
    return c && { id: c.id, status: c.status, amount: c.amount_final, subject: resellerSubject(c) };
  },
  markPaid: (trx, id, at) =>
    commissionRepository.moveStatus(trx, id, COMMISSION_STATUS.unpaid, {
      status: COMMISSION_STATUS.paid,
      paid_at: at,
    }),
  released: (ids) => ({ commissionIds: ids }),
};

/** Affiliate commissions: an affiliate's `amount` is what it owes (a reversal lowers it). */
export const affiliateBook: CommissionBook = {
  letter: 'a',
  async find(trx, id) {
    const c = await commissionRepository.affiliateById(trx, id);
    return (
      c && {
        id: c.id,
        status: c.status,
        amount: c.amount_final,
        subject: {
          affiliateCommissionId: c.id,
          orderId: c.order_id,
          beneficiary: 'affiliate',
          beneficiaryId: c.affiliate_id,
        },
      }
    );
  },
  markPaid: (trx, id, at) =>
    commissionRepository.moveAffiliate(trx, id, { status: COMMISSION_STATUS.paid, paid_at: at }),
  released: (ids) => ({ commissionIds: [], affiliateCommissionIds: ids }),
};

/** The one place that says a commission may still change: only while unpaid (409 otherwise). */
export function assertUnpaid<T extends { status: string }>(c: T | undefined): asserts c is T {
  if (!c) throw AppError.notFound();
  if (c.status !== COMMISSION_STATUS.unpaid) throw AppError.conflict(COMMISSION_TEXT.alreadyPaid);
}

/** What a payment screen's service is built from: the payees' mail may be left out by callers that only read. */
export type CommissionReleaseDeps = ServiceDeps & { mail?: Pick<MailNotices, 'payoutReleased'> };

/**
 * 'Set Status as Paid' for one book: releases the selected commissions all or none (any row not unpaid, or
 * taken by a racing release, refuses the lot with 409), each with its 'released' ledger entry, the payees'
 * mail and the `commissions.released` event (their self-billed e-Invoices) in the same transaction.
 */
export function createCommissionRelease({ db, clock, mail }: CommissionReleaseDeps) {
  return async function release(book: CommissionBook, actor: UserActor, ids: readonly number[]) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw AppError.invalid({ ids: [COMMISSION_TEXT.selectRequired] });
    const at = clock().toISOString();
    await db.transaction().execute(async (trx) => {
      for (const id of unique) {
        const c = await book.find(trx, id);
        assertUnpaid(c);
        if (!(await book.markPaid(trx, c.id, at))) throw AppError.conflict(COMMISSION_TEXT.alreadyPaid);
        await commissionRepository.appendEntry(trx, {
          ...c.subject,
          kind: 'released',
          amount: c.amount,
          actorId: actor.id,
          entryKey: `released:${book.letter}:${c.id}`,
          at,
        });
      }
      const released = book.released(unique);
      await mail?.payoutReleased(trx, released);
      await writeEvent(trx, 'commissions.released', released);
    });
    return { released: unique.length };
  };
}
