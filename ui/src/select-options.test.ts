import { describe, expect, it } from 'vitest';
import { stateOptions } from './select-options';

describe('stateOptions', () => {
  it('turns the states a route answers into Select choices, in order, and none into none', () => {
    expect(
      stateOptions([
        { id: 14, name: 'Wilayah Persekutuan Kuala Lumpur' },
        { id: 1, name: 'Johor' },
      ]),
    ).toEqual([
      { value: '14', label: 'Wilayah Persekutuan Kuala Lumpur' },
      { value: '1', label: 'Johor' },
    ]);
    expect(stateOptions(undefined)).toEqual([]);
  });
});
