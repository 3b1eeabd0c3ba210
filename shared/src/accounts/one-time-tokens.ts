/** What a one-time token in a mailed link lets its holder do (one purpose per token). */
export const ONE_TIME_TOKEN_PURPOSES = [
  'verify_email',
  'reset_password',
  'change_email',
  'guardian_consent',
  'child_link',
] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

const HOUR = 3600_000;

/**
 * How long each kind of link works. Short where the link alone takes over an account (a password reset),
 * longer where a person may read the mail days later (a guardian's consent).
 */
export const ONE_TIME_TOKEN_LIFETIME_MS: Readonly<Record<OneTimeTokenPurpose, number>> = {
  verify_email: 48 * HOUR,
  reset_password: 1 * HOUR,
  change_email: 24 * HOUR,
  guardian_consent: 14 * 24 * HOUR,
  child_link: 7 * 24 * HOUR,
};

export function isOneTimeTokenPurpose(value: unknown): value is OneTimeTokenPurpose {
  return typeof value === 'string' && (ONE_TIME_TOKEN_PURPOSES as readonly string[]).includes(value);
}

/**
 * Why a link's token does not work: unknown or malformed, out of time, used already, replaced by a newer
 * link, or sent to another account than the one signed in.
 */
export type TokenRefusal = 'invalid' | 'expired' | 'used' | 'replaced' | 'not_for_you';
