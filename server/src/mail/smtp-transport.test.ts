import { describe, expect, it } from 'vitest';
import { providerIdOf } from './smtp-transport';

describe("the receiving server's id of a message", () => {
  it('is the queue id its reply names, or the reply, or our Message-ID', () => {
    expect(providerIdOf('250 2.0.0 Ok: queued as 4XyZ12', '<a@b>')).toBe('4XyZ12');
    expect(providerIdOf('250 OK id=1tAbC-0001xY-2Z', '<a@b>')).toBe('1tAbC-0001xY-2Z');
    expect(providerIdOf('250 Message accepted <0102018c@email.amazonses.com>', '<a@b>')).toBe(
      '250 Message accepted <0102018c@email.amazonses.com>',
    );
    expect(providerIdOf(undefined, '<a@b>')).toBe('<a@b>');
    expect(providerIdOf('  ', '<a@b>')).toBe('<a@b>');
  });
});
