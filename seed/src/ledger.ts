import { insertRows, type SeedDb } from './batch';

interface Entry {
  userId: number;
  currency: 'coin' | 'point';
  amount: number;
  reason: string;
  refType: string | null;
  refId: number | null;
  at: string;
}

/** Collects Mahir Coins and Points movements; wallets are their sums, balance_after their running totals. */
export class Ledger {
  private readonly entries: Entry[] = [];

  /** Records a credit (positive) or debit (negative). */
  add(
    userId: number,
    currency: 'coin' | 'point',
    amount: number,
    reason: string,
    at: string,
    ref?: [string, number],
  ): void {
    this.entries.push({
      userId,
      currency,
      amount,
      reason,
      refType: ref?.[0] ?? null,
      refId: ref?.[1] ?? null,
      at,
    });
  }

  /** Inserts the ledger in time order and one wallet per user; throws if a balance would go negative. */
  async flush(db: SeedDb): Promise<void> {
    const sorted = [...this.entries].sort((a, b) =>
      a.at < b.at ? -1 : a.at > b.at ? 1 : a.userId - b.userId,
    );
    const balances = new Map<number, { coins: number; points: number }>();
    const rows = sorted.map((e, i) => {
      const wallet = balances.get(e.userId) ?? { coins: 0, points: 0 };
      if (e.currency === 'coin') wallet.coins += e.amount;
      else wallet.points += e.amount;
      const after = e.currency === 'coin' ? wallet.coins : wallet.points;
      if (after < 0) throw new Error(`seed: negative ${e.currency} balance for user ${e.userId}`);
      balances.set(e.userId, wallet);
      return {
        id: i + 1,
        user_id: e.userId,
        currency: e.currency,
        amount: e.amount,
        balance_after: after,
        reason: e.reason,
        ref_type: e.refType,
        ref_id: e.refId,
        created_at: e.at,
      };
    });
    await insertRows(
      db,
      'wallets',
      [...balances].map(([user_id, w]) => ({ user_id, coins: w.coins, points: w.points })),
    );
    await insertRows(db, 'ledger_entries', rows);
  }
}
