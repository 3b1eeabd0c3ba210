import { describe, expect, it } from 'vitest';
import { formatRatePercent, TAX_MSG } from './tax-messages';

describe('tax messages', () => {
  it('writes rates as people do', () => {
    expect([800, 600, 650, 1025, 1000, 0, 5].map(formatRatePercent)).toEqual([
      '8',
      '6',
      '6.5',
      '10.25',
      '10',
      '0',
      '0.05',
    ]);
  });
  it('says the same things in both languages', () => {
    expect(TAX_MSG.en.taxIncluded(800)).toBe('SST 8% included');
    expect(TAX_MSG.ms.taxIncluded(650)).toBe('Termasuk SST 6.5%');
    expect(TAX_MSG.en.registrationNo(null)).toBe('SST registration no.: NA');
    expect(Object.keys(TAX_MSG.ms.type)).toEqual(Object.keys(TAX_MSG.en.type));
  });
});
