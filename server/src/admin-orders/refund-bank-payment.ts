import { csvCell, PAYOUT_CSV_HEADER, ringgitOf } from '../payouts/payout.service';

/**
 * The bank bulk-payment file of a refund paid back by hand (senangPay's FPX has no refund API): the commission
 * payout's columns and cell rules, one row to the buyer's account.
 */
export function bankPaymentCsv(p: {
  bank: string;
  code: string;
  accountNo: string;
  holder: string;
  amountSen: number;
  reference: string;
}): string {
  const row = [p.bank, p.code, p.accountNo, p.holder, '', ringgitOf(p.amountSen), p.reference];
  return `${PAYOUT_CSV_HEADER.join(',')}\r\n${row.map(csvCell).join(',')}\r\n`;
}
