import { describe, expect, it } from 'vitest';
import { pageMeta, pageOf } from './fields';

describe('pageOf', () => {
  it('numbers a middle page from its first row', () => {
    expect(pageOf(['c', 'd'], 5, 2, 2)).toEqual({
      data: ['c', 'd'],
      total: 5,
      per_page: 2,
      current_page: 2,
      last_page: 3,
      from: 3,
    });
  });

  it('answers an empty list as page 1 of 1 with no first row', () => {
    expect(pageOf([], 0, 1, 20)).toEqual({
      data: [],
      total: 0,
      per_page: 20,
      current_page: 1,
      last_page: 1,
      from: null,
    });
  });

  it('gives the same page fields without the rows', () => {
    expect(pageMeta(41, 3, 20)).toEqual({ total: 41, per_page: 20, current_page: 3, last_page: 3 });
  });
});
