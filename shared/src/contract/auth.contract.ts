import { z } from 'zod';
import { ROLES } from '../constants';
import { requiredSecret, requiredText } from './fields';
import { defineRoute } from './route';

/** The logged-in user as every client sees it. */
export const AuthUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  roles: z.array(z.enum(ROLES)),
  avatar: z.string().nullable(),
  can_wishlist: z.boolean(),
  /** Whether the account's email is verified; buying and posting wait for it (issue 19). */
  email_verified: z.boolean(),
  /**
   * True while a pupil under 18 who signed up alone waits for their guardian's consent: buying and posting
   * wait for it (issue 20). Absent reads as false.
   */
  guardian_consent_needed: z.boolean().optional(),
  /** Where this user lands after logging in. */
  home: z.string(),
});
export type AuthUser = z.infer<typeof AuthUser>;

export const LoginBody = z.object({
  email: requiredText('Email is required', 100).toLowerCase().pipe(z.email('Email is invalid')),
  password: requiredSecret('Password is required'),
  remember: z.coerce.boolean().optional(),
});

export const authContract = {
  login: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/login',
    summary:
      'Log in with email and password; rotates the session and returns a fresh CSRF token. An account with a second factor (or required to have one) answers `second_factor` instead of the user: the sign-in completes at /ajax/v2/auth/two-factor/login',
    tag: 'auth',
    access: 'public',
    owner: 'none',
    body: LoginBody,
    response: z.union([
      z.object({ user: AuthUser, csrf_token: z.string(), redirect: z.string() }),
      z.object({ second_factor: z.enum(['verify', 'enrol']), csrf_token: z.string() }),
    ]),
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/logout',
    summary: 'Log out and end the session',
    tag: 'auth',
    access: 'public',
    owner: 'self',
    response: z.object({ csrf_token: z.string(), redirect: z.string() }),
  }),
  me: defineRoute({
    method: 'GET',
    path: '/ajax/v2/auth/me',
    summary: 'The current user and roles, or 401',
    tag: 'auth',
    access: 'user',
    owner: 'self',
    response: z.object({ user: AuthUser }),
  }),
  session: defineRoute({
    method: 'GET',
    path: '/ajax/v2/auth/session',
    summary:
      'The current user, or null for a visitor: lets pages ask without a 401 (nobody logged in is no error)',
    tag: 'auth',
    access: 'public',
    owner: 'self',
    response: z.object({ user: AuthUser.nullable() }),
  }),
  csrf: defineRoute({
    method: 'GET',
    path: '/ajax/v2/auth/csrf',
    summary: 'The CSRF token of this session, for clients without a served page (the desktop app)',
    tag: 'auth',
    access: 'public',
    owner: 'self',
    response: z.object({ csrf_token: z.string() }),
  }),
};
