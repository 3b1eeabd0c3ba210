import { describe, expect, it } from 'vitest';
import { nextUploads, planFolderImport, queuePercent, titleFromName } from './authoring-form-import';
import {
  RESUMABLE_FROM_BYTES,
  tusUploadId,
  uploadLabel,
  uploadOutcome,
  uploadPercent,
  usesTus,
} from './authoring-form-upload';

describe('upload states', () => {
  it('accepts unless the server says the format is wrong, and shows its message', () => {
    expect(uploadOutcome({ is_format: true })).toEqual({ phase: 'accepted' });
    const rejected = uploadOutcome({ is_format: false, message: 'Format fail mesti mp4' });
    expect(rejected).toEqual({ phase: 'rejected', message: 'Format fail mesti mp4' });
    expect(uploadLabel(rejected, '00:01:00')).toBe('Format fail mesti mp4');
    expect(uploadLabel({ phase: 'uploading', percent: 4 }, 'x')).toBe('Please Wait...');
    expect(uploadLabel({ phase: 'accepted' }, '00:01:00')).toBe('00:01:00');
  });

  it('computes percent and picks tus for large files', () => {
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(300, 200)).toBe(100);
    expect(uploadPercent(1, 0)).toBe(0);
    expect(usesTus(100)).toBe(false);
    expect(usesTus(9 * 1024 * 1024)).toBe(true);
  });

  it('sends small files as plain multipart even where resumable uploads are wanted', () => {
    // Through tus a small file sits at 0 % and jumps to the end: one chunk, no progress in between.
    expect(usesTus(250_000, true)).toBe(false);
    expect(usesTus(RESUMABLE_FROM_BYTES - 1, true)).toBe(false);
    expect(usesTus(RESUMABLE_FROM_BYTES, true)).toBe(true);
    expect(usesTus(RESUMABLE_FROM_BYTES, false)).toBe(false);
  });

  it('takes the upload id from the tus URL', () => {
    expect(tusUploadId('http://h/files/abc123')).toBe('abc123');
    expect(tusUploadId('/files/abc123/?x=1')).toBe('abc123');
  });
});

describe('bulk folder import', () => {
  it('makes a chapter per sub-folder and a module per video, in natural order', () => {
    const plan = planFolderImport([
      { path: 'Kursus/02 Bab Dua/10_akhir.mp4', size: 3 },
      { path: 'Kursus/02 Bab Dua/2 - mula.mp4', size: 2 },
      { path: 'Kursus/01 Bab Satu/a.mp4', size: 1 },
      { path: 'Kursus/01 Bab Satu/nota.pdf', size: 1 },
      { path: 'Kursus/.hidden/x.mp4', size: 1 },
      { path: 'Kursus/01 Bab Satu/deep/b.MP4', size: 4 },
    ]);
    expect(plan.map((c) => c.title)).toEqual(['Bab Satu', 'Bab Dua']);
    expect(plan[0]?.modules.map((m) => m.title)).toEqual(['a', 'b']);
    expect(plan[1]?.modules.map((m) => m.title)).toEqual(['mula', 'akhir']);
  });

  it('puts loose videos in a chapter named after the folder', () => {
    expect(planFolderImport([{ path: 'Fizik/intro.mp4', size: 1 }])).toEqual([
      { title: 'Fizik', modules: [{ title: 'intro', path: 'Fizik/intro.mp4', size: 1 }] },
    ]);
    expect(titleFromName('03.mp4')).toBe('03');
  });

  it('starts queued uploads in order, up to three at a time', () => {
    const q = (statuses: string[]) => statuses.map((status, i) => ({ key: String(i), status }));
    expect(nextUploads(q(['queued', 'queued', 'queued', 'queued'])).map((i) => i.key)).toEqual([
      '0',
      '1',
      '2',
    ]);
    expect(nextUploads(q(['uploading', 'done', 'queued', 'queued', 'queued'])).map((i) => i.key)).toEqual([
      '2',
      '3',
    ]);
    expect(nextUploads(q(['uploading', 'uploading', 'uploading', 'queued']))).toEqual([]);
    expect(nextUploads(q(['paused', 'failed', 'done']))).toEqual([]);
    expect(nextUploads(q(['queued', 'queued']), 1).map((i) => i.key)).toEqual(['0']);
  });

  it('reports overall progress by bytes', () => {
    expect(queuePercent([])).toBe(0);
    expect(
      queuePercent([
        { size: 100, sent: 100 },
        { size: 300, sent: 0 },
      ]),
    ).toBe(25);
  });
});
