import { z } from 'zod';
import { FIELD_MSG } from '../messages';
import { requiredText } from './fields';

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

/** Adds a "must match" issue on `field` when it differs from `other`. */
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
