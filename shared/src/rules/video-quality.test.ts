import { describe, expect, it } from 'vitest';
import { defaultQualityIndex } from './video-quality';

describe('defaultQualityIndex', () => {
  it.each([
    [[2160, 1080, 720], 1],
    [[2160, 720, 480], 1],
    [[480, 720], 1],
    [[4320, 2160], 1],
    [[null], 0],
    [[], -1],
  ])('picks from %j the index %i', (qualities, expected) => {
    expect(defaultQualityIndex(qualities)).toBe(expected);
  });
});
