import { createHash } from 'node:crypto';
import { formatRM } from '@mahir/shared/money/ringgit';
import type { SandboxPublicDocument } from './myinvois-sandbox.client';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937}' +
  'h1{font-size:1.4rem}table{width:100%;border-collapse:collapse;margin:1rem 0}' +
  'th{text-align:left;font-weight:500;color:#52606d;padding:.4rem 1rem .4rem 0;border-bottom:1px solid #e5e7eb}' +
  'td{padding:.4rem 0;border-bottom:1px solid #e5e7eb}' +
  '.badge{display:inline-block;padding:.1rem .5rem;border-radius:.3rem;background:#dcfce7;font-size:.8rem}' +
  '.note{color:#52606d;font-size:.85rem}';

/** The validation page's Content-Security-Policy: no script, only its own style. */
export const VALIDATION_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256')
  .update(STYLE)
  .digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

function esc(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * What the built-in sandbox shows at a validation link (`/myinvois-sandbox/{uuid}/share/{longId}`), in the
 * manner of MyInvois's public page: the document's type, number, parties, dates, totals and status.
 */
export function validationPage({ summary: s }: SandboxPublicDocument): string {
  const rows: Array<[string, string]> = [
    ['Status', s.status],
    ['Type', `${s.typeName} ${s.typeVersionName}`],
    ['e-Invoice code / number', s.internalId],
    ['Unique identifier (UUID)', s.uuid],
    ['Supplier', `${s.issuerName} (${s.issuerTin})`],
    ['Buyer', `${s.receiverName ?? '-'}${s.receiverId ? ` (${s.receiverId})` : ''}`],
    ['Issued', s.issuedAt],
    ['Validated', s.validatedAt ?? '-'],
    ['Total excluding tax', formatRM(s.totalExcludingTaxSen)],
    ['Total payable', formatRM(s.totalPayableSen)],
  ];
  if (s.cancelledAt) rows.push(['Cancelled', `${s.cancelledAt} ${s.statusReason ?? ''}`]);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>e-Invoice ${esc(s.internalId)}</title><style>${STYLE}</style></head><body><h1>e-Invoice validation <span class="badge">${esc(s.status)}</span></h1><table>${rows
    .map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join(
      '',
    )}</table><p class="note">Built-in MyInvois sandbox: no MYINVOIS_CLIENT_ID is set, so this document was validated by Mahir's sandbox, not by LHDN.</p></body></html>`;
}
