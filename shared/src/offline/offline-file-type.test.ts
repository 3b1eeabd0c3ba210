import { describe, expect, it } from 'vitest';
import { offlineEbookOpening, offlineEbookType, offlineExtensionOf } from './offline-file-type';

describe('offline file types', () => {
  it('keeps every ebook format an upload accepts, with its type', () => {
    expect(offlineEbookType('pdf')).toEqual({ extension: 'pdf', mime: 'application/pdf' });
    expect(offlineEbookType('EPUB')).toEqual({ extension: 'epub', mime: 'application/epub+zip' });
    expect(offlineEbookType('.zip')).toEqual({ extension: 'zip', mime: 'application/zip' });
  });

  it('refuses a format that is no ebook upload', () => {
    for (const ext of ['mobi', 'docx', 'mp3', '', 'pdf.exe']) expect(offlineEbookType(ext), ext).toBeNull();
  });

  it('names the local file by its type, parameters ignored', () => {
    expect(offlineExtensionOf('application/epub+zip')).toBe('epub');
    expect(offlineExtensionOf('text/vtt; charset=utf-8')).toBe('vtt');
    expect(offlineExtensionOf('Video/MP4')).toBe('mp4');
    expect(offlineExtensionOf('text/html')).toBeNull();
  });

  it('opens a PDF in the viewer (records made before the type was kept are PDFs); saves EPUB and ZIP', () => {
    expect(offlineEbookOpening('application/pdf')).toBe('viewer');
    expect(offlineEbookOpening(undefined)).toBe('viewer');
    expect(offlineEbookOpening('application/epub+zip')).toBe('save');
    expect(offlineEbookOpening('application/zip')).toBe('save');
  });
});
