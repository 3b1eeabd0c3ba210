import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP (RFC 6238) as authenticator apps expect it: HMAC-SHA-1, 6 digits, 30-second steps. Codes one step
 * either side of now are accepted (clock drift, a code typed as it turned), and the step a code belongs to
 * is answered so the caller can refuse a step already used (`second-factor.service.ts`).
 */
const SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** Steps either side of the current one whose codes are accepted. */
export const TOTP_WINDOW_STEPS = 1;

/** A new secret: 160 random bits (the size RFC 4226 recommends for HMAC-SHA-1), in base32. */
export function newTotpSecret(): string {
  const bytes = randomBytes(20);
  return new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) }).base32;
}

/** The TOTP time step of an instant: Unix seconds / 30, rounded down. */
export function totpStepAt(at: Date): number {
  return TOTP.counter({ period: SETTINGS.period, timestamp: at.getTime() });
}

/** The code of a secret at an instant (what the authenticator app shows). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secretBase32), ...SETTINGS, timestamp: at.getTime() });
}

/**
 * The time step a typed code belongs to, within one step of `at`, or null when it matches none. Spaces are
 * ignored ("123 456"); anything but six digits is refused before any HMAC is computed.
 */
export function matchTotp(secretBase32: string, code: string, at: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secretBase32),
    ...SETTINGS,
    timestamp: at.getTime(),
    window: TOTP_WINDOW_STEPS,
  });
  return delta === null ? null : totpStepAt(at) + delta;
}

/** The `otpauth://totp/Issuer:account?secret=...` URI an authenticator app reads from the QR code. */
export function totpUri(input: { secretBase32: string; issuer: string; account: string }): string {
  return new TOTP({
    issuer: input.issuer,
    label: input.account,
    secret: Secret.fromBase32(input.secretBase32),
    ...SETTINGS,
  }).toString();
}

/** The URI as a QR code (SVG, to show on the set-up page). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
