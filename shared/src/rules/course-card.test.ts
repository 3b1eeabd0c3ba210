import { describe, expect, it } from 'vitest';
import { cardTitle, compactCount, plainExcerpt } from './course-card';

describe('compactCount', () => {
  it('writes small counts as they are', () => {
    expect(compactCount(0)).toBe('0');
    expect(compactCount(7)).toBe('7');
    expect(compactCount(999)).toBe('999');
  });
  it('uses K and M with one decimal, rounded down, without a trailing .0', () => {
    expect(compactCount(1000)).toBe('1K');
    expect(compactCount(1250)).toBe('1.2K');
    expect(compactCount(1999)).toBe('1.9K');
    expect(compactCount(25_000)).toBe('25K');
    expect(compactCount(999_999)).toBe('999.9K');
    expect(compactCount(3_400_000)).toBe('3.4M');
  });
  it('never shows a negative or fractional count', () => {
    expect(compactCount(-5)).toBe('0');
    expect(compactCount(12.8)).toBe('12');
  });
});

describe('plainExcerpt', () => {
  it('drops tags, decodes entities and collapses spaces', () => {
    expect(plainExcerpt('<p>Asas&nbsp;HTML &amp; CSS</p>\n<p>untuk   semua</p>')).toBe(
      'Asas HTML & CSS untuk semua',
    );
  });
  it('keeps short text whole', () => {
    expect(plainExcerpt('<p>Ringkas.</p>', 20)).toBe('Ringkas.');
  });
  it('cuts long text on a word boundary with an ellipsis', () => {
    const out = plainExcerpt('<p>Bina laman web responsif pertama anda dari kosong sahaja.</p>', 30);
    expect(out).toBe('Bina laman web responsif…');
    expect(Array.from(out).length).toBeLessThanOrEqual(30);
  });
  it('cuts inside a very long word rather than losing the whole excerpt', () => {
    expect(plainExcerpt('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });
});

describe('cardTitle', () => {
  it('keeps a title that fits', () => {
    expect(cardTitle('Fizik SPM: Daya dan Gerakan', 40)).toBe('Fizik SPM: Daya dan Gerakan');
  });
  it('cuts between words and drops trailing punctuation', () => {
    const title = 'Reka Bentuk Grafik dengan Canva untuk Perniagaan Kecil';
    expect(cardTitle(title, 40)).toBe('Reka Bentuk Grafik dengan Canva untuk…');
    expect(cardTitle('Diagnostik Kereta Hibrid dan Elektrik (EV)', 40)).toBe(
      'Diagnostik Kereta Hibrid dan Elektrik…',
    );
    expect(cardTitle('Matematik Tahun 5: Pecahan, Perpuluhan dan Peratus', 30)).toBe(
      'Matematik Tahun 5: Pecahan…',
    );
  });
});
