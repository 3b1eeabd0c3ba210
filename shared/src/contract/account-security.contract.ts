import { z } from 'zod';
import { ACCOUNT_MSG } from '../accounts/account-messages';
import { ROLES } from '../constants';
import { FIELD_MSG } from '../messages';
import { AuthUser } from './auth.contract';
import { requiredSecret, requiredText } from './fields';
import { defineRoute } from './route';

const A = ACCOUNT_MSG.en;

/** A 6-digit authenticator code or a recovery code (`7k2m-q9xd-4hz0-c1va`); the service tells them apart. */
const Code = requiredText(A.twoFactorCodeRequired, 40);
const CurrentPassword = requiredSecret(FIELD_MSG.passwordRequired, 128);

export const SecondFactorCodeBody = z.object({ code: Code });
export const DisableSecondFactorBody = z.object({ password: CurrentPassword, code: Code });
export const EmailChangeBody = z.object({
  email: requiredText(FIELD_MSG.emailRequired, 100).toLowerCase().pipe(z.email(FIELD_MSG.emailInvalid)),
  password: CurrentPassword,
});
const Token = z.string({ error: A.tokenInvalid }).trim().min(1, A.tokenInvalid).max(200, A.tokenInvalid);

/** What enrolment shows: the QR code (SVG), the `otpauth://` URI it encodes, and the secret for typing. */
export const SecondFactorEnrolment = z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() });

export const SecondFactorStatus = z.object({
  enabled: z.boolean(),
  /** Set up but not confirmed with a code yet. */
  pending: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** Whether the account's roles must sign in with a second factor (`REQUIRE_2FA_ROLES`). */
  required: z.boolean(),
});

/** One signed-in session of the account, as "My sessions" lists it. */
export const AccountSession = z.object({
  /** A handle naming the session for signing it out (not its key). */
  id: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;

/** The back office's security setting, with the roles it covers and those the server requires anyway. */
export const SecuritySettingsView = z.object({
  two_factor_required: z.boolean(),
  setting_roles: z.array(z.enum(ROLES)),
  /** `REQUIRE_2FA_ROLES` of the server: required whatever the setting says. */
  server_roles: z.array(z.enum(ROLES)),
});
export const SecuritySettingsBody = z.object({
  two_factor_required: z.boolean({ error: A.settingOnOffRequired }),
});

const SessionHandle = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, A.sessionNotFound) });

/**
 * Account security (issue 19): the second step of sign-in, two-factor set-up and removal, "My sessions",
 * and changing the email address by a link mailed to the new one.
 */
export const accountSecurityContract = {
  secondFactorLogin: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/two-factor/login',
    summary:
      'Second step of sign-in: an authenticator or recovery code (or, when setting one up, its first code) after the right password',
    tag: 'auth',
    access: 'public',
    owner: 'self',
    body: SecondFactorCodeBody,
    response: z.object({
      user: AuthUser,
      csrf_token: z.string(),
      redirect: z.string(),
      /** Only when this sign-in turned two-factor on: shown once. */
      recovery_codes: z.array(z.string()).optional(),
      recovery_codes_left: z.number().int().optional(),
    }),
  }),
  secondFactorLoginEnrol: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/two-factor/login/enrol',
    summary:
      'During sign-in of an account that must use two-factor: start setting it up (QR code and secret)',
    tag: 'auth',
    access: 'public',
    owner: 'self',
    response: SecondFactorEnrolment,
  }),
  secondFactorStatus: defineRoute({
    method: 'GET',
    path: '/ajax/v2/auth/two-factor',
    summary:
      'Whether two-factor sign-in is on for the account, required, and how many recovery codes are left',
    tag: 'auth',
    access: 'user',
    owner: 'self',
    response: SecondFactorStatus,
  }),
  secondFactorBegin: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/two-factor/enrol',
    summary: 'Start setting up two-factor sign-in: a new secret, its QR code and URI',
    tag: 'auth',
    access: 'user',
    owner: 'self',
    response: SecondFactorEnrolment,
  }),
  secondFactorConfirm: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/two-factor/confirm',
    summary: 'Turn two-factor sign-in on with a first code; answers the recovery codes, once',
    tag: 'auth',
    access: 'user',
    owner: 'self',
    body: SecondFactorCodeBody,
    response: z.object({ recovery_codes: z.array(z.string()) }),
  }),
  secondFactorRecoveryCodes: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/two-factor/recovery-codes',
    summary: 'New recovery codes for a current authenticator code; the old ones stop working',
    tag: 'auth',
    access: 'user',
    owner: 'self',
    body: SecondFactorCodeBody,
    response: z.object({ recovery_codes: z.array(z.string()) }),
  }),
  secondFactorDisable: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/two-factor/disable',
    summary:
      'Turn two-factor sign-in off with the password and a current code (refused when the roles require it)',
    tag: 'auth',
    access: 'user',
    owner: 'self',
    body: DisableSecondFactorBody,
    response: z.object({ enabled: z.literal(false) }),
  }),
  sessions: defineRoute({
    method: 'GET',
    path: '/ajax/v2/auth/sessions',
    summary: "The account's signed-in sessions (device, address, started, last seen), this one marked",
    tag: 'auth',
    access: 'user',
    owner: 'self',
    response: z.array(AccountSession),
  }),
  endSession: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/sessions/sign-out',
    summary: 'Sign out one other session of the account',
    tag: 'auth',
    access: 'user',
    owner: 'self',
    body: SessionHandle,
    response: z.object({ signed_out: z.literal(true) }),
  }),
  endOtherSessions: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/sessions/sign-out-others',
    summary: 'Sign out every session of the account but this one',
    tag: 'auth',
    access: 'user',
    owner: 'self',
    response: z.object({ signed_out: z.number().int() }),
  }),
  securitySettings: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/settings/security',
    summary: 'Whether admins and tutors must sign in with a second factor (the back-office setting)',
    tag: 'admin-settings',
    access: ['admin'],
    owner: 'none',
    response: SecuritySettingsView,
  }),
  saveSecuritySettings: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/settings/security',
    summary: 'Require (or stop requiring) a second factor of admins and tutors at sign-in',
    tag: 'admin-settings',
    access: ['admin'],
    owner: 'none',
    body: SecuritySettingsBody,
    response: SecuritySettingsView,
  }),
  resetSecondFactor: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/settings/security/reset-two-factor',
    summary: "Remove an account's two-factor sign-in (a lost phone and lost recovery codes)",
    tag: 'admin-settings',
    access: ['admin'],
    owner: 'none',
    body: z.object({ email: EmailChangeBody.shape.email }),
    response: z.object({ reset: z.literal(true) }),
  }),
  requestEmailChange: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/email-change',
    summary:
      'Ask to change the email (password needed): mails a link to the new address and a notice to the current one',
    tag: 'auth',
    access: 'user',
    owner: 'self',
    body: EmailChangeBody,
    response: z.object({ email: z.string() }),
  }),
  confirmEmailChange: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/email-change/confirm',
    summary:
      'Change the email with the token from the link mailed to the new address (once, before it expires)',
    tag: 'auth',
    access: 'public',
    owner: 'none',
    body: z.object({ token: Token }),
    response: z.object({ email: z.string() }),
  }),
};
