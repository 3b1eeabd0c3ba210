/** The password the API tests give the accounts they sign up. */
export const NEW_PASSWORD = 'rahsia123';

/**
 * The sign-up form of a new account with that password and the terms accepted: a parent, unless `extra`
 * says otherwise (a pupil gives `account_type: 'student'` and a date of birth).
 */
export function signUpForm(fullName: string, email: string, extra: Record<string, unknown> = {}) {
  return {
    full_name: fullName,
    email,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    account_type: 'parent',
    terms: true,
    ...extra,
  };
}
