/** How the sender retries: attempts, the backoff between them, and how long a claim lasts. */
export interface MailRetryPolicy {
  /** Attempts before a mail is failed for good. */
  maxAttempts: number;
  /** The first retry waits about this long; each later one twice as long as the one before. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claimed mail stays its sender's; after that another sender may take it (the first died). */
  leaseMs: number;
}

/** About 1, 2, 4 ... minutes, then two hours apart: ten attempts span three to six hours. */
export const DEFAULT_MAIL_RETRY: MailRetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 60_000,
  maxDelayMs: 2 * 3600_000,
  leaseMs: 5 * 60_000,
};

/**
 * The wait after a mail's `attempts`-th failed attempt: exponential up to a cap, then "equal jitter"
 * (between half and all of it) so mails that failed together do not all come back together.
 */
export function retryDelayMs(
  attempts: number,
  policy: MailRetryPolicy,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The code nodemailer gives a refused login. */
const AUTH_FAILED = 'EAUTH';

function codeOf(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;
}

/**
 * Whether trying again cannot help: the SMTP server refused this message for good (a 5xx reply, which
 * nodemailer marks `permanent`). A refused login is not about the message (the credentials get fixed), and a
 * 4xx reply, a timeout or a lost connection are worth a retry too.
 */
export function isPermanentFailure(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    'permanent' in err &&
    err.permanent === true &&
    codeOf(err) !== AUTH_FAILED
  );
}

/**
 * Whether a failed send says nothing about the message but that no mail can go now: no SMTP reply at all (the
 * server cannot be reached, the connection dropped, a timeout) or our login was refused.
 */
export function isOutage(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return true;
  return !('responseCode' in err) || codeOf(err) === AUTH_FAILED;
}
