import type { Bilingual } from '../bilingual';
import { formatRM } from '../money/ringgit';

const en = {
  refunded: (amountSen: number, number: string) => `Refund ${number} of ${formatRM(amountSen)} recorded.`,
  amountNotPositive: 'The refund amount must be more than zero.',
  exceedsLeft: (leftSen: number) => `The refund cannot be more than what is left: ${formatRM(leftSen)}.`,
  nothingLeft: 'This order has nothing left to refund.',
  notPaid: 'Only a paid order can be refunded.',
  reasonRequired: 'Please give a reason for the refund.',
  destinationInvalid: 'Please choose Mahir Coins or the original payment method.',
  coinsAlreadySpent: (leftSen: number) =>
    `The buyer has spent some of the coins this order sold; at most ${formatRM(leftSen)} can be refunded.`,
  refundInProgress: 'Another refund of this order is being recorded. Please reload and try again.',
  bankDetailsRequired:
    'This payment cannot be refunded through the provider. Please enter the bank account to pay it back to.',
  providerRefundFailed: 'The payment provider did not accept the refund. Nothing was changed.',
  coinsWholeRinggit: 'A refund to Mahir Coins must be in whole ringgit (1 coin is RM 1.00).',
  coinsNeedAccount: 'This order has no buyer account to credit Mahir Coins to.',
  originalAtMost: (leftSen: number) =>
    `At most ${formatRM(leftSen)} can go back to the original payment method; refund the rest to Mahir Coins.`,
  bankUnknown: 'Please choose the bank from the list.',
  bankPaidBack: (number: string) => `Refund ${number} is marked as paid back.`,
  bankAlreadyPaidBack: 'This refund is already marked as paid back.',
  notBankRefund: 'Only a refund waiting for its bank transfer can be marked as paid back.',
  bankReferenceRequired: 'Please enter the bank transfer reference.',
  refundNotFound: 'No such refund for this order.',
} as const;

/** Messages of refunds in the back office (issue 21). */
export const REFUND_MSG: Bilingual<typeof en> = {
  en,
  ms: {
    refunded: (amountSen, number) => `Bayaran balik ${number} sebanyak ${formatRM(amountSen)} direkodkan.`,
    amountNotPositive: 'Jumlah bayaran balik mesti lebih daripada sifar.',
    exceedsLeft: (leftSen) => `Bayaran balik tidak boleh melebihi baki: ${formatRM(leftSen)}.`,
    nothingLeft: 'Tiada baki untuk dibayar balik bagi pesanan ini.',
    notPaid: 'Hanya pesanan yang telah dibayar boleh dibayar balik.',
    reasonRequired: 'Sila nyatakan sebab bayaran balik.',
    destinationInvalid: 'Sila pilih Mahir Coins atau kaedah pembayaran asal.',
    coinsAlreadySpent: (leftSen) =>
      `Pembeli telah membelanjakan sebahagian Mahir Coins daripada pesanan ini; paling banyak ${formatRM(leftSen)} boleh dibayar balik.`,
    refundInProgress:
      'Bayaran balik lain bagi pesanan ini sedang direkodkan. Sila muat semula dan cuba lagi.',
    bankDetailsRequired:
      'Pembayaran ini tidak boleh dibayar balik melalui penyedia. Sila masukkan akaun bank untuk pembayaran balik.',
    providerRefundFailed: 'Penyedia pembayaran tidak menerima bayaran balik. Tiada apa-apa yang diubah.',
    coinsWholeRinggit:
      'Bayaran balik kepada Mahir Coins mesti dalam ringgit penuh (1 syiling ialah RM 1.00).',
    coinsNeedAccount: 'Pesanan ini tiada akaun pembeli untuk dikreditkan Mahir Coins.',
    originalAtMost: (leftSen) =>
      `Paling banyak ${formatRM(leftSen)} boleh dikembalikan melalui kaedah pembayaran asal; bayar balik selebihnya kepada Mahir Coins.`,
    bankUnknown: 'Sila pilih bank daripada senarai.',
    bankPaidBack: (number) => `Bayaran balik ${number} ditandakan sebagai telah dibayar.`,
    bankAlreadyPaidBack: 'Bayaran balik ini telah ditandakan sebagai dibayar.',
    notBankRefund: 'Hanya bayaran balik yang menunggu pindahan bank boleh ditandakan sebagai dibayar.',
    bankReferenceRequired: 'Sila masukkan rujukan pindahan bank.',
    refundNotFound: 'Tiada bayaran balik sedemikian bagi pesanan ini.',
  },
};
