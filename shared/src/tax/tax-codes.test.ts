import { describe, expect, it } from 'vitest';
import { checkTaxCode, DEFAULT_TAX_TABLE, taxTableWith, taxTreatment } from './tax-codes';

describe('tax codes', () => {
  it('defaults: services at SST_RATE, merchandise and coin packs not applicable', () => {
    expect(taxTreatment(DEFAULT_TAX_TABLE.course, 800)).toEqual({ type: '02', rateBasisPoints: 800 });
    expect(taxTreatment(DEFAULT_TAX_TABLE.package, 800)).toEqual({ type: '02', rateBasisPoints: 800 });
    expect(taxTreatment(DEFAULT_TAX_TABLE.event, 600)).toEqual({ type: '02', rateBasisPoints: 600 });
    expect(taxTreatment(DEFAULT_TAX_TABLE.merchandise, 800)).toEqual({ type: '06', rateBasisPoints: 0 });
    expect(taxTreatment(DEFAULT_TAX_TABLE.coin_pack, 800)).toEqual({ type: '06', rateBasisPoints: 0 });
  });

  it('lets a code carry its own rate, and charges nothing for 06 and E whatever the rate says', () => {
    expect(taxTreatment({ type: '01', rateBasisPoints: 1000 }, 800)).toEqual({
      type: '01',
      rateBasisPoints: 1000,
    });
    expect(taxTreatment({ type: '06', rateBasisPoints: 500 }, 800).rateBasisPoints).toBe(0);
    expect(
      taxTreatment({ type: 'E', rateBasisPoints: null, exemptionReason: 'Exempted under Schedule A' }, 800),
    ).toEqual({
      type: 'E',
      rateBasisPoints: 0,
      exemptionReason: 'Exempted under Schedule A',
    });
  });

  it('checks what an admin sets', () => {
    expect(checkTaxCode({ type: '02', rateBasisPoints: null })).toBeNull();
    expect(checkTaxCode({ type: '01', rateBasisPoints: 1000 })).toBeNull();
    expect(checkTaxCode({ type: '03' as '01', rateBasisPoints: null })).toBe('type');
    expect(checkTaxCode({ type: '02', rateBasisPoints: 8.5 })).toBe('rate');
    expect(checkTaxCode({ type: '02', rateBasisPoints: 10_001 })).toBe('rate');
    expect(checkTaxCode({ type: 'E', rateBasisPoints: null })).toBe('exemption_reason');
    expect(checkTaxCode({ type: 'E', rateBasisPoints: null, exemptionReason: '  ' })).toBe(
      'exemption_reason',
    );
  });

  it('applies an admin table over the defaults', () => {
    const table = taxTableWith({ merchandise: { type: '01', rateBasisPoints: 1000 } });
    expect(table.merchandise).toEqual({ type: '01', rateBasisPoints: 1000 });
    expect(table.course).toBe(DEFAULT_TAX_TABLE.course);
  });
});
