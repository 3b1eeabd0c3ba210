import type { LimitKey, LimitRule } from './attempt-limiter';

/**
 * Throttles of the account routes that send mail or take guesses (issue 19), over the one attempt limiter
 * (`attempt-limiter.ts`, table `rate_limits`). Mail-sending routes count every request (`keep`), whether
 * or not the address has an account, so the limits neither flood an inbox nor tell who is registered.
 * Per-client limits are generous: a school lab or a family shares one address.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const address = (email: string) => email.trim().toLowerCase();

/** Sign-ups naming one email: each may send a mail to it. */
export const SIGN_UP_PER_ADDRESS: LimitRule = {
  name: 'signup-email',
  windowMs: HOUR,
  max: 3,
  onSuccess: 'keep',
};
/** Sign-ups from one client: a class of pupils signing up together in a lab fits. */
export const SIGN_UP_PER_CLIENT: LimitRule = {
  name: 'signup-ip',
  windowMs: HOUR,
  max: 40,
  onSuccess: 'keep',
};

/** Password reset mails to one address: three in 15 minutes, ten a day. */
export const FORGOT_PASSWORD_PER_ADDRESS: LimitRule = {
  name: 'forgot-email',
  windowMs: 15 * MINUTE,
  max: 3,
  onSuccess: 'keep',
};
export const FORGOT_PASSWORD_PER_ADDRESS_DAILY: LimitRule = {
  name: 'forgot-email-day',
  windowMs: DAY,
  max: 10,
  onSuccess: 'keep',
};
export const FORGOT_PASSWORD_PER_CLIENT: LimitRule = {
  name: 'forgot-ip',
  windowMs: 15 * MINUTE,
  max: 20,
  onSuccess: 'keep',
};

/** Verification mails sent again to one address: three in 15 minutes, ten a day. */
export const VERIFICATION_PER_ADDRESS: LimitRule = {
  name: 'verify-email',
  windowMs: 15 * MINUTE,
  max: 3,
  onSuccess: 'keep',
};
export const VERIFICATION_PER_ADDRESS_DAILY: LimitRule = {
  name: 'verify-email-day',
  windowMs: DAY,
  max: 10,
  onSuccess: 'keep',
};
export const VERIFICATION_PER_CLIENT: LimitRule = {
  name: 'verify-ip',
  windowMs: 15 * MINUTE,
  max: 20,
  onSuccess: 'keep',
};

/** Email change requests of one account (each mails the new address). */
export const EMAIL_CHANGE_PER_USER: LimitRule = {
  name: 'email-change',
  windowMs: HOUR,
  max: 3,
  onSuccess: 'keep',
};

/** Consent requests: per pupil, and per guardian address whoever asks (several children may name one parent). */
export const GUARDIAN_CONSENT_PER_CHILD: LimitRule = {
  name: 'consent-child',
  windowMs: DAY,
  max: 3,
  onSuccess: 'keep',
};
export const GUARDIAN_CONSENT_PER_ADDRESS: LimitRule = {
  name: 'consent-email',
  windowMs: DAY,
  max: 5,
  onSuccess: 'keep',
};

/**
 * Wrong second-factor codes (TOTP or recovery) of one account: ten in 15 minutes lock it for 5, 10...
 * 60 minutes. A guess at a 6-digit code with a window of three steps wins 3 times in a million; this
 * allows at most ten guesses a quarter hour, far fewer once the lockouts double.
 */
export const SECOND_FACTOR_PER_USER: LimitRule = {
  name: '2fa-user',
  windowMs: 15 * MINUTE,
  max: 10,
  lockout: { baseMs: 5 * MINUTE, maxMs: 60 * MINUTE },
  onSuccess: 'clear',
};

export function signUpKeys(email: string, ip: string): LimitKey[] {
  return [
    { rule: SIGN_UP_PER_CLIENT, id: ip },
    { rule: SIGN_UP_PER_ADDRESS, id: address(email) },
  ];
}

export function forgotPasswordKeys(email: string, ip: string): LimitKey[] {
  return [
    { rule: FORGOT_PASSWORD_PER_CLIENT, id: ip },
    { rule: FORGOT_PASSWORD_PER_ADDRESS, id: address(email) },
    { rule: FORGOT_PASSWORD_PER_ADDRESS_DAILY, id: address(email) },
  ];
}

export function verificationKeys(email: string, ip: string): LimitKey[] {
  return [
    { rule: VERIFICATION_PER_CLIENT, id: ip },
    { rule: VERIFICATION_PER_ADDRESS, id: address(email) },
    { rule: VERIFICATION_PER_ADDRESS_DAILY, id: address(email) },
  ];
}

export function emailChangeKeys(userId: number): LimitKey[] {
  return [{ rule: EMAIL_CHANGE_PER_USER, id: userId }];
}

export function guardianConsentKeys(childUserId: number, guardianEmail: string): LimitKey[] {
  return [
    { rule: GUARDIAN_CONSENT_PER_CHILD, id: childUserId },
    { rule: GUARDIAN_CONSENT_PER_ADDRESS, id: address(guardianEmail) },
  ];
}

export function secondFactorKeys(userId: number): LimitKey[] {
  return [{ rule: SECOND_FACTOR_PER_USER, id: userId }];
}
