/** Texts of the approval screens: the spec's confirmation, and ours where it shows none. */
export const APPROVAL_TEXT = {
  approveConfirm: 'Are you sure want to approve?',
  // Our wording: the spec shows no approval screens.
  declineConfirm: 'Are you sure want to decline?',
  reasonRequired: 'Please state the reason',
  resellerApproved: 'Reseller registration approved',
  resellerDeclined: 'Reseller registration declined',
  cancellationApproved: 'Cancellation approved',
  alreadyDecided: 'This request has already been decided',
  noRecord: 'No record',
} as const;
