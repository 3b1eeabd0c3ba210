import { z } from 'zod';
import { FIELD_MSG } from '../messages';
import { requiredSecret, requiredText } from './fields';
import {
  EVEN_WITH_OTHER_ERRORS,
  mustMatch,
  OptionalChoice,
  optionalText,
  requiredPhone,
} from './form-fields';
import { GUARDIAN_RELATIONS, schoolPickerRoutes } from './package-checkout.contract';
import { PROFILE_TEXT } from './profile-text';
import { defineRoute } from './route';

/** Largest avatar accepted, in bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export { PROFILE_TEXT } from './profile-text';

const optionalGender = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.enum(['F', 'M']).nullable(),
);

/**
 * The profile form (spec 000 §5 "Profile"): name and phone required, postcode at most 5. The phone is a
 * phone number ('Phone No is invalid' otherwise), kept as written, that the merchandise checkout accepts.
 */
export const ProfileSaveBody = z.object({
  name: requiredText(FIELD_MSG.nameRequired, 255),
  phone_no: requiredPhone(FIELD_MSG.phoneRequired),
  first_name: optionalText(100),
  last_name: optionalText(20),
  language: optionalText(20),
  gender: optionalGender,
  dob: optionalText(10),
  profile_detail: optionalText(2000),
  address1: optionalText(255),
  address2: optionalText(255),
  postcode: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.string().trim().max(5, PROFILE_TEXT.postcodeMax).nullable(),
  ),
  city: optionalText(255),
  state_id: OptionalChoice,
  country_id: OptionalChoice,
  name_institution: optionalText(255),
  school_id: OptionalChoice,
  parent_name: optionalText(255),
  parent_relationship: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.enum(GUARDIAN_RELATIONS).nullable(),
  ),
  parent_email: optionalText(50),
});
export type ProfileSaveBody = z.input<typeof ProfileSaveBody>;

/** Password change: old at most 20, new 8 to 20 (the hint) within the field's 100, confirmation matching. */
export const PasswordChangeBody = z
  .object({
    old_password: requiredSecret(PROFILE_TEXT.oldPasswordRequired, 20),
    password: requiredSecret(PROFILE_TEXT.newPasswordRequired, 100).refine(
      (v) => v.length >= 8 && v.length <= 20,
      PROFILE_TEXT.newPasswordLength,
    ),
    password_confirmation: requiredSecret(FIELD_MSG.confirmPasswordRequired, 100),
  })
  .superRefine(
    mustMatch('password_confirmation', 'password', PROFILE_TEXT.confirmMismatch),
    EVEN_WITH_OTHER_ERRORS,
  );
export type PasswordChangeBody = z.input<typeof PasswordChangeBody>;

export const ProfileUser = z.object({
  email: z.string(),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  language: z.string().nullable(),
  phone_no: z.string().nullable(),
  gender: z.string().nullable(),
  dob: z.string().nullable(),
  profile_detail: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  state_id: z.number().int().nullable(),
  country_id: z.number().int().nullable(),
  avatar: z.string().nullable(),
  profile_picture: z.string().nullable(),
  name_institution: z.string().nullable(),
  school_id: z.number().int().nullable(),
  is_student: z.boolean(),
  parent: z.object({ name: z.string(), relationship: z.string(), email: z.string().nullable() }).nullable(),
});
export type ProfileUser = z.infer<typeof ProfileUser>;

const tag = 'profile';

export const profileContract = {
  user: defineRoute({
    method: 'GET',
    path: '/ajax/v2/profile/user',
    summary: 'The logged-in user’s profile',
    tag,
    access: 'user',
    owner: 'self',
    response: z.object({ user: ProfileUser }),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/ajax/v2/profile/save',
    summary: 'Saves the profile (our path: the spec does not show the form’s target)',
    tag,
    access: 'user',
    owner: 'self',
    encoding: 'form',
    body: ProfileSaveBody,
    response: z.object({ user: ProfileUser }),
  }),
  password: defineRoute({
    method: 'POST',
    path: '/ajax/v2/profile/password',
    summary: 'Changes the password (our path)',
    tag,
    access: 'user',
    owner: 'self',
    encoding: 'form',
    body: PasswordChangeBody,
    response: z.object({ ok: z.boolean() }),
  }),
  uploadAvatar: defineRoute({
    method: 'POST',
    path: '/ajax/v2/profile/upload-avatar',
    summary: 'Uploads an avatar (checked by content, re-encoded); is_format false when refused',
    tag,
    access: 'user',
    owner: 'self',
    encoding: 'multipart',
    files: { avatar: { maxBytes: AVATAR_MAX_BYTES } },
    response: z.object({
      is_format: z.boolean(),
      avatar: z.string().nullable(),
      profile_picture: z.string().nullable(),
      message: z.string(),
    }),
  }),
  ...schoolPickerRoutes('/ajax/v2/profile', tag, 'user'),
};
