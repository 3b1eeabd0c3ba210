import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF as a reader sees it: its text laid out (poppler's pdftotext) and its page facts (pdfinfo). */
export function readPdf(pdf: Buffer): { text: string; info: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mahir-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    return {
      text: execFileSync('pdftotext', ['-layout', file, '-']).toString(),
      info: execFileSync('pdfinfo', [file]).toString(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
