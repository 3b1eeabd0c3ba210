import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  encodeLicencePayload,
  type OfflineLicence,
  readLicence,
} from '@mahir/shared/offline/offline-licence';

/** The licence's signature: HMAC-SHA256 with the app secret over a prefix no media link signs. */
function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`offline-licence|${payload}`).digest('base64url');
}

/** A signed offline licence: `payload.signature`, the payload readable by the app (`readLicence`). */
export function signLicence(secret: string, licence: OfflineLicence): string {
  const payload = encodeLicencePayload(licence);
  return `${payload}.${signature(secret, payload)}`;
}

/** The licence a token carries when we signed it, else null (its end is the caller's to judge). */
export function verifyLicence(secret: string, token: string): OfflineLicence | null {
  const licence = readLicence(token);
  if (!licence) return null;
  const [payload = '', given = ''] = token.split('.');
  const expected = Buffer.from(signature(secret, payload));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? licence : null;
}
