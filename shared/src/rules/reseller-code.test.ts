import { describe, expect, it } from 'vitest';
import { isIssuedResellerCode, RESELLER_CODE_MAX, resellerCodeFrom } from './reseller-code';

describe('reseller codes issued on approval', () => {
  it('are RS and four unambiguous characters, six in all', () => {
    expect(resellerCodeFrom(() => 0)).toBe('RS2222');
    let i = 0;
    const code = resellerCodeFrom((n) => (i++ * 7) % n);
    expect(code).toHaveLength(RESELLER_CODE_MAX);
    expect(isIssuedResellerCode(code)).toBe(true);
  });

  it('never use 0, O, 1 or I, and never exceed six characters', () => {
    for (let k = 0; k < 200; k++) {
      const code = resellerCodeFrom((n) => (k * 13 + 5) % n);
      expect(code.length).toBeLessThanOrEqual(RESELLER_CODE_MAX);
      expect(code.slice(2)).not.toMatch(/[01OI]/);
    }
    expect(isIssuedResellerCode('RS0001')).toBe(false);
    expect(isIssuedResellerCode('RS22222')).toBe(false);
  });
});
