import { describe, expect, it } from 'vitest';
import { attribute, masterPlaylist, parseMediaPlaylist, variantBitrates } from './hls-playlist';

const MEDIA = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:4.000000,',
  'seg_00000.m4s',
  '#EXTINF:1.520000,',
  'seg_00001.m4s',
  '#EXT-X-ENDLIST',
  '',
].join('\r\n');

describe('HLS playlists', () => {
  it('reads a media playlist as ffmpeg writes it, CRLF or not', () => {
    expect(parseMediaPlaylist(MEDIA)).toEqual({
      targetDuration: 4,
      map: 'init.mp4',
      ended: true,
      segments: [
        { duration: 4, uri: 'seg_00000.m4s' },
        { duration: 1.52, uri: 'seg_00001.m4s' },
      ],
    });
  });

  it('refuses text that is not a playlist, and a segment without a duration', () => {
    expect(() => parseMediaPlaylist('<html>')).toThrow('not an HLS playlist');
    expect(() => parseMediaPlaylist('#EXTM3U\nseg.m4s\n')).toThrow('segment without duration: seg.m4s');
  });

  it('takes BANDWIDTH from the peak segment and AVERAGE-BANDWIDTH from the whole', () => {
    expect(
      variantBitrates([
        { duration: 4, bytes: 250_000 },
        { duration: 2, bytes: 150_000 },
      ]),
    ).toEqual({ bandwidth: 600_000, averageBandwidth: 533_334 });
    expect(variantBitrates([])).toEqual({ bandwidth: 0, averageBandwidth: 0 });
  });

  it('writes a master playlist whose attributes read back', () => {
    const text = masterPlaylist([
      {
        bandwidth: 600_000,
        averageBandwidth: 533_334,
        width: 640,
        height: 360,
        codecs: 'avc1.64001e,mp4a.40.2',
        frameRate: 25,
        uri: 'v1/360p/index.m3u8',
      },
      {
        bandwidth: 2_000_000,
        averageBandwidth: 1_500_000,
        width: 1280,
        height: 720,
        codecs: 'avc1.64001f,mp4a.40.2',
        frameRate: null,
        uri: 'v1/720p/index.m3u8',
      },
    ]);
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=600000,AVERAGE-BANDWIDTH=533334,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",FRAME-RATE=25.000',
        'v1/360p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=2000000,AVERAGE-BANDWIDTH=1500000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"',
        'v1/720p/index.m3u8',
        '',
      ].join('\n'),
    );
    const line = text.split('\n')[3] ?? '';
    expect(attribute(line, 'BANDWIDTH')).toBe('600000');
    expect(attribute(line, 'CODECS')).toBe('avc1.64001e,mp4a.40.2');
    expect(attribute(line, 'RESOLUTION')).toBe('640x360');
  });
});
