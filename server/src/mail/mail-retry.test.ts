import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_RETRY, isOutage, isPermanentFailure, retryDelayMs } from './mail-retry';

const policy = { ...DEFAULT_MAIL_RETRY, baseDelayMs: 1000, maxDelayMs: 10_000 };

describe('mail retry policy', () => {
  it('doubles the wait after each failure, up to the cap', () => {
    const ceilings = [1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, policy, () => 1));
    expect(ceilings).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('jitters between half and all of the ceiling', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(2000);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(3000);
    const seen = Array.from({ length: 200 }, () => retryDelayMs(3, policy));
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(2000);
    expect(Math.max(...seen)).toBeLessThanOrEqual(4000);
    expect(new Set(seen).size).toBeGreaterThan(50);
  });

  const smtpError = (message: string, fields: Record<string, unknown>) =>
    Object.assign(new Error(message), fields);
  const rejected = smtpError('550 no such user', { responseCode: 550, permanent: true, code: 'EENVELOPE' });
  const later = smtpError('451 try later', { responseCode: 451, permanent: false, code: 'EMESSAGE' });
  const badLogin = smtpError('535 auth failed', { responseCode: 535, permanent: true, code: 'EAUTH' });
  const refused = smtpError('connect ECONNREFUSED', { code: 'ESOCKET' });

  it('gives up at once only when the server refused the message for good', () => {
    expect(isPermanentFailure(rejected)).toBe(true);
    expect(isPermanentFailure(later)).toBe(false);
    expect(isPermanentFailure(badLogin)).toBe(false);
    expect(isPermanentFailure(refused)).toBe(false);
    expect(isPermanentFailure('550')).toBe(false);
    expect(isPermanentFailure(null)).toBe(false);
  });

  it('tells an outage (no reply, or our login refused) from a refusal of one message', () => {
    expect(isOutage(refused)).toBe(true);
    expect(isOutage(badLogin)).toBe(true);
    expect(isOutage(new Error('socket hang up'))).toBe(true);
    expect(isOutage(rejected)).toBe(false);
    expect(isOutage(later)).toBe(false);
  });
});
