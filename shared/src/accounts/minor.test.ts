import { describe, expect, it } from 'vitest';
import { ageOn, ageStatus, checkDob, isCalendarDay, isMinor } from './minor';

describe('ageOn', () => {
  it('counts a year from the birthday itself', () => {
    expect(ageOn('2008-03-15', '2026-03-14')).toBe(17);
    expect(ageOn('2008-03-15', '2026-03-15')).toBe(18);
    expect(ageOn('2008-03-15', '2026-12-31')).toBe(18);
    expect(ageOn('2026-01-01', '2026-01-01')).toBe(0);
  });

  it('makes a leap-day birth a year older on 1 March in other years, on 29 February in leap years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('refuses what is not a calendar day', () => {
    expect(() => ageOn('2008-02-30', '2026-01-01')).toThrow(RangeError);
    expect(() => ageOn('2008-01-01', '26-01-01')).toThrow(RangeError);
  });
});

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-04-31')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
    expect(isCalendarDay('2025-01-01T00:00:00Z')).toBe(false);
  });
});

describe('ageStatus / isMinor in Malaysia time', () => {
  it('turns 18 at midnight in Malaysia, which is 16:00 UTC the day before', () => {
    // Born 2008-03-15: 18 from 2026-03-15 00:00 +08:00 = 2026-03-14T16:00Z.
    expect(isMinor('2008-03-15', '2026-03-14T15:59:59.999Z')).toBe(true);
    expect(isMinor('2008-03-15', '2026-03-14T16:00:00.000Z')).toBe(false);
    expect(ageStatus('2008-03-15', new Date('2026-03-14T16:00:00Z'))).toBe('adult');
  });

  it('is unknown without a usable date of birth, and unknown is not a minor', () => {
    for (const dob of [null, undefined, '', 'not a date', '2008-02-30', '2030-01-01']) {
      expect(ageStatus(dob, '2026-06-01T00:00:00Z')).toBe('unknown');
      expect(isMinor(dob, '2026-06-01T00:00:00Z')).toBe(false);
    }
  });

  it('decides by the Malaysia day against the 18th birthday', () => {
    const at = '2026-06-01T04:00:00Z';
    const cases: Array<[string, string]> = [
      ['2014-06-01', 'minor'],
      ['2008-06-02', 'minor'],
      ['2008-06-01', 'adult'],
      ['1990-01-01', 'adult'],
    ];
    for (const [dob, status] of cases) expect(ageStatus(dob, at)).toBe(status);
  });
});

describe('checkDob', () => {
  it('refuses bad formats, future days and impossible ages', () => {
    const at = '2026-06-01T00:00:00Z';
    expect(checkDob('2010-05-05', at)).toBeNull();
    expect(checkDob('2026-06-01', at)).toBeNull();
    expect(checkDob('05/05/2010', at)).toBe('format');
    expect(checkDob('2026-06-02', at)).toBe('future');
    expect(checkDob('1900-01-01', at)).toBe('too_old');
  });
});
