import { z } from 'zod';
import { FIELD_MSG } from '../messages';
import { requiredSecret, requiredText } from './fields';

/** Loose email shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required email with the spec's messages ('Email is required', 'Email is invalid'). */
export function requiredEmail(required: string = FIELD_MSG.emailRequired, max = 50) {
  return requiredText(required, max).regex(EMAIL_PATTERN, FIELD_MSG.emailInvalid);
}

/** A required run of digits (phone, postcode, account no) with its own "not numeric" message. */
export function requiredDigits(required: string, invalid: string, max: number) {
  return requiredText(required, max).regex(/^\d+$/, invalid);
}

/** An optional text field: blank becomes null. */
export function optionalText(max = 255) {
  return z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.string().trim().max(max, `Must be at most ${max} characters.`).nullable(),
  );
}

/** A required id chosen from a list (state, country), arriving as a number or a form string. */
export function requiredChoice(message: string) {
  return z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : v),
    z.coerce.number({ error: message }).int(message).positive(message),
  );
}

/** An optional id: blank becomes null. */
export const OptionalChoice = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : v),
  z.coerce.number().int().positive().nullable(),
);

/** A Malaysian phone number as people write it: digits, with spaces or dashes between them. */
export const PHONE_PATTERN = /^\d[\d\s-]*$/;
/** The longest phone number, in digits (spec 000 §5: merchandise phone max length 11). */
export const PHONE_MAX_DIGITS = 11;

/** The digits of a phone number, without the spaces and dashes people write between them. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/**
 * A required phone number as the profile keeps it: digits, optionally grouped with spaces or dashes
 * ('011-67332258'), at most 11 digits, so that every saved number is one the shipping form accepts once its
 * separators are dropped.
 */
export function requiredPhone(required: string = FIELD_MSG.phoneRequired) {
  return requiredText(required, 20).refine(
    (v) => v === '' || (PHONE_PATTERN.test(v) && phoneDigits(v).length <= PHONE_MAX_DIGITS),
    FIELD_MSG.phoneInvalid,
  );
}

/**
 * Runs a cross-field check (`mustMatch`) even while other fields are invalid, so a form shows every
 * message at once rather than the mismatch only after the rest is right.
 */
export const EVEN_WITH_OTHER_ERRORS = { when: () => true };

/** Adds a "must match" issue on `field` when it differs from `other`; pair it with {@link EVEN_WITH_OTHER_ERRORS}. */
export function mustMatch<T extends Record<string, unknown>>(
  field: keyof T & string,
  other: keyof T & string,
  message: string,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const a = value[field];
    if (typeof a === 'string' && a !== '' && a !== value[other])
      ctx.addIssue({ code: 'custom', path: [field], message });
  };
}

/** The credentials a new account is made with: email and password, each typed twice (spec 000 §5). */
export const NEW_ACCOUNT_FIELDS = {
  email: requiredEmail(FIELD_MSG.emailRequired, 50),
  confirm_email: requiredText(FIELD_MSG.confirmEmailRequired, 50),
  password: requiredSecret(FIELD_MSG.passwordRequired, 50).refine(
    (v) => v.length >= 6,
    FIELD_MSG.passwordMin,
  ),
  confirm_password: requiredSecret(FIELD_MSG.confirmPasswordRequired, 50),
};

type NewAccountCredentials = { [K in keyof typeof NEW_ACCOUNT_FIELDS]: string };

/** Adds the two confirmations of {@link NEW_ACCOUNT_FIELDS}: each must match what it confirms. */
export function confirmingCredentials<S extends z.ZodType<NewAccountCredentials>>(schema: S): S {
  return schema
    .superRefine(mustMatch('confirm_email', 'email', FIELD_MSG.confirmEmailMismatch), EVEN_WITH_OTHER_ERRORS)
    .superRefine(
      mustMatch('confirm_password', 'password', FIELD_MSG.confirmPasswordMismatch),
      EVEN_WITH_OTHER_ERRORS,
    );
}
