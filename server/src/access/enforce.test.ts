import { MSG } from '@mahir/shared';
import { describe, expect, it } from 'vitest';
import type { Refusal } from './access-policy';
import { refusalError } from './enforce';

describe('refusalError', () => {
  it.each<[Refusal, number, string, string]>([
    ['unauthenticated', 401, 'unauthenticated', MSG.unauthenticated],
    ['hidden', 404, 'not_found', MSG.notFound],
    ['not_owner', 403, 'forbidden', MSG.forbidden],
    ['not_subscribed', 403, 'not_subscribed', MSG.notSubscribed],
    ['course_inactive', 403, 'course_inactive', MSG.courseInactive],
  ])('turns %s into %i with code %s', (refusal, status, code, message) => {
    const error = refusalError(refusal);
    expect([error.status, error.code, error.message]).toEqual([status, code, message]);
  });

  it("keeps the route's own message and the refusal's code", () => {
    const error = refusalError('not_subscribed', { not_subscribed: 'Langgan untuk bertanya.' });
    expect([error.code, error.message]).toEqual(['not_subscribed', 'Langgan untuk bertanya.']);
  });
});
