import { GENERAL_TINS, type IdType } from './codes';

/** Why a TIN or an identity number is refused: a stable code and a sentence for the person. */
export interface IdentityProblem {
  code: 'tin_format' | 'id_format';
  message: string;
}

const GENERAL_TIN_SET: ReadonlySet<string> = new Set(Object.values(GENERAL_TINS));
/** Prefixes of non-individual TINs (companies, partnerships, trusts, ...). */
const NON_INDIVIDUAL_PREFIXES = [
  'CS',
  'FA',
  'PT',
  'TA',
  'TC',
  'TN',
  'TR',
  'TP',
  'LE',
  'C',
  'D',
  'E',
  'F',
  'J',
];
/** JPN place-of-birth codes that appear in the 7th and 8th digits of a MyKad number. */
const NRIC_PLACE_CODES = /^(0[1-9]|1[0-6]|[2-5]\d|6[0-8]|7[1-2]|7[4-9]|8[2-9]|9[0-3]|9[89])$/;

/** Upper case without spaces: how TINs and identity numbers are stored and sent. */
export function normalizeIdentity(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * Checks a TIN's shape as LHDN issues them: `IG` and digits for individuals; a prefix such as `C` and
 * digits without a leading zero and ending in `0` for others; or one of the general TINs. Whether the TIN
 * is registered only LHDN knows (its Taxpayer Validator).
 *
 * @example checkTin('C2584563200') // null
 * @example checkTin('C02584563200') // { code: 'tin_format', ... }
 */
export function checkTin(tin: string): IdentityProblem | null {
  const t = normalizeIdentity(tin);
  if (GENERAL_TIN_SET.has(t)) return null;
  if (t.length <= 14) {
    if (/^IG\d{8,12}$/.test(t)) return null;
    const prefix = NON_INDIVIDUAL_PREFIXES.find((p) => t.startsWith(p));
    const digits = prefix ? t.slice(prefix.length) : '';
    if (prefix && /^[1-9]\d*0$/.test(digits) && digits.length <= 12) return null;
  }
  return {
    code: 'tin_format',
    message:
      'The TIN is not in the format LHDN issues: IG and digits for a person, or C, D, F, J (or another entity prefix) and digits ending in 0 for a business.',
  };
}

function validNricDate(digits: string): boolean {
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  // The century is not in the number; 29 February is accepted for any year.
  const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

const ID_MESSAGES: Record<IdType, string> = {
  NRIC: 'The MyKad number must be 12 digits (YYMMDD-PB-###G) with a real date of birth and place code.',
  BRN: 'The business registration number must be the 12-digit SSM number (e.g. 202001234567) or the old form (e.g. 123456-X).',
  PASSPORT: 'The passport number must be 5 to 20 letters and digits.',
  ARMY: 'The MyTentera number must be 5 to 20 letters and digits.',
};

/**
 * Checks an identity number against its scheme (dashes and spaces in a MyKad number are allowed and
 * ignored). `NA` is never accepted here: only consolidated e-Invoices carry it, and they are built by us.
 */
export function checkIdentity(type: IdType, value: string): IdentityProblem | null {
  const v = normalizeIdentity(value);
  let ok: boolean;
  switch (type) {
    case 'NRIC': {
      const digits = v.replace(/-/g, '');
      ok = /^\d{12}$/.test(digits) && validNricDate(digits) && NRIC_PLACE_CODES.test(digits.slice(6, 8));
      break;
    }
    case 'BRN':
      ok = /^(18|19|20)\d{2}0[1-6]\d{6}$/.test(v) || /^[A-Z]{0,3}\d{1,9}-?[A-Z]$/.test(v);
      break;
    case 'PASSPORT':
    case 'ARMY':
      ok = /^[A-Z0-9]{5,20}$/.test(v);
      break;
  }
  return ok ? null : { code: 'id_format', message: ID_MESSAGES[type] };
}

/** The identity number as sent: normalized, and a MyKad number without its dashes. */
export function identityForDocument(type: IdType, value: string): string {
  const v = normalizeIdentity(value);
  return type === 'NRIC' ? v.replace(/-/g, '') : v;
}
