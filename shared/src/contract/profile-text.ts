/** Texts of the profile page; ours where the spec shows none. */
export const PROFILE_TEXT = {
  updated: 'Profile successfully updated.',
  passwordUpdated: 'Password successfully updated.',
  passwordHint: 'Between 8 to 20 characters, with letters, numbers or special characters.',
  oldPasswordRequired: 'Old Password is required',
  oldPasswordWrong: 'Old Password is incorrect',
  newPasswordRequired: 'New Password is required',
  newPasswordLength: 'Password must be 8 to 20 characters',
  confirmMismatch: 'Confirm Password is not match',
  avatarFormat: 'The avatar must be a JPG, PNG or WEBP image.',
  avatarTooLarge: 'The avatar must not be larger than 5 MB.',
  avatarMissing: 'Please choose an image.',
  avatarUploaded: 'Avatar successfully uploaded.',
  postcodeMax: 'Postcode must be at most 5 characters.',
} as const;
