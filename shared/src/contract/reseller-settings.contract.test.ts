import { describe, expect, it } from 'vitest';
import { ResellerAccountBody, RESELLER_SETTINGS_TEXT as T } from './reseller-settings.contract';

const valid = {
  bank_name: 'MBB',
  account_no: '1234567890',
  account_holder: 'TAN WEI MING',
  swift_code: 'MBBEMYKL',
  rate_sub: 10,
};

function messages(input: Record<string, unknown>): Record<string, string> {
  const r = ResellerAccountBody.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('reseller settings form', () => {
  it('accepts a complete form', () => {
    expect(messages(valid)).toEqual({});
  });

  it('requires every bank field with its message', () => {
    expect(
      messages({ ...valid, bank_name: '', account_no: ' ', account_holder: undefined, swift_code: '' }),
    ).toEqual({
      bank_name: T.bankRequired,
      account_no: T.accountNoRequired,
      account_holder: T.holderRequired,
      swift_code: T.swiftRequired,
    });
  });

  it('allows 50 characters and refuses 51 with the same message everywhere', () => {
    expect(messages({ ...valid, account_no: '1'.repeat(50) })).toEqual({});
    expect(messages({ ...valid, account_no: '1'.repeat(51), swift_code: 'S'.repeat(51) })).toEqual({
      account_no: T.tooLong,
      swift_code: T.tooLong,
    });
  });

  it('bounds the sub-reseller share to whole steps from 0 to 30', () => {
    expect(messages({ ...valid, rate_sub: 0 })).toEqual({});
    expect(messages({ ...valid, rate_sub: 30 })).toEqual({});
    for (const bad of [-1, 31, 2.5])
      expect(messages({ ...valid, rate_sub: bad })).toEqual({ rate_sub: T.rateSubRange });
  });
});
