import type { Database, Db } from '@mahir/db';
import { COMMISSION_STATUS, commissionRepository } from '@mahir/db/repositories/commission.repository';
import {
  AFFILIATE_COMMISSION_PERCENT,
  commissionOf,
  RESELLER_COMMISSION_PERCENT,
  splitSubCommission,
} from '@mahir/shared/rules/commission';
import type { Transaction } from 'kysely';
import { resellerBeneficiary } from './commission-release';

/**
 * Earns the commissions of a paid order, in one transaction: the reseller whose code was used earns
 * `RESELLER_COMMISSION_PERCENT` of the grand total; when that reseller is a sub-reseller, the master's
 * `rate_sub` share goes to it and the master keeps the remainder (kind 'sub'); an affiliate earns on
 * orders through its link. Unique keys on the commission rows make a replay earn nothing twice, and
 * each new row gets its 'earned' ledger entry in the same transaction.
 */
export async function earnOrderCommissions(db: Db, orderId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await commissionRepository.paidOrder(trx, orderId);
    if (!order || order.status !== 'paid') return;
    const at = order.paid_at ?? new Date().toISOString();
    if (order.reseller_id !== null) {
      const pool = commissionOf(order.grand_total, RESELLER_COMMISSION_PERCENT);
      const seller = await commissionRepository.reseller(trx, order.reseller_id);
      const master = seller?.parent_id ? await commissionRepository.reseller(trx, seller.parent_id) : null;
      const attributionId = await commissionRepository.attributionId(trx, order.id, 'reseller');
      const earn = async (resellerId: number, amount: number, kind: 'direct' | 'sub', sub: boolean) => {
        if (amount <= 0) return;
        const id = await commissionRepository.insertResellerCommission(trx, {
          resellerId,
          orderId: order.id,
          amount,
          kind,
          at,
        });
        if (id === null) return;
        await commissionRepository.appendEntry(trx, {
          commissionId: id,
          orderId: order.id,
          attributionId,
          beneficiary: sub ? 'subreseller' : 'reseller',
          beneficiaryId: resellerId,
          kind: 'earned',
          amount,
          entryKey: `earned:c:${id}`,
          at,
        });
      };
      if (seller && master) {
        const split = splitSubCommission(pool, master.rate_sub);
        await earn(seller.id, split.sub, 'direct', true);
        await earn(master.id, split.master, 'sub', false);
      } else if (seller) {
        await earn(seller.id, pool, 'direct', false);
      }
    }
    if (order.affiliate_id !== null) {
      const amount = commissionOf(order.grand_total, AFFILIATE_COMMISSION_PERCENT);
      if (amount <= 0) return;
      const id = await commissionRepository.insertAffiliateCommission(trx, {
        affiliateId: order.affiliate_id,
        orderId: order.id,
        amount,
        at,
      });
      if (id === null) return;
      await commissionRepository.appendEntry(trx, {
        affiliateCommissionId: id,
        orderId: order.id,
        attributionId: await commissionRepository.attributionId(trx, order.id, 'affiliate'),
        beneficiary: 'affiliate',
        beneficiaryId: order.affiliate_id,
        kind: 'earned',
        amount,
        entryKey: `earned:a:${id}`,
        at,
      });
    }
  });
}

/** One reversal of an order's commissions: a cancellation (all of it) or a refund (its share). */
interface Reversal {
  orderId: number;
  reason: string;
  actorId: number | null;
  at: string;
  /** Ends every entry key: '' for a cancellation, the refund's id for a refund. */
  keySuffix: string;
  /** What is to have been reversed in all of a commission that earned `base`. */
  target: (base: number) => number;
  /** What a fully reversed commission keeps as its amount: what it earned (a refund) or what was owed (a cancellation). */
  fullKeeps: 'earned' | 'owed';
}

/**
 * Takes back an order's unpaid commissions up to the reversal's target, each through a 'reversed' entry of
 * the difference from what earlier reversals took (a commission reversed in full moves to 'reversed'; one
 * reversed in part stays unpaid and keeps what is still owed). Released (paid) commissions, reseller and
 * affiliate alike, stay paid and get a zero 'reversal_skipped' note, written once (its entry key). Runs in the caller's transaction; returns
 * how many commissions it reversed.
 */
