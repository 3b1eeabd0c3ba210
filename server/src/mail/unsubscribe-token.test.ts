import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const secret = 'a'.repeat(64);

describe('unsubscribe tokens', () => {
  it('verifies what it signed, for that user and category only', () => {
    const token = signUnsubscribeToken(secret, { userId: 42, category: 'progress' });
    expect(token).toMatch(/^42\.progress\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(secret, token)).toEqual({ userId: 42, category: 'progress' });
    expect(signUnsubscribeToken(secret, { userId: 42, category: 'progress' })).toBe(token);
  });

  it('refuses a token moved to another user or category', () => {
    const token = signUnsubscribeToken(secret, { userId: 42, category: 'progress' });
    const sig = token.split('.')[2];
    expect(verifyUnsubscribeToken(secret, `43.progress.${sig}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `42.billing.${sig}`)).toBeNull();
  });

  it('refuses a token signed with another secret, an altered signature, or junk', () => {
    const token = signUnsubscribeToken(secret, { userId: 7, category: 'billing' });
    expect(verifyUnsubscribeToken('b'.repeat(64), token)).toBeNull();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyUnsubscribeToken(secret, `${token.slice(0, -1)}${last}`)).toBeNull();
    for (const junk of [
      '',
      '7.billing',
      `${token}x`,
      `07.billing.${token.split('.')[2]}`,
      `7.account.${token.split('.')[2]}`,
      `-7.billing.${token.split('.')[2]}`,
      `99999999999999999.billing.${token.split('.')[2]}`,
      `7.billing.${'A'.repeat(43)}`,
    ]) {
      expect(verifyUnsubscribeToken(secret, junk), junk).toBeNull();
    }
  });

  it('will not sign for no user', () => {
    expect(() => signUnsubscribeToken(secret, { userId: 0, category: 'events' })).toThrow(RangeError);
    expect(() => signUnsubscribeToken(secret, { userId: 1.5, category: 'events' })).toThrow(RangeError);
  });
});
