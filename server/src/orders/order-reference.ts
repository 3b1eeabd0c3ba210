import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new public order reference, e.g. `MHR-2026-7KQ3M9XH2A`: unique, unguessable, valid as senangPay's order_id. */
export function newOrderReference(now: Date): string {
  const bytes = randomBytes(10);
  let tail = '';
  for (const b of bytes) tail += ALPHABET[b % ALPHABET.length];
  return `MHR-${now.getUTCFullYear()}-${tail}`;
}

/**
 * Whether a value can be an order reference (ours, or the demo seed's sequential ones): letters, digits
 * and hyphens. Anything else (a NUL, a path, a megabyte) names no order and never reaches a query.
 */
export function isOrderReference(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/.test(value);
}

/** A url-safe slug for the order's hashslug column. */
export function newHashslug(): string {
  return randomBytes(12).toString('base64url');
}

/** The shopper's page for an order. */
export function orderPagePath(reference: string): string {
  return `/orders/${encodeURIComponent(reference)}`;
}
