import { describe, expect, it } from 'vitest';
import { offlineQualityIndex } from './offline-quality';

describe('offlineQualityIndex', () => {
  const q = [1080, 720, 480, 360];
  it('gives the quality asked for when the module has it', () => {
    expect(offlineQualityIndex(q, 480)).toBe(2);
  });
  it('else the nearest below, never more data than chosen', () => {
    expect(offlineQualityIndex(q, 600)).toBe(2);
    expect(offlineQualityIndex(q, 4320)).toBe(0);
  });
  it('else the lowest the module has', () => {
    expect(offlineQualityIndex(q, 240)).toBe(3);
    expect(offlineQualityIndex([null, 720], 240)).toBe(1);
  });
  it('with none asked, the one the player starts with; nothing for a module without video', () => {
    expect(offlineQualityIndex(q, null)).toBe(0);
    expect(offlineQualityIndex([], 360)).toBeUndefined();
  });
});
