import type { Database } from '@mahir/db';
import { type Kysely, sql } from 'kysely';
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

type Q = Kysely<Database>;

const ENTRY_CURRENCY = { coins: 'coin', points: 'point' } as const;

async function balanceOf(db: Q, userId: number, currency: LedgerCurrency): Promise<number> {
  const row = await db
    .selectFrom('wallets')
    .select(currency)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row[currency]) : 0;
}

async function alreadyApplied(db: Q, key: string | null | undefined): Promise<LedgerResult | null> {
  if (!key) return null;
  const row = await db
    .selectFrom('ledger_entries')
    .select('balance_after')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { balanceAfter: row.balance_after, applied: false } : null;
}

async function move(db: Q, input: LedgerMove, sign: 1 | -1): Promise<LedgerResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new RangeError(`ledger amount must be a positive whole number, got ${input.amount}`);
  const done = await alreadyApplied(db, input.idempotencyKey);
  if (done) return done;
  await db
    .insertInto('wallets')
    .values({ user_id: input.userId, coins: 0, points: 0 })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const delta = sign * input.amount;
  const column = input.currency;
  // The conditional update is the guard: it changes nothing when the balance cannot cover the debit.
  const updated = await db
    .updateTable('wallets')
    .set(column === 'coins' ? { coins: sql`coins + ${delta}` } : { points: sql`points + ${delta}` })
    .where('user_id', '=', input.userId)
    .where(sql.ref(column), '>=', sign < 0 ? input.amount : 0)
    .returning(column)
    .executeTakeFirst();
  if (!updated) throw new InsufficientBalanceError(input.currency);
  const balanceAfter = Number(updated[column]);
  await db
    .insertInto('ledger_entries')
    .values({
      user_id: input.userId,
      currency: ENTRY_CURRENCY[input.currency],
      amount: delta,
      balance_after: balanceAfter,
      reason: input.reason,
      ref_type: input.refType ?? null,
      ref_id: input.refId ?? null,
      idempotency_key: input.idempotencyKey ?? null,
    })
    .execute();
  return { balanceAfter, applied: true };
}

/** Adds coins or points in the caller's transaction and writes the entry with its `balance_after`. */
export function credit(db: Q, input: LedgerMove): Promise<LedgerResult> {
  return move(db, input, 1);
}

/** Takes coins or points in the caller's transaction; refuses (InsufficientBalanceError) below zero. */
export function debit(db: Q, input: LedgerMove): Promise<LedgerResult> {
  return move(db, input, -1);
}

/** The current balance of one ledger. */
export function balance(db: Q, userId: number, currency: LedgerCurrency): Promise<number> {
  return balanceOf(db, userId, currency);
}

export const ledgerService = { credit, debit, balance };
