import type { Database, Db } from '@mahir/db';
import { ledgerRepository as ledger } from '@mahir/db/repositories/ledger.repository';
import type { Transaction } from 'kysely';
import { AppError } from '../http/app-error';

/** The two ledgers a user holds. */
export type LedgerCurrency = 'coins' | 'points';

/** One movement; `idempotencyKey` makes a retried movement a no-op instead of a second one. */
export interface LedgerMove {
  userId: number;
  currency: LedgerCurrency;
  /** Whole coins or points, more than zero. */
  amount: number;
  reason: string;
  refType?: string | null;
  refId?: number | null;
  idempotencyKey?: string | null;
}

export interface LedgerResult {
  balanceAfter: number;
  /** False when the idempotency key had already been used, so nothing moved. */
  applied: boolean;
}

/** Raised when a debit would take a balance below zero. */
export class InsufficientBalanceError extends AppError {
  constructor(readonly currency: LedgerCurrency) {
    super(409, currency === 'coins' ? 'Not enough Mahir Coins' : 'Not enough Mahir Points');
  }
}

const ENTRY_CURRENCY = { coins: 'coin', points: 'point' } as const;

async function move(trx: Transaction<Database>, input: LedgerMove, sign: 1 | -1): Promise<LedgerResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new RangeError(`ledger amount must be a positive whole number, got ${input.amount}`);
  if (input.idempotencyKey) {
    const done = await ledger.balanceAfterKey(trx, input.idempotencyKey);
    if (done !== undefined) return { balanceAfter: done, applied: false };
  }
  await ledger.ensureWallet(trx, input.userId);
  const delta = sign * input.amount;
  const balanceAfter = await ledger.adjust(trx, input.userId, input.currency, delta);
  if (balanceAfter === undefined) throw new InsufficientBalanceError(input.currency);
  await ledger.appendEntry(trx, {
    user_id: input.userId,
    currency: ENTRY_CURRENCY[input.currency],
    amount: delta,
    balance_after: balanceAfter,
    reason: input.reason,
    ref_type: input.refType ?? null,
    ref_id: input.refId ?? null,
    idempotency_key: input.idempotencyKey ?? null,
  });
  return { balanceAfter, applied: true };
}

/** Adds coins or points in the caller's transaction and writes the entry with its `balance_after`. */
export function credit(trx: Transaction<Database>, input: LedgerMove): Promise<LedgerResult> {
  return move(trx, input, 1);
}

/** Takes coins or points in the caller's transaction; refuses (InsufficientBalanceError) below zero. */
export function debit(trx: Transaction<Database>, input: LedgerMove): Promise<LedgerResult> {
  return move(trx, input, -1);
}

/** The current balance of one ledger. */
export function balance(db: Db, userId: number, currency: LedgerCurrency): Promise<number> {
  return ledger.balance(db, userId, currency);
}

export const ledgerService = { credit, debit, balance };
