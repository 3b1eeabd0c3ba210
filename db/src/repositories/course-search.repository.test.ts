import { describe, expect, it } from 'vitest';
import { searchTerms, titleScore } from './course-search.repository';

describe('titleScore', () => {
  it('weighs a query word in the title above one in the author name, and scores a description-only match 0', () => {
    const terms = searchTerms('kinabalu');
    expect(titleScore(terms, 'Gunung Kinabalu: Foto Pagi', 'Aminah Yusof')).toBe(10);
    expect(titleScore(terms, 'Rangkaian CCNA', 'Kinabalu Tan')).toBe(5);
    expect(titleScore(terms, 'Rangkaian CCNA', 'Chong Wei')).toBe(0);
  });

  it('counts each word, takes the last one as a prefix and a title word inside a longer query word', () => {
    expect(titleScore(searchTerms('pembaikan tele'), 'Pembaikan Telefon Pintar', 'Ali')).toBe(20);
    expect(titleScore(searchTerms('networks'), 'Network Basics', 'Ali')).toBe(10);
    expect(titleScore(searchTerms('Éclair'), 'Eclair Pâtisserie', 'Ali')).toBe(10);
    expect(titleScore(searchTerms('to'), 'Go', 'Ali')).toBe(0);
  });
});
