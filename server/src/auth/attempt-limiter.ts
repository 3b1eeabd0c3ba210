import { type Db, rateLimitRepository } from '@mahir/db';
import { MSG } from '@mahir/shared';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';

/** How many attempts a key allows, and for accounts how long it locks after too many (doubling). */
export interface LimitRule {
  /** Prefix of the keys this rule counts, e.g. `login-account`. */
  name: string;
  windowMs: number;
  max: number;
  /** First lockout, doubled after each further one up to `maxMs`; without it the window alone limits. */
  lockout?: { baseMs: number; maxMs: number };
  /**
   * What a successful attempt does to the count: give this attempt back, forget the key, or nothing (a
   * throttle, where every request counts whatever its outcome: mails sent, sign-ups).
   */
  onSuccess: 'refund' | 'clear' | 'keep';
}

/** One key to count an attempt against: a rule and who or where (an email, a user id, an address). */
export interface LimitKey {
  rule: LimitRule;
  id: string | number;
}

const FORGET_LOCKOUTS_AFTER_MS = 24 * 3600_000;

function lockEnds(rule: LimitRule, now: number): string[] {
  if (!rule.lockout) return [];
  const ends: string[] = [];
  for (let ms = rule.lockout.baseMs; ; ms *= 2) {
    const capped = Math.min(ms, rule.lockout.maxMs);
    ends.push(new Date(now + capped).toISOString());
    if (capped === rule.lockout.maxMs) return ends;
  }
}

const keyOf = (k: LimitKey) => `${k.rule.name}:${String(k.id).toLowerCase()}`;

/**
 * The one rate limiter, for guessable things (passwords, access codes, second-factor codes) and for
 * throttles of requests that send mail (sign-up, password reset, verification: `account-throttles.ts`).
 * Each attempt is counted before the guess is checked or the mail queued, by one atomic statement per
 * key, so parallel requests cannot slip past.
 */
export function createAttemptLimiter({ db, clock }: ServiceDeps) {
  /**
   * Counts one attempt against every key; throws 429 (with Retry-After) when any is over its limit. Once a
   * key refuses, later throttle keys (`keep`) are not counted: a refused request sends no mail, so it must
   * not use up another window's budget (racing requests refused by the 15-minute window would otherwise
   * spend the daily one of the few let through). Guesses count against every key, refused or not.
   */
  async function attempt(keys: readonly LimitKey[], message: string = MSG.tooManyAttempts, at = clock()) {
    const now = at.getTime();
    let retryAfterMs = 0;
    for (const k of keys) {
      if (retryAfterMs > 0 && k.rule.onSuccess === 'keep') continue;
      const state = await rateLimitRepository.hit(db, {
        key: keyOf(k),
        now: at.toISOString(),
        windowStart: new Date(now - k.rule.windowMs).toISOString(),
        max: k.rule.max,
        lockEnds: lockEnds(k.rule, now),
        forgetBefore: new Date(now - FORGET_LOCKOUTS_AFTER_MS).toISOString(),
      });
      const lockedFor = state.locked_until ? Date.parse(state.locked_until) - now : 0;
      if (lockedFor > 0) retryAfterMs = Math.max(retryAfterMs, lockedFor);
      else if (state.hits > k.rule.max)
        retryAfterMs = Math.max(retryAfterMs, Date.parse(state.window_started_at) + k.rule.windowMs - now);
    }
    if (retryAfterMs > 0) throw AppError.rateLimited(message, Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }

  /** The attempt succeeded: each key is given its attempt back or forgotten, as its rule says. */
  async function succeeded(keys: readonly LimitKey[]): Promise<void> {
    for (const k of keys) {
      if (k.rule.onSuccess === 'clear') await rateLimitRepository.clear(db, keyOf(k));
      else if (k.rule.onSuccess === 'refund') await rateLimitRepository.refund(db, keyOf(k));
    }
  }

  return {
    attempt,
    succeeded,
    /** Counts an attempt, runs it, and on success gives the attempt back; failures stay counted. */
    async guard<T>(keys: readonly LimitKey[], run: () => Promise<T>, message?: string): Promise<T> {
      await attempt(keys, message);
      const result = await run();
      await succeeded(keys);
      return result;
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/** Deletes limiter keys quiet for a day and not locked; for the job runner's schedule. Answers how many. */
export function purgeStaleAttempts(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - FORGET_LOCKOUTS_AFTER_MS).toISOString();
  return rateLimitRepository.purgeStale(db, before, now.toISOString());
}

const MINUTE = 60_000;

/** Failed logins: five per account and address, twenty per address, a minute each. */
export const LOGIN_PER_ACCOUNT_AND_ADDRESS: LimitRule = {
  name: 'login',
  windowMs: MINUTE,
  max: 5,
  onSuccess: 'clear',
};
export const LOGIN_PER_ADDRESS: LimitRule = {
  name: 'login-ip',
  windowMs: MINUTE,
  max: 20,
  onSuccess: 'refund',
};
/** Failed logins on one account from anywhere: ten in 15 minutes lock it for 1, 2, 4... up to 60 minutes. */
export const LOGIN_PER_ACCOUNT: LimitRule = {
  name: 'login-account',
  windowMs: 15 * MINUTE,
  max: 10,
  lockout: { baseMs: MINUTE, maxMs: 60 * MINUTE },
  onSuccess: 'clear',
};

/**
 * The keys a guess of an account's password counts against, wherever it is typed (login, or the old
 * password when changing it): one budget, so neither form is a way round the other's limit.
 */
export function passwordGuessKeys(email: string, ip: string): LimitKey[] {
  const account = email.trim().toLowerCase();
  return [
    { rule: LOGIN_PER_ACCOUNT_AND_ADDRESS, id: `${account}|${ip}` },
    { rule: LOGIN_PER_ADDRESS, id: ip },
    { rule: LOGIN_PER_ACCOUNT, id: account },
  ];
}

/** A secret a user guesses (an access code, a second factor): ten failures in 15 minutes lock for 5, 10... 60 minutes. */
export const GUESSES_PER_USER = {
  windowMs: 15 * MINUTE,
  max: 10,
  lockout: { baseMs: 5 * MINUTE, maxMs: 60 * MINUTE },
} as const satisfies Partial<LimitRule>;

/** Access codes and plan access, by user. */
export const ACCESS_CODE_PER_USER: LimitRule = {
  name: 'access-code-user',
  ...GUESSES_PER_USER,
  onSuccess: 'refund',
};
/** Access codes from one address, whoever is logged in: thirty failures in 15 minutes. */
export const ACCESS_CODE_PER_ADDRESS: LimitRule = {
  name: 'access-code-ip',
  windowMs: 15 * MINUTE,
  max: 30,
  onSuccess: 'refund',
};
