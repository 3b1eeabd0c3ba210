import { describe, expect, it } from 'vitest';
import { decryptTotpSecret, encryptTotpSecret, SecondFactorSecretError } from './second-factor-secret';

const APP = 'a'.repeat(64);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Flips one bit of one base64url part of a stored value. */
function flip(stored: string, part: number): string {
  const parts = stored.split('.');
  const bytes = Buffer.from(parts[part] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('TOTP secrets at rest (AES-256-GCM, key from APP_SECRET)', () => {
  it('round-trips, with a fresh IV each time and no secret in the clear', () => {
    const a = encryptTotpSecret(APP, 7, SECRET);
    const b = encryptTotpSecret(APP, 7, SECRET);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain(SECRET);
    expect(decryptTotpSecret(APP, 7, a)).toBe(SECRET);
    expect(decryptTotpSecret(APP, 7, b)).toBe(SECRET);
  });

  it('detects any change: the IV, the ciphertext, the tag', () => {
    const stored = encryptTotpSecret(APP, 7, SECRET);
    for (const part of [1, 2, 3])
      expect(() => decryptTotpSecret(APP, 7, flip(stored, part))).toThrow(SecondFactorSecretError);
  });

  it('refuses a secret moved to another user, read with another APP_SECRET, or malformed', () => {
    const stored = encryptTotpSecret(APP, 7, SECRET);
    expect(() => decryptTotpSecret(APP, 8, stored)).toThrow(SecondFactorSecretError);
    expect(() => decryptTotpSecret('b'.repeat(64), 7, stored)).toThrow(SecondFactorSecretError);
    for (const bad of ['', 'v1', 'v2.a.b.c', `${stored}.x`, stored.replace('v1.', 'v0.')])
      expect(() => decryptTotpSecret(APP, 7, bad)).toThrow(SecondFactorSecretError);
  });
});
