import { describe, expect, it } from 'vitest';
import { statisticYears } from './calendar';
import { emptyLanguageCounts, isLanguage, languageProgress } from './language-progress';

describe('languageProgress', () => {
  const totals = { bm: 8, en: 3, ma: 0, pi: 200 };

  it('gives whole percents of watched over total modules per language', () => {
    expect(languageProgress({ bm: 3, en: 1, pi: 1 }, totals)).toEqual({ bm: 38, en: 33, ma: 0, pi: 1 });
  });

  it('rounds halves up and keeps a language without modules at 0', () => {
    expect(languageProgress({ bm: 1, ma: 5 }, { ...totals, bm: 8 })).toEqual({ bm: 13, en: 0, ma: 0, pi: 0 });
    expect(languageProgress({ pi: 1 }, { ...totals, pi: 400 })).toEqual({ bm: 0, en: 0, ma: 0, pi: 0 });
  });

  it('caps at 100 when more were watched than exist (modules removed later)', () => {
    expect(languageProgress({ en: 9 }, totals).en).toBe(100);
    expect(languageProgress({ bm: 8, en: 3 }, totals)).toEqual({ bm: 100, en: 100, ma: 0, pi: 0 });
  });

  it('knows only the four statistics languages', () => {
    expect(isLanguage('pi')).toBe(true);
    expect(isLanguage('ms')).toBe(false);
    expect(emptyLanguageCounts()).toEqual({ bm: 0, en: 0, ma: 0, pi: 0 });
  });
});

describe('statisticYears (organization statistics year select)', () => {
  it('runs from the current year down to 2001', () => {
    const years = statisticYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2001);
    expect(years).toHaveLength(26);
  });

  it('offers only 2001 in 2001', () => {
    expect(statisticYears(2001)).toEqual([2001]);
  });
});
