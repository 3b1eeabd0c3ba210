/** Coin checkout texts (spec 000 §2.6) and ours where it shows none. */
export const COIN_TEXT = {
  title: 'Checkout Details',
  totalCoins: 'Total Coins',
  grandTotal: 'Grand Total',
  cancel: 'Cancel',
  makePayment: 'Make Payment',
  redirectNote:
    'After clicking Make Payment you will be redirected to the payment provider to complete your purchase securely.',
  packsTitle: 'Mahir Coins',
  added: 'The coin pack has been added to your coin cart.',
  cancelled: 'Your coin purchase has been cancelled.',
  packNotFound: 'This coin pack is not on sale.',
  balance: 'Your balance',
} as const;