async function reverseCommissions(trx: Transaction<Database>, r: Reversal): Promise<number> {
  const { orderId, reason, actorId, at, keySuffix } = r;
  const part = (owed: number, before: number) => {
    const base = owed + before;
    const target = r.target(base);
    const full = target >= base;
    return {
      amount: target - before,
      full,
      left: full ? (r.fullKeeps === 'earned' ? base : owed) : base - target,
    };
  };
  let reversed = 0;
  for (const c of await commissionRepository.unpaidOfOrder(trx, orderId)) {
    const before = await commissionRepository.reversedOf(trx, { commissionId: c.id });
    const { amount, full, left } = part(c.amount_final, before);
    if (amount <= 0) continue;
    const status = full ? 'reversed' : COMMISSION_STATUS.unpaid;
    if (
      !(await commissionRepository.moveStatus(trx, c.id, COMMISSION_STATUS.unpaid, {
        status,
        amount_final: left,
      }))
    )
      continue;
    await commissionRepository.appendEntry(trx, {
      commissionId: c.id,
      orderId,
      beneficiary: resellerBeneficiary(c),
      beneficiaryId: c.reseller_id,
      kind: 'reversed',
      amount: -amount,
      remark: reason,
      actorId,
      entryKey: `reversed:c:${c.id}${keySuffix}`,
      at,
    });
    reversed++;
  }
  for (const c of await commissionRepository.paidOfOrder(trx, orderId))
    await commissionRepository.appendEntryOnce(trx, {
      commissionId: c.id,
      orderId,
      beneficiary: resellerBeneficiary(c),
      beneficiaryId: c.reseller_id,
      kind: 'reversal_skipped',
      amount: 0,
      remark: `${reason}: already paid, not reversed`,
      actorId,
      entryKey: `reversal-skipped:c:${c.id}${keySuffix}`,
      at,
    });
  for (const a of await commissionRepository.unpaidAffiliateOfOrder(trx, orderId)) {
    const before = await commissionRepository.reversedOf(trx, { affiliateCommissionId: a.id });
    const { amount, full, left } = part(a.amount, before);
    if (amount <= 0) continue;
    const status = full ? 'reversed' : COMMISSION_STATUS.unpaid;
    if (!(await commissionRepository.moveAffiliate(trx, a.id, { status, amount: left }))) continue;
    await commissionRepository.appendEntry(trx, {
      affiliateCommissionId: a.id,
      orderId,
      beneficiary: 'affiliate',
      beneficiaryId: a.affiliate_id,
      kind: 'reversed',
      amount: -amount,
      remark: reason,
      actorId,
      entryKey: `reversed:a:${a.id}${keySuffix}`,
      at,
    });
    reversed++;
  }
  for (const a of await commissionRepository.paidAffiliateOfOrder(trx, orderId))
    await commissionRepository.appendEntryOnce(trx, {
      affiliateCommissionId: a.id,
      orderId,
      beneficiary: 'affiliate',
      beneficiaryId: a.affiliate_id,
      kind: 'reversal_skipped',
      amount: 0,
      remark: `${reason}: already paid, not reversed`,
      actorId,
      entryKey: `reversal-skipped:a:${a.id}${keySuffix}`,
      at,
    });
  return reversed;
}

/**
 * Reverses the unpaid commissions of a cancelled order in full: each moves to 'reversed' and gets a
 * 'reversed' entry of minus what it still owed; the earned entry stays. Released (paid) commissions stay
 * paid and get a zero 'reversal_skipped' entry noting why. Idempotent: a second run finds nothing
 * unpaid, and each note is written once (its entry key).
 */
export async function reverseOrderCommissions(
  db: Db,
  orderId: number,
  reason: string,
  actorId: number | null = null,
): Promise<number> {
  return db.transaction().execute((trx) =>
    reverseCommissions(trx, {
      orderId,
      reason,
      actorId,
      at: new Date().toISOString(),
      keySuffix: '',
      target: (base) => base,
      fullKeeps: 'owed',
    }),
  );
}

/** A refund's part in an order's commissions: what refunds have given back in all, of what the order took. */
export interface RefundShare {
  orderId: number;
  refundId: number;
  /** Every settled refund of the order so far, this one included (sen). */
  refundedSen: number;
  /** What the order took in all, money and coins (sen). */
  paidSen: number;
  reason: string;
  actorId: number | null;
  at: string;
}

/**
 * Reverses an order's unpaid commissions in proportion to what refunds gave back, through the same
 * 'reversed' entries as a cancellation: each refund takes off the difference between the proportion of
 * everything refunded and what earlier refunds took (rounded down, all of it once fully refunded), so
 * repeated partial refunds never drift and the refund that completes the order reverses the rest (the
 * commission then moves to 'reversed'). An unpaid commission keeps what is still owed in `amount_final`
 * (what a payout pays). Released commissions stay paid and get a zero 'reversal_skipped' note per refund.
 * Runs in the refund's transaction; entry keys name the refund.
 */
export async function reverseCommissionsForRefund(
  trx: Transaction<Database>,
  share: RefundShare,
): Promise<void> {
  const { orderId, refundId, reason, actorId, at, refundedSen, paidSen } = share;
  await reverseCommissions(trx, {
    orderId,
    reason,
    actorId,
    at,
    keySuffix: `:refund:${refundId}`,
    target: (base) =>
      paidSen <= 0 || refundedSen >= paidSen ? base : Math.floor((base * refundedSen) / paidSen),
    fullKeeps: 'earned',
  });
}
