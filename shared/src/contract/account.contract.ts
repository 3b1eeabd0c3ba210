import { z } from 'zod';
import { ACCOUNT_MSG } from '../accounts/account-messages';
import { FIELD_MSG } from '../messages';
import { UI_LANGUAGES } from '../rules/ui-language';
import { requiredSecret, requiredText } from './fields';
import { EVEN_WITH_OTHER_ERRORS, mustMatch } from './form-fields';
import { defineRoute } from './route';

const A = ACCOUNT_MSG.en;

const Email = requiredText(FIELD_MSG.emailRequired, 100).toLowerCase().pipe(z.email(FIELD_MSG.emailInvalid));
/** A new password: the spec's length rule (at least 6) and an upper bound argon2 can hash quickly. */
const NewPassword = requiredSecret(FIELD_MSG.passwordRequired, 128).pipe(
  z.string().min(6, FIELD_MSG.passwordMin),
);
/** A mailed link's token: 43 url-safe characters; anything else is refused as an invalid link. */
const Token = z.string({ error: A.tokenInvalid }).trim().min(1, A.tokenInvalid).max(200, A.tokenInvalid);

/** Sign-up of a student or a parent (`/register`). A student gives a date of birth. */
export const RegisterBody = z
  .object({
    full_name: requiredText(FIELD_MSG.fullNameRequired, 100),
    email: Email,
    password: NewPassword,
    password_confirmation: requiredSecret(FIELD_MSG.confirmPasswordRequired, 128),
    account_type: z.enum(['student', 'parent'], { error: A.accountTypeInvalid }),
    dob: z.string().trim().max(10).optional(),
    /** A student under 18 names a parent or guardian, who is asked for consent (issue 20). */
    guardian_email: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.string().trim().max(100).toLowerCase().pipe(z.email(FIELD_MSG.emailInvalid)).optional(),
    ),
    terms: z.preprocess(
      (v) => v === true || v === 1 || v === '1' || v === 'on' || v === 'true',
      z.literal(true, { error: A.termsRequired }),
    ),
    /**
     * The interface language the visitor chose before signing up (`?lang=`, issue 22), kept as the new
     * account's, so the verification mail is already in it. Absent: no choice (Malay mail, as before).
     */
    language: z.enum(UI_LANGUAGES, { error: A.languageInvalid }).optional(),
  })
  .superRefine(
    mustMatch('password_confirmation', 'password', FIELD_MSG.confirmPasswordMismatch),
    EVEN_WITH_OTHER_ERRORS,
  );
export type RegisterBody = z.infer<typeof RegisterBody>;

export const TokenBody = z.object({ token: Token });
export const EmailBody = z.object({ email: Email });
export const ResetPasswordBody = z
  .object({
    token: Token,
    password: NewPassword,
    password_confirmation: requiredSecret(FIELD_MSG.confirmPasswordRequired, 128),
  })
  .superRefine(
    mustMatch('password_confirmation', 'password', FIELD_MSG.confirmPasswordMismatch),
    EVEN_WITH_OTHER_ERRORS,
  );

/** Accounts (issue 19): sign-up, email verification, forgotten password. Paths from the design contract. */
export const accountContract = {
  register: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/register',
    summary: 'Sign up as a student or a parent; mails a link that verifies the address',
    tag: 'auth',
    access: 'public',
    owner: 'none',
    body: RegisterBody,
    response: z.object({ email: z.string() }),
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/verify-email',
    summary: "Verify an account's email with the token from the mailed link (once, before it expires)",
    tag: 'auth',
    access: 'public',
    owner: 'none',
    body: TokenBody,
    response: z.object({ verified: z.literal(true) }),
  }),
  resendVerification: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/verify-email/resend',
    summary: 'Mail a new verification link to the logged-in account (throttled)',
    tag: 'auth',
    access: 'user',
    owner: 'self',
    response: z.object({ sent: z.boolean() }),
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/forgot-password',
    summary: 'Mail a link to set a new password; the same answer whether or not the address has an account',
    tag: 'auth',
    access: 'public',
    owner: 'none',
    body: EmailBody,
    response: z.object({ sent: z.literal(true) }),
  }),
  checkResetToken: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/reset-password/check',
    summary: 'Whether a password-reset link still works, without using it',
    tag: 'auth',
    access: 'public',
    owner: 'none',
    body: TokenBody,
    response: z.object({ valid: z.literal(true) }),
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/ajax/v2/auth/reset-password',
    summary: 'Set a new password with the mailed token; ends every session of the account',
    tag: 'auth',
    access: 'public',
    owner: 'none',
    body: ResetPasswordBody,
    response: z.object({ reset: z.literal(true) }),
  }),
};
