import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-check';

describe('catalogueProblems', () => {
  const spec = { a: 'A', nested: { b: 'Hi {{name}}' } };

  it('finds nothing in a complete catalogue', () => {
    expect(catalogueProblems(spec, { a: 'x', nested: { b: 'Hai {{name}}' } })).toEqual([]);
  });

  it('names missing, extra, empty and placeholder-changed keys', () => {
    expect(catalogueProblems(spec, { a: ' ', nested: { b: 'Hai {{nama}}' }, c: 'extra' })).toEqual([
      'empty: a',
      'placeholders differ: nested.b',
      'not in spec: c',
    ]);
    expect(catalogueProblems(spec, { a: 'x' })).toEqual(['missing: nested.b']);
  });
});
