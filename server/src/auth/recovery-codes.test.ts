import { describe, expect, it } from 'vitest';
import {
  findRecoveryCode,
  hashRecoveryCode,
  hashRecoveryCodes,
  newRecoveryCodes,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
} from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten distinct codes of 16 Crockford base32 characters in groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of codes) expect(c).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
  });

  it('uses every character of the alphabet (80 random bits, no bias toward some letters)', () => {
    const seen = new Set(newRecoveryCodes(400).join('').replace(/-/g, ''));
    expect(seen.size).toBe(32);
  });

  it('reads typed codes forgivingly: case, spaces, dashes, and i/l/o for 1/1/0', () => {
    expect(normalizeRecoveryCode('7K2M-Q9XD-4HZ0-C1VA')).toBe('7k2mq9xd4hz0c1va');
    expect(normalizeRecoveryCode(' 7k2m q9xd 4hzO cIva ')).toBe('7k2mq9xd4hz0c1va');
    for (const bad of ['', '7k2m-q9xd-4hz0', '7k2m-q9xd-4hz0-c1vau', '7k2m-q9xd-4hz0-c1v!'])
      expect(normalizeRecoveryCode(bad)).toBeNull();
  });

  it('stores salted hashes, one salt per code, and finds a typed code among them', () => {
    const codes = newRecoveryCodes(3);
    const stored = hashRecoveryCodes(codes).map((h, id) => ({ id, salt: h.salt, code_hash: h.codeHash }));
    expect(new Set(stored.map((s) => s.salt)).size).toBe(3);
    for (const s of stored) expect(s.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const second = codes[1] ?? '';
    expect(stored[1]?.code_hash).toBe(
      hashRecoveryCode(normalizeRecoveryCode(second) ?? '', stored[1]?.salt ?? ''),
    );
    expect(JSON.stringify(stored)).not.toContain(second.replace(/-/g, ''));
    expect(findRecoveryCode(stored, second.toUpperCase())?.id).toBe(1);
    expect(findRecoveryCode(stored, '0000-0000-0000-0000')).toBeUndefined();
    expect(findRecoveryCode(stored, 'not a code')).toBeUndefined();
  });

  it('the same code under two salts hashes differently', () => {
    expect(hashRecoveryCode('7k2mq9xd4hz0c1va', 'aa')).not.toBe(hashRecoveryCode('7k2mq9xd4hz0c1va', 'bb'));
  });
});
