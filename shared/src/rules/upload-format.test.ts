import { describe, expect, it } from 'vitest';
import { INGEST_MSG, isSafeZipEntryName, previewAccepts, previewKindFor, typeList } from './upload-format';

describe('upload format rules', () => {
  it('refuses zip entry names that leave the folder or hide tricks', () => {
    expect(isSafeZipEntryName('photos/beach.jpg')).toBe(true);
    expect(isSafeZipEntryName('a/b/c.png')).toBe(true);
    expect(isSafeZipEntryName('../etc/passwd')).toBe(false);
    expect(isSafeZipEntryName('photos/../../x.jpg')).toBe(false);
    expect(isSafeZipEntryName('/abs.jpg')).toBe(false);
    expect(isSafeZipEntryName('C:/win.jpg')).toBe(false);
    expect(isSafeZipEntryName('dir\\x.jpg')).toBe(false);
    expect(isSafeZipEntryName('bad\u0000name.jpg')).toBe(false);
    expect(isSafeZipEntryName('./x.jpg')).toBe(false);
    expect(isSafeZipEntryName('')).toBe(false);
    expect(isSafeZipEntryName(`${'a'.repeat(300)}.jpg`)).toBe(false);
  });

  it('picks the preview kind by main category and never accepts zips there', () => {
    expect(previewKindFor(7)).toBe('ebook');
    expect(previewKindFor(8)).toBe('audio');
    expect(previewKindFor(9)).toBe('image');
    expect(previewKindFor(1)).toBeNull();
    expect(previewAccepts('ebook')).toEqual(['pdf', 'epub']);
  });

  it('names the accepted types in its messages', () => {
    expect(typeList(['pdf', 'epub', 'zip'])).toBe('PDF, EPUB or ZIP');
    expect(INGEST_MSG.wrongType('banner')).toBe('Only JPG or PNG files are accepted.');
    expect(INGEST_MSG.tooLarge('banner')).toBe('The file is larger than 10 MB.');
  });
});
