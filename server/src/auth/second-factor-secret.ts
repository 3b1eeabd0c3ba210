import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived from `APP_SECRET` with HKDF-SHA-256 (its own
 * `info`, so this key is used for nothing else). The user's id is the additional authenticated data: a
 * ciphertext copied onto another user's row, or altered at all, fails to decrypt. Changing `APP_SECRET`
 * makes every stored secret unreadable (users then set up their authenticator again).
 */
const VERSION = 'v1';
const INFO = 'mahir:second-factor-secret:v1';

export class SecondFactorSecretError extends Error {
  constructor() {
    super('the stored second-factor secret cannot be decrypted (altered, moved, or APP_SECRET changed)');
    this.name = 'SecondFactorSecretError';
  }
}

function keyOf(appSecret: string): Buffer {
  if (!appSecret) throw new Error('APP_SECRET is empty');
  return Buffer.from(hkdfSync('sha256', Buffer.from(appSecret, 'utf8'), Buffer.alloc(0), INFO, 32));
}

const aad = (userId: number) => Buffer.from(`user:${userId}`, 'utf8');

/** Encrypts a secret for one user's row: `v1.<iv>.<ciphertext>.<tag>`, each base64url. */
export function encryptTotpSecret(appSecret: string, userId: number, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  cipher.setAAD(aad(userId));
  const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Decrypts a user's stored secret; throws `SecondFactorSecretError` for anything tampered with. */
export function decryptTotpSecret(appSecret: string, userId: number, stored: string): string {
  const [version, iv, body, tag, ...rest] = stored.split('.');
  if (version !== VERSION || !iv || !body || !tag || rest.length > 0) throw new SecondFactorSecretError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecondFactorSecretError();
  }
}
