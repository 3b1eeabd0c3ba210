import { describe, expect, it } from 'vitest';
import { formatMailDate, formatMailMoney, formatMailMonth } from './mail-format';
import { mailLink } from './mail-links';

describe('mail formats', () => {
  it('writes dates in the recipient language and Malaysia time', () => {
    // 16:30 UTC is 00:30 the next day in Malaysia.
    expect(formatMailDate('ms', '2026-08-05T16:30:00.000Z')).toBe('6 Ogos 2026');
    expect(formatMailDate('en', '2026-08-05T16:30:00.000Z')).toBe('6 August 2026');
    expect(formatMailDate('en', '2026-08-05T16:30:00.000Z', true)).toContain('00:30');
    expect(formatMailDate('ms', '2026-12-31')).toBe('31 Disember 2026');
    expect(formatMailDate('en', 'not a date')).toBe('not a date');
    expect(formatMailMonth('ms', 2026, 8)).toBe('Ogos 2026');
    expect(formatMailMonth('en', 2026, 1)).toBe('January 2026');
  });

  it('keeps an amount on one line', () => {
    expect(formatMailMoney(123_456)).toBe('RM\u00a01,234.56');
  });

  it('builds links under PUBLIC_URL, prefix and all, with query values encoded', () => {
    expect(mailLink('https://mahir.my', '/verify-email', { token: 'a+b/c' })).toBe(
      'https://mahir.my/verify-email?token=a%2Bb%2Fc',
    );
    expect(mailLink('https://x.my/app/', '/orders/R1')).toBe('https://x.my/app/orders/R1');
  });
});
