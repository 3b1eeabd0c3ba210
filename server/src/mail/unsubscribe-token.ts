import { createHmac, timingSafeEqual } from 'node:crypto';
import { isMailCategory, type MailCategory } from '@mahir/shared/mail';

/** Whose mail of which kind an unsubscribe link turns off. */
export interface UnsubscribeSubject {
  userId: number;
  category: MailCategory;
}

// The purpose is part of what is signed, so no other signature made with the app secret passes here.
function signature(secret: string, userId: number, category: MailCategory): string {
  return createHmac('sha256', secret).update(`mail-unsubscribe:v1:${userId}:${category}`).digest('base64url');
}

/**
 * A one-click unsubscribe token: `<user id>.<category>.<HMAC>`. Signed with the app secret, so it needs
 * no table and keeps working for as long as the secret does, as RFC 8058 expects of such links.
 *
 * @example signUnsubscribeToken(secret, { userId: 42, category: 'progress' }) // '42.progress.x3Jf...'
 */
export function signUnsubscribeToken(secret: string, subject: UnsubscribeSubject): string {
  if (!Number.isSafeInteger(subject.userId) || subject.userId <= 0)
    throw new RangeError('user id must be positive');
  return `${subject.userId}.${subject.category}.${signature(secret, subject.userId, subject.category)}`;
}

/** The subject of a genuine token; null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const m = /^([1-9]\d{0,15})\.([a-z-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const userId = Number(m[1]);
  const category = m[2];
  if (!Number.isSafeInteger(userId) || !isMailCategory(category)) return null;
  const expected = Buffer.from(signature(secret, userId, category));
  const given = Buffer.from(m[3]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, category } : null;
}
