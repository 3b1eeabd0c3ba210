import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadName } from './content-disposition';

describe('downloadName', () => {
  it('keeps readable titles and adds the extension', () => {
    expect(downloadName('Bab 1: Nombor Bulat dan Operasi', 'PDF')).toBe('Bab 1 Nombor Bulat dan Operasi.pdf');
  });
  it('removes path separators, quotes and control characters', () => {
    expect(downloadName('../../etc/"passwd"\n', 'jpg')).toBe('etc passwd.jpg');
    expect(downloadName('a\\b|c<d>e?f*', 'png')).toBe('a b c d e f.png');
  });
  it('falls back to a generic name and caps the length', () => {
    expect(downloadName('///', 'zip')).toBe('download.zip');
    expect(downloadName('x'.repeat(300), 'pdf')).toBe(`${'x'.repeat(120)}.pdf`);
  });
});

describe('contentDisposition', () => {
  it('marks inline and attachment answers', () => {
    expect(contentDisposition('inline')).toBe('inline');
    expect(contentDisposition('attachment', 'Nota.pdf')).toBe(
      `attachment; filename="Nota.pdf"; filename*=UTF-8''Nota.pdf`,
    );
  });
  it('gives an ASCII fallback and the UTF-8 name for other scripts', () => {
    expect(contentDisposition('attachment', 'Kuiz – ضياء (1).pdf')).toBe(
      `attachment; filename="Kuiz _ ____ (1).pdf"; filename*=UTF-8''Kuiz%20%E2%80%93%20%D8%B6%D9%8A%D8%A7%D8%A1%20%281%29.pdf`,
    );
  });
});
