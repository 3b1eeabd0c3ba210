import { GUESSES_PER_USER, type LimitKey, type LimitRule } from './attempt-limiter';

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

/** A throttle where every request counts, whatever its outcome: each may send a mail. */
const counted = (name: string, windowMs: number, max: number): LimitRule => ({
  name,
  windowMs,
  max,
  onSuccess: 'keep',
});

/** Sign-ups naming one email: each may send a mail to it. */
export const SIGN_UP_PER_ADDRESS = counted('signup-email', HOUR, 3);
/** Sign-ups from one client: a class of pupils signing up together in a lab fits. */
export const SIGN_UP_PER_CLIENT = counted('signup-ip', HOUR, 40);

/**
 * The spec's "is this email taken" check (`reseller/check/user`, used by the account steps) answers whether an
 * address has an account, so it is throttled per client: a person typing addresses fits, a sweep does not.
 */
export const EMAIL_CHECK_PER_CLIENT = counted('email-check-ip', 15 * MINUTE, 100);

export const emailCheckKeys = (ip: string): LimitKey[] => [{ rule: EMAIL_CHECK_PER_CLIENT, id: ip }];

/** Password reset mails to one address: three in 15 minutes, ten a day. */
export const FORGOT_PASSWORD_PER_ADDRESS = counted('forgot-email', 15 * MINUTE, 3);
export const FORGOT_PASSWORD_PER_ADDRESS_DAILY = counted('forgot-email-day', DAY, 10);
export const FORGOT_PASSWORD_PER_CLIENT = counted('forgot-ip', 15 * MINUTE, 20);

/** Verification mails sent again to one address: three in 15 minutes, ten a day. */
export const VERIFICATION_PER_ADDRESS = counted('verify-email', 15 * MINUTE, 3);
export const VERIFICATION_PER_ADDRESS_DAILY = counted('verify-email-day', DAY, 10);
export const VERIFICATION_PER_CLIENT = counted('verify-ip', 15 * MINUTE, 20);

/** Email change requests of one account (each mails the new address). */
export const EMAIL_CHANGE_PER_USER = counted('email-change', HOUR, 3);

/** Consent requests: per pupil, and per guardian address whoever asks (several children may name one parent). */
export const GUARDIAN_CONSENT_PER_CHILD = counted('consent-child', DAY, 3);
export const GUARDIAN_CONSENT_PER_ADDRESS = counted('consent-email', DAY, 5);

/** A guardian's requests to link existing pupils (each mails the pupil): ten a day. */
export const CHILD_LINK_PER_GUARDIAN = counted('child-link', DAY, 10);

/**
 * Wrong second-factor codes (TOTP or recovery) of one account: ten in 15 minutes lock it for 5, 10...
 * 60 minutes. A guess at a 6-digit code with a window of three steps wins 3 times in a million; this
 * allows at most ten guesses a quarter hour, far fewer once the lockouts double.
 */
export const SECOND_FACTOR_PER_USER: LimitRule = {
  name: '2fa-user',
  ...GUESSES_PER_USER,
  onSuccess: 'clear',
};

export function signUpKeys(email: string, ip: string): LimitKey[] {
  return [
    { rule: SIGN_UP_PER_CLIENT, id: ip },
    { rule: SIGN_UP_PER_ADDRESS, id: address(email) },
  ];
}

/** A mail route's keys: the client, then the address within a short window and within a day. */
function mailKeys(email: string, ip: string, rules: [client: LimitRule, short: LimitRule, daily: LimitRule]) {
  const [client, short, daily] = rules;
  return [
    { rule: client, id: ip },
    { rule: short, id: address(email) },
    { rule: daily, id: address(email) },
  ];
}

export function forgotPasswordKeys(email: string, ip: string): LimitKey[] {
  return mailKeys(email, ip, [
    FORGOT_PASSWORD_PER_CLIENT,
    FORGOT_PASSWORD_PER_ADDRESS,
    FORGOT_PASSWORD_PER_ADDRESS_DAILY,
  ]);
}

export function verificationKeys(email: string, ip: string): LimitKey[] {
  return mailKeys(email, ip, [
    VERIFICATION_PER_CLIENT,
    VERIFICATION_PER_ADDRESS,
    VERIFICATION_PER_ADDRESS_DAILY,
  ]);
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

/** A consent request at sign-up, before the pupil's account exists: the guardian's address only. */
export function guardianAddressKeys(guardianEmail: string): LimitKey[] {
  return [{ rule: GUARDIAN_CONSENT_PER_ADDRESS, id: address(guardianEmail) }];
}

export function childLinkKeys(guardianId: number): LimitKey[] {
  return [{ rule: CHILD_LINK_PER_GUARDIAN, id: guardianId }];
}

export function secondFactorKeys(userId: number): LimitKey[] {
  return [{ rule: SECOND_FACTOR_PER_USER, id: userId }];
}
