import { describe, expect, it } from 'vitest';
import { captionSource, captionTracksChanged } from './offline-captions';

const track = (lang: string, label: string, key: string, sig = 'a') => ({
  lang,
  label,
  url: `/media/captions/mod1/${key}.vtt?u=7&e=100&s=${sig}`,
});
const kept = (lang: string, label: string, key: string) => ({
  lang,
  label,
  source: `/media/captions/mod1/${key}.vtt`,
});

describe('kept caption tracks', () => {
  it('knows a track by its file, not its signature', () => {
    expect(captionSource('/media/captions/m/ms-1.vtt?u=1&e=2&s=x')).toBe('/media/captions/m/ms-1.vtt');
    expect(
      captionTracksChanged(
        [kept('ms', 'Bahasa Melayu', 'ms-1'), kept('en', 'English', 'en-1')],
        [track('en', 'English', 'en-1', 'b'), track('ms', 'Bahasa Melayu', 'ms-1', 'c')],
      ),
    ).toBe(false);
  });

  it('sees a language added or removed, a label changed and a track uploaded again', () => {
    const had = [kept('ms', 'Bahasa Melayu', 'ms-1')];
    expect(captionTracksChanged(had, [])).toBe(true);
    expect(captionTracksChanged([], [track('ms', 'Bahasa Melayu', 'ms-1')])).toBe(true);
    expect(
      captionTracksChanged(had, [track('ms', 'Bahasa Melayu', 'ms-1'), track('en', 'English', 'en-1')]),
    ).toBe(true);
    expect(captionTracksChanged(had, [track('ms', 'BM', 'ms-1')])).toBe(true);
    expect(captionTracksChanged(had, [track('ms', 'Bahasa Melayu', 'ms-2')])).toBe(true);
    expect(captionTracksChanged([], [])).toBe(false);
  });
});
