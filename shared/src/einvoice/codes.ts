/**
 * LHDN MyInvois code tables (SDK "Codes" pages) that our documents use or the validator checks.
 * Only short, stable tables are listed in full; MSIC codes and UN/ECE unit codes are checked by format.
 */

/** e-Invoice types, `InvoiceTypeCode`. */
export const EINVOICE_TYPES = {
  invoice: '01',
  creditNote: '02',
  debitNote: '03',
  refundNote: '04',
  selfBilledInvoice: '11',
  selfBilledCreditNote: '12',
  selfBilledDebitNote: '13',
  selfBilledRefundNote: '14',
} as const;
export type EInvoiceKind = keyof typeof EINVOICE_TYPES;
export type EInvoiceTypeCode = (typeof EINVOICE_TYPES)[EInvoiceKind];

const TYPE_NAMES: Record<EInvoiceTypeCode, string> = {
  '01': 'Invoice',
  '02': 'Credit Note',
  '03': 'Debit Note',
  '04': 'Refund Note',
  '11': 'Self-billed Invoice',
  '12': 'Self-billed Credit Note',
  '13': 'Self-billed Debit Note',
  '14': 'Self-billed Refund Note',
};

export function isEInvoiceTypeCode(code: unknown): code is EInvoiceTypeCode {
  return typeof code === 'string' && Object.hasOwn(TYPE_NAMES, code);
}

/** The type's name as MyInvois reports it (`typeName`). */
export function eInvoiceTypeName(code: EInvoiceTypeCode): string {
  return TYPE_NAMES[code];
}

/** Self-billed documents are issued by the buyer, so the buyer's TIN is the issuer's. */
export function isSelfBilled(code: EInvoiceTypeCode): boolean {
  return code >= '11';
}

/** Credit, debit and refund notes (self-billed or not) must reference the original e-Invoice. */
export function isNote(code: EInvoiceTypeCode): boolean {
  return code !== '01' && code !== '11';
}

/** Document type versions we build: 1.0 unsigned, 1.1 with the issuer's digital signature. */
export type EInvoiceVersion = '1.0' | '1.1';

/** Tax types. `06` is "not applicable"; `E` is an exemption and needs its reason. */
export const TAX_TYPES = {
  salesTax: '01',
  serviceTax: '02',
  tourismTax: '03',
  highValueGoodsTax: '04',
  lowValueGoodsSalesTax: '05',
  notApplicable: '06',
  exempt: 'E',
} as const;
export type TaxTypeCode = (typeof TAX_TYPES)[keyof typeof TAX_TYPES];
const TAX_TYPE_SET: ReadonlySet<string> = new Set(Object.values(TAX_TYPES));
export function isTaxTypeCode(code: unknown): code is TaxTypeCode {
  return typeof code === 'string' && TAX_TYPE_SET.has(code);
}

/** Classification codes `001` to `045`; the ones we use are named. */
export const CLASSIFICATION = {
  consolidated: '004',
  ecommerce: '008',
  educationFees: '010',
  others: '022',
  publications: '026',
  selfBilledOthers: '036',
  selfBilledAgentPayments: '037',
  vouchers: '044',
} as const;
export function isClassificationCode(code: unknown): code is string {
  if (typeof code !== 'string' || !/^\d{3}$/.test(code)) return false;
  const n = Number(code);
  return n >= 1 && n <= 45;
}

/** Malaysian state codes, by the names our `states` table uses (LHDN's own names). */
export const STATE_CODES: Readonly<Record<string, string>> = {
  Johor: '01',
  Kedah: '02',
  Kelantan: '03',
  Melaka: '04',
  'Negeri Sembilan': '05',
  Pahang: '06',
  'Pulau Pinang': '07',
  Perak: '08',
  Perlis: '09',
  Selangor: '10',
  Terengganu: '11',
  Sabah: '12',
  Sarawak: '13',
  'Wilayah Persekutuan Kuala Lumpur': '14',
  'Wilayah Persekutuan Labuan': '15',
  'Wilayah Persekutuan Putrajaya': '16',
};
/** State code `17`: not applicable (consolidated buyers, addresses without a state). */
export const STATE_NOT_APPLICABLE = '17';

/** The state code for a state's name, or `17` when the name is unknown or missing. */
export function stateCodeFromName(name: string | null | undefined): string {
  return (name && STATE_CODES[name.trim()]) || STATE_NOT_APPLICABLE;
}
export function isMalaysianStateCode(code: unknown): boolean {
  return typeof code === 'string' && /^(0[1-9]|1[0-7])$/.test(code);
}

/** Payment modes (`PaymentMeansCode`). */
export const PAYMENT_MEANS = {
  cash: '01',
  cheque: '02',
  bankTransfer: '03',
  creditCard: '04',
  debitCard: '05',
  eWallet: '06',
  digitalBank: '07',
  others: '08',
} as const;
export function isPaymentMeansCode(code: unknown): boolean {
  return typeof code === 'string' && /^0[1-8]$/.test(code);
}

/** The general TINs LHDN assigns for buyers or suppliers who have none of their own. */
export const GENERAL_TINS = {
  generalPublic: 'EI00000000010',
  foreignBuyer: 'EI00000000020',
  foreignSupplier: 'EI00000000030',
  government: 'EI00000000040',
} as const;

/** Identity document schemes beside the TIN. */
export const ID_TYPES = ['NRIC', 'BRN', 'PASSPORT', 'ARMY'] as const;
export type IdType = (typeof ID_TYPES)[number];
export function isIdType(value: unknown): value is IdType {
  return typeof value === 'string' && (ID_TYPES as readonly string[]).includes(value);
}

/** MSIC `00000`: no business activity (an individual supplier in a self-billed e-Invoice). */
export const MSIC_NOT_APPLICABLE = { code: '00000', description: 'NOT APPLICABLE' } as const;

/** Our only currency, and the unit of a service or an item (UN/ECE rec. 20 "one"). */
export const CURRENCY = 'MYR';
export const UNIT_ONE = 'C62';
/** Literal LHDN asks for in place of a value that does not apply. */
export const NOT_APPLICABLE = 'NA';
