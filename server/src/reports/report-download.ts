import type { HttpContext } from '../http/state';
import { renderReport } from './report-pool';
import type { ReportInput, ReportKind } from './report-registry';

/** Renders a registered report and answers it as a PDF download that no cache keeps. */
export async function sendReport<K extends ReportKind>(
  ctx: HttpContext,
  kind: K,
  data: ReportInput<K>,
  filename: string,
): Promise<void> {
  const pdf = await renderReport(kind, data);
  ctx.set('Content-Type', 'application/pdf');
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = pdf;
}
