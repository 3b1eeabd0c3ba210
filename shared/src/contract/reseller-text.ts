/** Texts of the reseller registration; the spec's words, and ours where it shows none. */
export const RESELLER_TEXT = {
  heading: 'RESELLER REGISTRATION',
  thankYou: 'THANK YOU',
  underReview: 'Your registration is under review and awaiting approval.',
  backHome: 'Back To Homepage',
  // Our wording: the spec lists these fields as required without giving their messages.
  fullNameRequired: 'Full Name is required',
  bankRequired: 'Bank Name is required',
  accountNoRequired: 'Account No is required',
  accountNoNumeric: 'Account No must numeric',
  holderRequired: 'Beneficiary Name is required',
  swiftRequired: 'SWIFT Code is required',
  postcodeNumeric: 'Postcode must numeric',
  termsRequired: 'Please agree to the terms and conditions',
  registered: 'Thank you. Your registration is under review and awaiting approval.',
} as const;
