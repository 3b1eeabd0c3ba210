/**
 * Every PDF report the server renders, by kind: a loader of its `render(data) => Promise<Buffer>`. The report
 * workers import this table, so a report document is loaded in a worker thread, never on the request path.
 * A new report is one line here (its `*.report.tsx` exports the render function) and then
 * `renderReport('kind', data)` from its route.
 */
export const REPORTS = {
  'login-statistics': () => import('./login-statistics.report').then((m) => m.renderLoginStatisticsReport),
  receipt: () => import('../my-orders/receipt.report').then((m) => m.renderReceipt),
  'subreseller-statement': () =>
    import('../commissions/subreseller-statement.report').then((m) => m.renderSubResellerStatementReport),
  'commission-payout': () =>
    import('../commissions/commission-payout.report').then((m) => m.renderCommissionPayoutReport),
  certificate: () => import('../certificates/certificate.report').then((m) => m.renderCertificate),
  'tax-report': () => import('../tax/tax-report.report').then((m) => m.renderTaxReport),
} as const;

/** A registered report kind. */
export type ReportKind = keyof typeof REPORTS;

/** The data a report kind renders from (structured-cloned to the worker: plain objects, no functions). */
export type ReportInput<K extends ReportKind> = Parameters<Awaited<ReturnType<(typeof REPORTS)[K]>>>[0];

/** Whether a string names a registered report. */
export function isReportKind(kind: string): kind is ReportKind {
  return Object.hasOwn(REPORTS, kind);
}
