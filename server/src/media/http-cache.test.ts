import { describe, expect, it } from 'vitest';
import { fileEtag, ifRangeHolds, isNotModified } from './http-cache';

const MTIME = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
const ETAG = fileEtag('abc', 1000, MTIME);

describe('fileEtag', () => {
  it('is a quoted strong tag that changes with size and time', () => {
    expect(ETAG).toMatch(/^"abc-3e8-[0-9a-f]+"$/);
    expect(fileEtag('abc', 1001, MTIME)).not.toBe(ETAG);
    expect(fileEtag('abc', 1000, MTIME + 1000)).not.toBe(ETAG);
  });
});

describe('isNotModified', () => {
  it('matches If-None-Match, weakly and in lists', () => {
    expect(isNotModified({ ifNoneMatch: ETAG }, ETAG, MTIME)).toBe(true);
    expect(isNotModified({ ifNoneMatch: `"x", W/${ETAG}` }, ETAG, MTIME)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '*' }, ETAG, MTIME)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"other"' }, ETAG, MTIME)).toBe(false);
  });

  it('falls back to If-Modified-Since at whole seconds, and lets If-None-Match win', () => {
    const sameSecond = new Date(MTIME).toUTCString();
    expect(isNotModified({ ifModifiedSince: sameSecond }, ETAG, MTIME)).toBe(true);
    expect(isNotModified({ ifModifiedSince: new Date(MTIME - 5000).toUTCString() }, ETAG, MTIME)).toBe(false);
    expect(isNotModified({ ifModifiedSince: 'garbage' }, ETAG, MTIME)).toBe(false);
    expect(isNotModified({ ifNoneMatch: '"other"', ifModifiedSince: sameSecond }, ETAG, MTIME)).toBe(false);
    expect(isNotModified({}, ETAG, MTIME)).toBe(false);
  });
});

describe('ifRangeHolds', () => {
  it('honours a range when If-Range is absent or still matches', () => {
    expect(ifRangeHolds(undefined, ETAG, MTIME)).toBe(true);
    expect(ifRangeHolds(ETAG, ETAG, MTIME)).toBe(true);
    expect(ifRangeHolds(new Date(MTIME).toUTCString(), ETAG, MTIME)).toBe(true);
  });
  it('sends the whole file when the validator changed or is weak', () => {
    expect(ifRangeHolds('"old"', ETAG, MTIME)).toBe(false);
    expect(ifRangeHolds(`W/${ETAG}`, ETAG, MTIME)).toBe(false);
    expect(ifRangeHolds(new Date(MTIME - 60_000).toUTCString(), ETAG, MTIME)).toBe(false);
  });
});
