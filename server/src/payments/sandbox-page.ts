import { createHash } from 'node:crypto';
import { formatRM } from '@mahir/shared';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}' +
  'h1{font-size:1.4rem}table{width:100%;border-collapse:collapse;margin:1rem 0}' +
  'td{padding:.4rem 0;border-bottom:1px solid #e5e7eb}td.n{text-align:right}' +
  '.badge{display:inline-block;padding:.1rem .5rem;border-radius:.3rem;background:#fef3c7;font-size:.8rem}' +
  'form{display:inline-block;margin-right:.5rem}button{font-size:1rem;padding:.6rem 1.4rem;border:0;' +
  'border-radius:.4rem;cursor:pointer}.ok{background:#16a34a;color:#fff}.no{background:#dc2626;color:#fff}';

/** Content-Security-Policy for the sandbox page: no script at all, only this page's own style. */
export const SANDBOX_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256')
  .update(STYLE)
  .digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

function esc(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export interface SandboxPageOrder {
  reference: string;
  status: string;
  totalSen: number;
  method: string | null;
  /** A paid recurring order whose next period is due: the page offers to pay that renewal. */
  renewable: boolean;
  lines: Array<{ name: string; quantity: number; subtotalSen: number }>;
}

/** The sandbox provider page: the order, and Approve and Decline forms carrying the CSRF token. */
export function sandboxPage(order: SandboxPageOrder, csrfToken: string, orderPage: string): string {
  const action = `/payments/sandbox/${encodeURIComponent(order.reference)}`;
  const rows = order.lines
    .map(
      (l) => `<tr><td>${esc(l.name)} × ${l.quantity}</td><td class="n">${formatRM(l.subtotalSen)}</td></tr>`,
    )
    .join('');
  const button = (decision: string, label: string, cls: string) =>
    `<form method="post" action="${esc(action)}"><input type="hidden" name="_token" value="${esc(csrfToken)}">` +
    `<input type="hidden" name="decision" value="${decision}"><button type="submit" class="${cls}" name="submit" ` +
    `data-testid="sandbox-${decision}">${label}</button></form>`;
  const back = `<p>This order is ${esc(order.status)}. <a href="${esc(orderPage)}">Back to the order</a></p>`;
  const actions =
    order.status === 'pending'
      ? button('approve', 'Approve', 'ok') + button('decline', 'Decline', 'no')
      : order.renewable
        ? back + button('renew', 'Pay the renewal that is due', 'ok')
        : back;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="csrf-token" content="${esc(csrfToken)}"><title>Sandbox payment ${esc(order.reference)}</title><style>${STYLE}</style></head>
<body><h1>Sandbox payment</h1><p><span class="badge">TEST MODE</span> No real money moves. Method: ${esc(order.method ?? '')}</p>
<p>Order <strong data-testid="sandbox-reference">${esc(order.reference)}</strong></p>
<table>${rows}<tr><td><strong>Total</strong></td><td class="n"><strong data-testid="sandbox-total">${formatRM(order.totalSen)}</strong></td></tr></table>
${actions}</body></html>`;
}
