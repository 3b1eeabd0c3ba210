import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The fields senangPay posts to the callback and appends to the return URL. */
export type SenangPayFields = {
  status_id: string;
  order_id: string;
  transaction_id: string;
  msg: string;
};

/** One-off request hash: HMAC-SHA256 keyed with the secret over secret + detail + amount + order_id. */
export function senangPayRequestHash(
  secret: string,
  detail: string,
  amount: string,
  orderId: string,
): string {
  return createHmac('sha256', secret).update(`${secret}${detail}${amount}${orderId}`).digest('hex');
}

/** Callback and return hash: HMAC-SHA256 keyed with the secret over secret + status_id + order_id + transaction_id + msg. */
export function senangPayCallbackHash(secret: string, f: SenangPayFields): string {
  return createHmac('sha256', secret)
    .update(`${secret}${f.status_id}${f.order_id}${f.transaction_id}${f.msg}`)
    .digest('hex');
}

/** Recurring request hash: plain SHA-256 over secret + recurring_id + order_id. */
export function senangPayRecurringRequestHash(secret: string, recurringId: string, orderId: string): string {
  return createHash('sha256').update(`${secret}${recurringId}${orderId}`).digest('hex');
}

/** Recurring callback and return hash: plain SHA-256 over secret + status_id + order_id + transaction_id + msg. */
export function senangPayRecurringHash(secret: string, f: SenangPayFields): string {
  return createHash('sha256')
    .update(`${secret}${f.status_id}${f.order_id}${f.transaction_id}${f.msg}`)
    .digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Picks the four signed fields out of a form or query, or null when one is missing. */
export function senangPayFieldsOf(
  input: Record<string, string>,
): (SenangPayFields & { hash: string }) | null {
  const { status_id, order_id, transaction_id, msg, hash } = input;
  if (!status_id || !order_id || !transaction_id || msg === undefined || !hash) return null;
  return { status_id, order_id, transaction_id, msg, hash };
}
