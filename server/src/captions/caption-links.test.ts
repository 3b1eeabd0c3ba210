import { describe, expect, it } from 'vitest';
import { hlsSignedUrl, verifyHlsUrl } from '../hls/hls-signer';
import { signedMediaUrl, verifySignedMedia } from '../media/media-url';
import { captionKey, captionSignedUrl, verifyCaptionUrl } from './caption-links';

const SECRET = 'caption-test-secret';
const viewer = { userId: 7, expires: 2_000_000_000 };
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const pathOf = (url: string) => new URL(url, 'http://x').pathname;

describe('signed caption links', () => {
  it('makes a new key per upload under the module and language', () => {
    const a = captionKey('mod1', 'zh-Hans');
    expect(a).toMatch(/^captions\/mod1\/zh-Hans-[0-9a-f]{12}\.vtt$/);
    expect(captionKey('mod1', 'zh-Hans')).not.toBe(a);
  });

  it('verifies its own links, for the user and until the time signed', () => {
    const key = 'captions/mod1/ms-abc.vtt';
    const url = captionSignedUrl(SECRET, key, viewer);
    expect(url).toMatch(/^\/media\/captions\/mod1\/ms-abc\.vtt\?u=7&e=2000000000&s=/);
    expect(verifyCaptionUrl(SECRET, pathOf(url), queryOf(url), 1_000)).toEqual({ key, ...viewer });
    expect(verifyCaptionUrl(SECRET, pathOf(url), queryOf(url), 2_000_000_001)).toBeNull();
    expect(verifyCaptionUrl('another-secret', pathOf(url), queryOf(url), 1_000)).toBeNull();
    expect(verifyCaptionUrl(SECRET, pathOf(url), { ...queryOf(url), u: '8' }, 1_000)).toBeNull();
    // The same signature names one file only.
    expect(verifyCaptionUrl(SECRET, '/media/captions/mod1/en-abc.vtt', queryOf(url), 1_000)).toBeNull();
  });

  it('refuses what is not a caption key, and no other kind of link stands in for one', () => {
    expect(() => captionSignedUrl(SECRET, 'hls/mod1/master.m3u8', viewer)).toThrow();
    expect(verifyCaptionUrl(SECRET, '/media/captions/../secret.vtt', {}, 1)).toBeNull();
    expect(verifyCaptionUrl(SECRET, '/media/captions/mod1/x.m3u8', {}, 1)).toBeNull();
    // An HLS link's query over the same tail does not open the caption file, and the reverse.
    const hls = hlsSignedUrl(SECRET, 'hls/mod1/ms-abc.vtt', viewer);
    expect(verifyCaptionUrl(SECRET, '/media/captions/mod1/ms-abc.vtt', queryOf(hls), 1)).toBeNull();
    const caption = captionSignedUrl(SECRET, 'captions/mod1/ms-abc.vtt', viewer);
    expect(verifyHlsUrl(SECRET, '/media/hls/mod1/ms-abc.vtt', queryOf(caption), 1)).toBeNull();
    // Nor does a media file's signature.
    const media = signedMediaUrl(SECRET, { media: 'mod1', ...viewer });
    expect(verifyCaptionUrl(SECRET, '/media/captions/mod1/ms-abc.vtt', queryOf(media), 1)).toBeNull();
    expect(verifySignedMedia(SECRET, 'mod1', queryOf(caption), 1)).toBeNull();
  });
});
