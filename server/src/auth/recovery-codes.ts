import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Recovery codes for a lost authenticator: ten, shown once, each usable once. A code is 80 random bits
 * written as 16 Crockford base32 characters (`7k2m-q9xd-4hz0-c1va`). They are stored as SHA-256 of a random
 * per-code salt and the code, not argon2: with 80 random bits no dictionary or brute force reaches them
 * (2^80 hashes), so a slow hash adds no safety, while checking a typed code against ten argon2 hashes would
 * cost about a third of a second of CPU per attempt and hand out a cheap way to load the server. The salt
 * keeps equal codes (there are none in practice) and precomputed tables apart.
 */
export const RECOVERY_CODE_COUNT = 10;

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 16;

/** Ten new codes, formatted for display in groups of four. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    let bits = 0n;
    for (const b of bytes) bits = (bits << 8n) | BigInt(b);
    let code = '';
    for (let i = LENGTH - 1; i >= 0; i--) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
    return code.match(/.{4}/g)?.join('-') ?? code;
  });
}

/**
 * A typed code as stored: case and spaces or dashes ignored, and the letters people confuse with digits
 * read as Crockford does (i and l as 1, o as 0). Null when it cannot be a code.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/[il]/g, '1')
    .replace(/o/g, '0');
  if (code.length !== LENGTH) return null;
  for (const ch of code) if (!ALPHABET.includes(ch)) return null;
  return code;
}

/** A new random salt (hex) for one code. */
export function newRecoveryCodeSalt(): string {
  return randomBytes(16).toString('hex');
}

/** SHA-256 (hex) of a salt and a normalised code. */
export function hashRecoveryCode(normalized: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${normalized}`, 'utf8').digest('hex');
}

/** Hashes codes for storage, each with its own salt. */
export function hashRecoveryCodes(codes: readonly string[]): Array<{ salt: string; codeHash: string }> {
  return codes.map((code) => {
    const normalized = normalizeRecoveryCode(code);
    if (!normalized) throw new Error('not a recovery code');
    const salt = newRecoveryCodeSalt();
    return { salt, codeHash: hashRecoveryCode(normalized, salt) };
  });
}

/**
 * The stored code a typed one matches, or undefined. Every stored code is compared in constant time, with
 * no early exit, so the time taken says nothing about which or whether one matched.
 */
export function findRecoveryCode<T extends { salt: string; code_hash: string }>(
  stored: readonly T[],
  typed: string,
): T | undefined {
  const normalized = normalizeRecoveryCode(typed);
  if (!normalized) return undefined;
  let found: T | undefined;
  for (const row of stored) {
    const a = Buffer.from(hashRecoveryCode(normalized, row.salt), 'hex');
    const b = Buffer.from(row.code_hash, 'hex');
    if (a.length === b.length && timingSafeEqual(a, b) && !found) found = row;
  }
  return found;
}
