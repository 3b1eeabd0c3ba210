import { describe, expect, it } from 'vitest';
import { publicMediaUrl, signedMediaUrl, verifySignedMedia } from './media-url';

const SECRET = 'test-secret';

function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('media URLs', () => {
  it('builds public URLs by hashslug', () => {
    expect(publicMediaUrl('abc123', 'jpg')).toBe('/media/public/abc123.jpg');
  });

  it('accepts its own signature until it expires', () => {
    const url = signedMediaUrl(SECRET, { media: 'm1', userId: 7, expires: 2000, download: 'ebook.pdf' });
    expect(verifySignedMedia(SECRET, 'm1', queryOf(url), 1999)).toEqual({
      media: 'm1',
      userId: 7,
      expires: 2000,
      download: 'ebook.pdf',
    });
    expect(verifySignedMedia(SECRET, 'm1', queryOf(url), 2001)).toBeNull();
  });

  it('refuses tampering with the user, file, expiry or secret', () => {
    const url = signedMediaUrl(SECRET, { media: 'm1', userId: 7, expires: 2000 });
    const q = queryOf(url);
    expect(verifySignedMedia(SECRET, 'm2', q, 1000)).toBeNull();
    expect(verifySignedMedia(SECRET, 'm1', { ...q, u: '8' }, 1000)).toBeNull();
    expect(verifySignedMedia(SECRET, 'm1', { ...q, e: '9999' }, 1000)).toBeNull();
    expect(verifySignedMedia('other', 'm1', q, 1000)).toBeNull();
    expect(verifySignedMedia(SECRET, 'm1', {}, 1000)).toBeNull();
  });
});
