import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payoutGroups } from './self-billed';

const row = (id: number, userId: number, amount = 100) => ({
  id,
  user_id: userId,
  amount_final: amount,
  created_at: '2026-11-02T01:00:00.000Z',
  email: `u${userId}@example.my`,
  order_no: `MHR-${id}`,
});
const keyOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12).toUpperCase();

describe('payoutGroups', () => {
  it('groups a release by payee, one group per payee and table', () => {
    const groups = payoutGroups([row(1, 7), row(2, 8), row(3, 7)], [row(1, 7), row(4, 9)]);
    expect(groups.map((g) => [g.payee, g.userId, g.commissions.map((c) => c.id)])).toEqual([
      ['reseller', 7, [1, 3]],
      ['reseller', 8, [2]],
      ['affiliate', 7, [1]],
      ['affiliate', 9, [4]],
    ]);
  });

  it('keeps the reseller key it always had, and gives affiliate ids a key of their own', () => {
    const [reseller, affiliate] = payoutGroups([row(1, 7), row(3, 7)], [row(1, 7), row(3, 7)]);
    expect(reseller?.key).toBe(keyOf('1,3'));
    expect(affiliate?.key).toBe(keyOf('a1,a3'));
    expect(affiliate?.key).not.toBe(reseller?.key);
  });

  it('gives the same release the same key, and nothing for nothing', () => {
    expect(payoutGroups([row(5, 1)], [])[0]?.key).toBe(payoutGroups([row(5, 1)], [])[0]?.key);
    expect(payoutGroups([], [])).toEqual([]);
  });
});
