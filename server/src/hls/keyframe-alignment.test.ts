import { describe, expect, it } from 'vitest';
import { keyframeVerdict } from './keyframe-alignment';

const every = (step: number, until: number) =>
  Array.from({ length: Math.floor(until / step) + 1 }, (_, i) => i * step);

describe('keyframeVerdict', () => {
  it('accepts renditions with keyframes every 2 s at the same instants', () => {
    const keyframes = every(2, 20);
    expect(
      keyframeVerdict(
        [
          { height: 720, keyframes, duration: 21 },
          { height: 360, keyframes: keyframes.map((t) => t + 0.001), duration: 21 },
        ],
        4,
      ),
    ).toEqual({ aligned: true, maxGap: expect.closeTo(2, 3) });
  });

  it('accepts 2 s segments on keyframes a frame past each 2 s instant, audio a little past the last frame', () => {
    // Forced keyframes at 29.97 fps land on the first frame at or after each instant.
    const keyframes = every(2, 38).map((t) => Math.ceil(t * 29.97) / 29.97);
    expect(keyframeVerdict([{ height: 360, keyframes, duration: 40.05 }], 2)).toEqual({
      aligned: true,
      maxGap: expect.closeTo(2.05, 2),
    });
    expect(keyframeVerdict([{ height: 360, keyframes: [0, 2, 4.2], duration: 6 }], 2)).toEqual({
      aligned: false,
      reason: '360p has 2.2 s between keyframes at 2 s, longer than a 2 s segment',
    });
  });

  it.each([
    [
      'a gap longer than a segment',
      [{ height: 360, keyframes: [0, 2, 8.4], duration: 10 }],
      '360p has 6.4 s between keyframes at 2 s, longer than a 4 s segment',
    ],
    [
      'a long tail after the last keyframe',
      [{ height: 360, keyframes: [0, 2, 4], duration: 9 }],
      '360p has 5 s between keyframes at 4 s, longer than a 4 s segment',
    ],
    [
      'a rendition that does not start on a keyframe',
      [{ height: 360, keyframes: [1.2, 3.2], duration: 4 }],
      '360p does not start on a keyframe (first at 1.2 s)',
    ],
    [
      'a scene-cut keyframe in one rendition only',
      [
        { height: 720, keyframes: [0, 2, 4, 6], duration: 8 },
        { height: 360, keyframes: [0, 2, 3.48, 4, 6], duration: 8 },
      ],
      "360p's keyframes differ from 720p's at 3.48 s",
    ],
    [
      'one rendition with fewer keyframes',
      [
        { height: 720, keyframes: [0, 2, 4, 6], duration: 8 },
        { height: 360, keyframes: [0, 2, 4], duration: 6 },
      ],
      "360p's keyframes differ from 720p's at 6 s",
    ],
    ['a rendition with no keyframe', [{ height: 240, keyframes: [], duration: 3 }], '240p has no keyframe'],
    ['no renditions', [], 'there are no renditions'],
  ])('refuses %s', (_, renditions, reason) => {
    expect(keyframeVerdict(renditions, 4)).toEqual({ aligned: false, reason });
  });
});
