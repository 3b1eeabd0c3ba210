import { describe, expect, it } from 'vitest';
import { verifySignedMedia } from '../media/media-url';
import { hlsSignedUrl, playlistKeys, signPlaylist, signPlaylistFor, verifyHlsUrl } from './hls-signer';

const SECRET = 'test-secret';
const NOW = 1_790_000_000;
const viewer = { userId: 7, expires: NOW + 4 * 3600 };

const MASTER_KEY = 'hls/mod1/master.m3u8';
const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-STREAM-INF:BANDWIDTH=600000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2"',
  'ab12/360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=2000000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"',
  'ab12/720p/index.m3u8',
  '',
].join('\n');
const MEDIA_KEY = 'hls/mod1/ab12/360p/index.m3u8';
const MEDIA = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:4.000000,',
  'seg_00000.m4s',
  '#EXTINF:2.000000,',
  'seg_00001.m4s',
  '#EXT-X-ENDLIST',
].join('\n');

/** Every URI a player would fetch from a playlist: the lines that are not tags, and URI attributes. */
function urisOf(text: string): string[] {
  return text
    .split('\n')
    .flatMap((l) =>
      l.startsWith('#') ? [...l.matchAll(/URI="([^"]*)"/g)].map((m) => m[1] ?? '') : l ? [l] : [],
    );
}

function query(url: string) {
  return Object.fromEntries(new URL(url, 'https://mahir.test').searchParams);
}

describe('signed HLS playlists', () => {
  it('points every variant of the master to a signed per-viewer media playlist', () => {
    const signed = signPlaylistFor(SECRET, MASTER, MASTER_KEY, viewer);
    const uris = urisOf(signed);
    expect(uris).toHaveLength(2);
    expect(uris.map((u) => u.split('?')[0])).toEqual([
      '/media/hls/mod1/ab12/360p/index.m3u8',
      '/media/hls/mod1/ab12/720p/index.m3u8',
    ]);
    for (const uri of uris) {
      const path = uri.split('?')[0] ?? '';
      expect(verifyHlsUrl(SECRET, path, query(uri), NOW)).toEqual({
        key: `hls/${path.slice('/media/hls/'.length)}`,
        userId: 7,
        expires: viewer.expires,
      });
    }
    // The tags are kept as they were.
    expect(signed.split('\n').filter((l) => l.startsWith('#'))).toEqual(
      MASTER.split('\n').filter((l) => l.startsWith('#')),
    );
  });

  it('signs the init segment and every media segment, and nothing unsigned is left', () => {
    const signed = signPlaylistFor(SECRET, MEDIA, MEDIA_KEY, viewer);
    const uris = urisOf(signed);
    expect(uris.map((u) => u.split('?')[0])).toEqual([
      '/media/hls/mod1/ab12/360p/init.mp4',
      '/media/hls/mod1/ab12/360p/seg_00000.m4s',
      '/media/hls/mod1/ab12/360p/seg_00001.m4s',
    ]);
    for (const uri of uris) {
      expect(Object.keys(query(uri)).sort()).toEqual(['e', 's', 'u']);
      expect(verifyHlsUrl(SECRET, uri.split('?')[0] ?? '', query(uri), NOW)).not.toBeNull();
    }
  });

  it('makes URLs that expire, belong to one viewer and one file, and need the secret', () => {
    const url = hlsSignedUrl(SECRET, 'hls/mod1/ab12/360p/seg_00000.m4s', viewer);
    const path = url.split('?')[0] ?? '';
    const q = query(url);
    expect(verifyHlsUrl(SECRET, path, q, viewer.expires)).not.toBeNull();
    expect(verifyHlsUrl(SECRET, path, q, viewer.expires + 1)).toBeNull();
    expect(verifyHlsUrl(SECRET, path, { ...q, u: '8' }, NOW)).toBeNull();
    expect(verifyHlsUrl(SECRET, path, { ...q, e: String(viewer.expires + 3600) }, NOW)).toBeNull();
    expect(verifyHlsUrl(SECRET, path.replace('seg_00000', 'seg_00001'), q, NOW)).toBeNull();
    expect(verifyHlsUrl('another-secret', path, q, NOW)).toBeNull();
    expect(verifyHlsUrl(SECRET, '/media/file/seg_00000', q, NOW)).toBeNull();
    // The same scheme as /media/file links, over the whole key: a media-file check of the key agrees ...
    expect(verifySignedMedia(SECRET, 'hls/mod1/ab12/360p/seg_00000.m4s', q, NOW)).not.toBeNull();
    // ... and a segment's signature opens no media file.
    expect(verifySignedMedia(SECRET, 'seg_00000', q, NOW)).toBeNull();
  });

  it('lists the keys a playlist names, for stores that presign their own URLs', () => {
    expect(playlistKeys(MEDIA, MEDIA_KEY)).toEqual([
      'hls/mod1/ab12/360p/init.mp4',
      'hls/mod1/ab12/360p/seg_00000.m4s',
      'hls/mod1/ab12/360p/seg_00001.m4s',
    ]);
    const presigned = new Map(
      playlistKeys(MEDIA, MEDIA_KEY).map((k) => [k, `https://bucket.test/${k}?X-Amz=1`]),
    );
    expect(urisOf(signPlaylist(MEDIA, MEDIA_KEY, (k) => presigned.get(k) ?? ''))).toEqual([
      ...presigned.values(),
    ]);
  });

  it.each([
    ['a parent folder', '../../other/seg.m4s'],
    ['an absolute path', '/etc/passwd'],
    ['another host', 'https://evil.test/seg.m4s'],
    ['a hidden name', '.staging/x'],
  ])('refuses a playlist that names %s', (_, uri) => {
    expect(() => signPlaylistFor(SECRET, `#EXTM3U\n#EXTINF:4,\n${uri}\n`, MEDIA_KEY, viewer)).toThrow();
  });

  it('signs only keys under hls/', () => {
    expect(() => hlsSignedUrl(SECRET, 'media/ab/cd/x.mp4', viewer)).toThrow('not an HLS key');
  });
});
