export const COMMISSION_TEXT = {
  deleteTitle: 'DELETE COMMISSION',
  deleteConfirm: 'Are you sure want to delete this commission?',
  setPaid: 'Set Status as Paid',
  generatePayout: 'Generate Payout',
  // Our wording: the spec shows none for these.
  selectRequired: 'Please select at least one commission',
  alreadyPaid: 'Paid commissions cannot be changed',
  released: 'Commissions set as paid',
  updated: 'Commission updated',
  deleted: 'Commission deleted',
  nothingToPay: 'There is no paid commission waiting for a payout',
  awaitingPayout: 'Awaiting Payout',
  /** What Generate Payout will pay, said before it does. */
  payoutConfirm: (period: string, count: number, amount: string) =>
    `Generate the payout file for ${period}? It pays the ${count} released commission${count === 1 ? '' : 's'} of ${period} not yet in a payout file, ${amount} in all. Commissions of other months are not included.`,
  payoutNothing: (period: string) => `No released commission of ${period} is waiting for a payout.`,
  amountInvalid: 'Amount must be a positive number',
} as const;
