import { describe, expect, it, vi } from 'vitest';
import { userActor, VISITOR } from '../access/actor';
import { AppError } from '../http/app-error';
import { keptCartOwner, requireCartOwner } from './cart-owner';

const student = userActor({ id: 7, roles: ['student'] });

describe('requireCartOwner', () => {
  it("is the user's carts when logged in, whatever session the request has", () => {
    expect(requireCartOwner(student, 'abc')).toEqual({ key: 'user:7', userId: 7 });
  });

  it("is the visitor session's carts otherwise", () => {
    expect(requireCartOwner(VISITOR, 'abc')).toEqual({ key: 'session:abc', userId: null });
  });

  it('refuses a visitor without a session with 401', () => {
    expect(() => requireCartOwner(VISITOR, null)).toThrow(
      expect.objectContaining({ constructor: AppError, status: 401 }),
    );
  });
});

describe('keptCartOwner', () => {
  it('starts no session for a logged-in user', async () => {
    const visitorSession = vi.fn(async () => 'started');
    expect(await keptCartOwner(student, visitorSession)).toEqual({ key: 'user:7', userId: 7 });
    expect(visitorSession).not.toHaveBeenCalled();
  });

  it("keeps a visitor's cart in the session it starts", async () => {
    const visitorSession = vi.fn(async () => 'started');
    expect(await keptCartOwner(VISITOR, visitorSession)).toEqual({ key: 'session:started', userId: null });
    expect(visitorSession).toHaveBeenCalledOnce();
  });
});
