import { randomBytes } from 'node:crypto';
import { commissionRepository } from '@mahir/db/repositories/commission.repository';
import { COMMISSION_TEXT } from '@mahir/shared';
import { malaysiaDay, malaysiaMonthRange } from '@mahir/shared/rules/malaysia-time';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';

/** Columns of the bank bulk-payment file. */
export const PAYOUT_CSV_HEADER = [
  'Bank',
  'Bank Code',
  'Account No',
  'Account Holder',
  'SWIFT Code',
  'Amount (RM)',
  'Reference',
];

/** Sen as a plain ringgit figure for bank files: 123456 -> "1234.56". */
export function ringgitOf(sen: number): string {
  return `${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, '0')}`;
}

/**
 * One CSV cell: quoted when it holds a quote, comma or line break, and a leading `= + - @` (a formula to a
 * spreadsheet) made inert with a `'`, since account holders type their own names.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export interface PayoutFile {
  batchId: number;
  reference: string;
  csv: string;
  rows: number;
  total: number;
}

/**
 * Generate Payout for one month: one bank bulk-payment file of the released commissions earned in that
 * month (as the payment screen cuts it) in no batch yet, one row per bank account with the summed amount. The batch and its items are written in one transaction;
 * `payout_items` is unique per commission, so a concurrent run cannot put a row in two batches.
 * Rows of beneficiaries without an account number wait for the next batch.
 */
export function createPayoutService({ db, clock }: ServiceDeps) {
  return {
    async generate(actor: UserActor, period: { month: number; year: number }): Promise<PayoutFile> {
      const { from, to } = malaysiaMonthRange(period.year, period.month);
      try {
        return await db.transaction().execute(async (trx) => {
          const rows = await commissionRepository.releasedUnbatched(trx, from, to);
          if (rows.length === 0) throw AppError.conflict(COMMISSION_TEXT.nothingToPay);
          const now = clock();
          const reference = `MHR${malaysiaDay(now).replace(/-/g, '')}${randomBytes(3).toString('hex').toUpperCase()}`;
          const accounts = new Map<
            string,
            { bank: string; code: string; no: string; holder: string; swift: string; sen: number }
          >();
          for (const r of rows) {
            const key = `${r.bank_name ?? ''}|${r.account_no ?? ''}|${r.account_holder ?? ''}`;
            const acc = accounts.get(key) ?? {
              bank: r.bank_label ?? r.bank_name ?? '',
              code: r.bank_name ?? '',
              no: r.account_no ?? '',
              holder: r.account_holder ?? '',
              swift: r.swift_code ?? '',
              sen: 0,
            };
            acc.sen += r.amount_final;
            accounts.set(key, acc);
          }
          const total = rows.reduce((s, r) => s + r.amount_final, 0);
          const batchId = await commissionRepository.createBatch(
            trx,
            { reference, total, createdBy: actor.id, at: now.toISOString() },
            rows.map((r) => ({ commissionId: r.id, amount: r.amount_final })),
          );
          const lines = [PAYOUT_CSV_HEADER.join(',')];
          let n = 0;
          for (const a of accounts.values()) {
            n++;
            lines.push(
              [a.bank, a.code, a.no, a.holder, a.swift, ringgitOf(a.sen), `${reference}-${n}`]
                .map(csvCell)
                .join(','),
            );
          }
          return { batchId, reference, csv: `${lines.join('\r\n')}\r\n`, rows: rows.length, total };
        });
      } catch (err) {
        if (err instanceof Error && !(err instanceof AppError) && /unique|duplicate/i.test(err.message))
          throw AppError.conflict(COMMISSION_TEXT.nothingToPay);
        throw err;
      }
    },
  };
}
