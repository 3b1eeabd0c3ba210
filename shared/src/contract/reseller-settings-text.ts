/** Texts of the reseller and sub-reseller settings (spec 002 §8; field limits §5 "Reseller settings"). */
export const RESELLER_SETTINGS_TEXT = {
  updated: 'Settings successfully updated',
  copied: 'Reseller link successfully Copied!',
  copyFailed: 'Cannot copy',
  // Our wording for the required bank fields (the spec names them required without messages).
  bankRequired: 'Bank Name is required',
  accountNoRequired: 'Account No is required',
  holderRequired: 'Account Holder is required',
  swiftRequired: 'SWIFT Code is required',
  tooLong: 'Must not be more than 50 characters',
  rateSubRange: 'Sub-reseller commission must be between 0 and 30',
} as const;
