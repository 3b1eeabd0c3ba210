import { createHash, randomBytes } from 'node:crypto';
import type { OneTimeTokenPurpose } from '@mahir/shared/accounts/one-time-tokens';
import { z } from 'zod';

/** A token as it travels in a link: 32 random bytes (256 bits), base64url without padding (43 characters). */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** A new random token for a mailed link. Only its hash is stored. */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True when text has the shape of a token; anything else is refused without a database query. */
export function isOneTimeTokenFormat(text: unknown): text is string {
  return typeof text === 'string' && TOKEN_FORMAT.test(text);
}

/**
 * SHA-256 (hex) of a token, as stored. A fast hash is enough: the token has 256 random bits, so the hash
 * cannot be reversed by guessing, and a leaked table holds no usable link.
 */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** What each purpose's token carries besides its user, checked when it is read back. */
export const TOKEN_PAYLOADS = {
  /** The address being verified: a link for an address the account no longer has verifies nothing. */
  verify_email: z.object({ email: z.string().min(3) }),
  reset_password: z.null(),
  /** The new address, which becomes the account's only when its owner opens the link. */
  change_email: z.object({ email: z.string().min(3) }),
  /** The guardian asked, and the privacy notice version the pupil accepted. */
  guardian_consent: z.object({ guardianEmail: z.string().min(3), noticeVersion: z.string().min(1) }),
  /** The guardian who asked to link the pupil (the token's user), who confirms. */
  child_link: z.object({ guardianId: z.number().int().positive() }),
} satisfies Record<OneTimeTokenPurpose, z.ZodType>;

export type TokenPayload<P extends OneTimeTokenPurpose> = z.infer<(typeof TOKEN_PAYLOADS)[P]>;

/**
 * Tokens of one user and purpose revoke each other, except child links, where each guardian's request is
 * its own (two parents may ask to link one child).
 */
export function tokenScope<P extends OneTimeTokenPurpose>(purpose: P, payload: TokenPayload<P>): string {
  if (purpose === 'child_link') return `guardian:${(payload as TokenPayload<'child_link'>).guardianId}`;
  return '';
}
