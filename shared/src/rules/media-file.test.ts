import { describe, expect, it } from 'vitest';
import { isInlineAudio, isPdf } from './media-file';

describe('isInlineAudio', () => {
  it('plays mp3 inline whatever the case or dot', () => {
    expect(isInlineAudio('mp3')).toBe(true);
    expect(isInlineAudio('.MP3')).toBe(true);
  });
  it('downloads every other file', () => {
    expect(isInlineAudio('pdf')).toBe(false);
    expect(isInlineAudio('mp4')).toBe(false);
    expect(isInlineAudio('mp3.zip')).toBe(false);
  });
});

describe('isPdf', () => {
  it('recognises a pdf extension or a URL ending in .pdf, ignoring the query', () => {
    expect(isPdf('pdf')).toBe(true);
    expect(isPdf('/media/public/abc.PDF?x=1')).toBe(true);
    expect(isPdf('/media/public/abc.jpg')).toBe(false);
    expect(isPdf('/media/public/pdf.epub')).toBe(false);
  });
});
