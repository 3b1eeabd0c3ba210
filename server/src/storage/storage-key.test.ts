import { describe, expect, it } from 'vitest';
import { InvalidKeyError } from './storage-errors';
import { checkPrefix, isStorageKey, mediaKey } from './storage-key';

describe('storage keys', () => {
  it.each([
    'media/x1y2.mp4',
    'media/ab/cd/abcdEFGH_-12.mp4',
    'uploads/0123456789abcdef0123456789abcdef',
    'uploads/0123456789abcdef0123456789abcdef.info',
    'reports/2026/11/statistic.pdf',
  ])('takes %s', (key) => {
    expect(isStorageKey(key)).toBe(true);
  });

  it.each([
    '',
    '/media/x.mp4',
    'media//x.mp4',
    'media/../x.mp4',
    '../x',
    '.',
    'media/.staging',
    '.app-secret',
    'mahir.sqlite',
    'server.pid',
    'media/x.mp4/',
    'media\\x.mp4',
    'media/x y.mp4',
    'media/x\0.mp4',
    'média/x.mp4',
    `media/${'a'.repeat(600)}`,
  ])('refuses %j', (key) => {
    expect(isStorageKey(key)).toBe(false);
  });

  it('takes listing prefixes down to the empty one, and refuses unsafe ones', () => {
    for (const prefix of ['', 'media/', 'media/ab', 'uploads/0a']) expect(checkPrefix(prefix)).toBe(prefix);
    for (const prefix of ['../', '/media', 'media/../', '.staging/'])
      expect(() => checkPrefix(prefix)).toThrow(InvalidKeyError);
  });

  it('fans media keys out by the hashslug', () => {
    expect(mediaKey('Ab-d_xyz123456789', 'MP4')).toBe('media/Ab/-d/Ab-d_xyz123456789.mp4');
    expect(() => mediaKey('..', 'mp4')).toThrow(InvalidKeyError);
  });
});
