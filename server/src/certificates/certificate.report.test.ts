import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ReportPool } from '../reports/report-pool';
import type { CertificateReportData } from './certificate.report';
import { certificateCheckUrl, certificateFileKey } from './certificate-links';

const work = mkdtempSync(join(tmpdir(), 'mahir-cert-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const data: CertificateReportData = {
  learnerName: 'Nur Aisyah binti Ahmad',
  courseTitle: 'Matematik Tahun 5: Pecahan dan Perpuluhan',
  tutorName: 'Cikgu Siti Rahmah',
  // 23:30 on 24 November UTC is 25 November in Malaysia.
  issuedAt: '2026-11-24T23:30:00.000Z',
  code: '7K3M9Q2XHW5',
  checkUrl: certificateCheckUrl('https://mahir.example.my/', '7K3M9Q2XHW5'),
};

/** Text and page facts of a PDF as poppler reads them, and its page as an image for the QR decoder. */
function inspect(pdf: Buffer) {
  const file = join(work, `c-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  const info = execFileSync('pdfinfo', [file]).toString();
  const prefix = file.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-r', '150', '-png', file, prefix]);
  const png = readdirSync(work).find(
    (f) => f.startsWith(prefix.split('/').at(-1) ?? '') && f.endsWith('.png'),
  );
  if (process.env.CERTIFICATE_PREVIEW)
    writeFileSync(process.env.CERTIFICATE_PREVIEW, readFileSync(join(work, png ?? '')));
  return { text, info, png: readFileSync(join(work, png ?? '')) };
}

async function decodeQr(png: Buffer): Promise<string | null> {
  const { data: px, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(px.buffer, px.byteOffset, px.length), info.width, info.height)?.data ?? null
  );
}

describe('certificate PDF', () => {
  it('renders in the report pool as one landscape A4 page with the names, date, code and a QR of the check page', async () => {
    const pool = new ReportPool({ size: 1, timeoutMs: 60_000, maxQueue: 5 });
    try {
      const started = performance.now();
      const pdf = await pool.render('certificate', data);
      const first = performance.now() - started;
      const again = performance.now();
      await pool.render('certificate', data);
      const warm = performance.now() - again;
      console.info(
        `certificate render: first ${first.toFixed(0)} ms (worker start), warm ${warm.toFixed(0)} ms`,
      );
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { text, info, png } = inspect(pdf);
      expect(info).toMatch(/Pages:\s+1\n/);
      expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
      const flat = text.replace(/\s+/g, ' ');
      for (const expected of [
        'SIJIL PENYEMPURNAAN',
        'Certificate of Completion',
        'Dengan ini disahkan bahawa',
        'This is to certify that',
        'Nur Aisyah binti Ahmad',
        'telah menamatkan kursus',
        'Matematik Tahun 5: Pecahan dan Perpuluhan',
        'Cikgu Siti Rahmah',
        '25 November 2026',
        'Tarikh / Date',
        'Pengajar / Tutor',
        '7K3M-9Q2X-HW5',
        'Kod pengesahan / Verification code',
        'https://mahir.example.my/certificates/7K3M9Q2XHW5',
      ])
        expect(flat).toContain(expected);
      expect(flat.replace(/ /g, '')).toContain('MAHIRSIJIL');
      expect(await decodeQr(png)).toBe('https://mahir.example.my/certificates/7K3M9Q2XHW5');
    } finally {
      await pool.close();
    }
  });

  it('prints the Malaysia date in Malay and English when the months differ', async () => {
    const { renderCertificate } = await import('./certificate.report');
    const pdf = await renderCertificate({ ...data, issuedAt: '2026-08-01T02:00:00.000Z' });
    const flat = inspect(pdf).text.replace(/\s+/g, ' ');
    expect(flat).toContain('1 Ogos 2026');
    expect(flat).toContain('1 August 2026');
  });

  it('keeps certificates under their own keys', () => {
    expect(certificateFileKey('7K3M9Q2XHW5')).toBe('certificates/7K/7K3M9Q2XHW5.pdf');
    expect(certificateCheckUrl('http://localhost:8080', 'AB')).toBe('http://localhost:8080/certificates/AB');
  });
});
