import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpCodeAt, totpQrSvg, totpStepAt, totpUri } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890" (base32 below). The
// RFC's codes have 8 digits; ours have 6, which are the last 6 of the same truncation.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  it.each(RFC_VECTORS)('at %i s the code is the last six digits of %s', (seconds, code8) => {
    const at = new Date(seconds * 1000);
    expect(totpCodeAt(RFC_SECRET, at)).toBe(code8.slice(2));
    expect(matchTotp(RFC_SECRET, code8.slice(2), at)).toBe(Math.floor(seconds / 30));
  });

  it('counts steps of 30 seconds from the Unix epoch', () => {
    expect(totpStepAt(new Date(0))).toBe(0);
    expect(totpStepAt(new Date(29_999))).toBe(0);
    expect(totpStepAt(new Date(30_000))).toBe(1);
  });

  it('accepts the previous and the next step, nothing further, and answers the step matched', () => {
    const at = new Date('2026-11-26T10:00:15Z');
    const step = totpStepAt(at);
    const secret = newTotpSecret();
    for (const offset of [-1, 0, 1]) {
      const code = totpCodeAt(secret, new Date(at.getTime() + offset * 30_000));
      expect(matchTotp(secret, code, at)).toBe(step + offset);
    }
    for (const offset of [-3, -2, 2, 3]) {
      const code = totpCodeAt(secret, new Date(at.getTime() + offset * 30_000));
      // A code of a step outside the window only matches if it happens to equal one inside (1 in ~300,000).
      const inside = [-1, 0, 1].map((o) => totpCodeAt(secret, new Date(at.getTime() + o * 30_000)));
      if (!inside.includes(code)) expect(matchTotp(secret, code, at)).toBeNull();
    }
  });

  it('ignores spaces and refuses anything but six digits', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    const secret = newTotpSecret();
    const code = totpCodeAt(secret, at);
    expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, at)).toBe(totpStepAt(at));
    for (const bad of ['', '12345', '1234567', 'abcdef', `${code}0`, '１２３４５６'])
      expect(matchTotp(secret, bad, at)).toBeNull();
  });

  it('makes 160-bit secrets, all different', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => newTotpSecret()));
    expect(secrets.size).toBe(50);
    for (const s of secrets) expect(s).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('writes the otpauth URI authenticator apps read, and its QR code', async () => {
    const uri = totpUri({ secretBase32: RFC_SECRET, issuer: 'Mahir', account: 'admin@demo.my' });
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Mahir:admin@demo.my');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Mahir',
      secret: RFC_SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    const svg = await totpQrSvg(uri);
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});
