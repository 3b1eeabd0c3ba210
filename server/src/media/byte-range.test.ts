import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range';

describe('parseRange', () => {
  it('sends the whole file without a Range header', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'full' });
    expect(parseRange('', 100)).toEqual({ kind: 'full' });
  });

  it('reads a closed range, clamping its end to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseRange('bytes=10-10', 100)).toEqual({ kind: 'partial', start: 10, end: 10 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseRange('Bytes = 5-6', 100)).toEqual({ kind: 'partial', start: 5, end: 6 });
  });

  it('reads an open range to the end', () => {
    expect(parseRange('bytes=40-', 100)).toEqual({ kind: 'partial', start: 40, end: 99 });
    expect(parseRange('bytes=0-', 1)).toEqual({ kind: 'partial', start: 0, end: 0 });
  });

  it('reads a suffix range, the whole file when the suffix is longer', () => {
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseRange('bytes=-1000', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
  });

  it('refuses ranges that start past the end or are empty', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=100-200', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores other units, malformed and multi-range headers', () => {
    expect(parseRange('items=0-5', 100)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=5-2', 100)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=a-b', 100)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=-', 100)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'full' });
    expect(parseRange('bytes 0-5', 100)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=1.5-2', 100)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=99999999999999999999-', 100)).toEqual({ kind: 'full' });
  });
});
