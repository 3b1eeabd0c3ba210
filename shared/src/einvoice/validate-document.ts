import { isEInvoiceTypeCode, isNote, isPaymentMeansCode } from './codes';
import { UBL_NAMESPACES } from './ubl-json';
import { type At, isObject, items, leaf, one, text } from './ubl-read';
import { validateAmounts } from './validate-amounts';
import { validateParty } from './validate-party';
import { IssueList, type ValidationIssue } from './validation-issue';

/** How far an issue time may run ahead of the service's clock, and how old it may be (LHDN: 72 hours). */
const FUTURE_SKEW_MS = 5 * 60_000;
export const MAX_ISSUE_AGE_MS = 72 * 3600_000;

export interface ValidationOptions {
  /** The service's clock: issue times are judged against it. */
  now: Date;
  /**
   * Checks a v1.1 document's signature (digests, signature value, certificate); answers why it fails or
   * null. Without it, only the presence of the signature is checked.
   */
  verifySignature?: (document: Record<string, unknown>) => string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

function validateIssueTime(issues: IssueList, invoice: At, now: Date): void {
  const date = text(issues, invoice, 'IssueDate', { required: true, max: 10 });
  const time = text(issues, invoice, 'IssueTime', { required: true, max: 9 });
  if (date && !validDate(date.value))
    issues.add('coreFields', 'InvalidFormat', date.path, 'IssueDate is YYYY-MM-DD');
  if (time && !/^([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/.test(time.value))
    issues.add('coreFields', 'InvalidFormat', time.path, 'IssueTime is HH:MM:SSZ in UTC');
  if (!date || !time) return;
  const at = Date.parse(`${date.value}T${time.value}`);
  if (Number.isNaN(at)) return;
  if (at > now.getTime() + FUTURE_SKEW_MS)
    issues.add('coreFields', 'IssuanceInFuture', date.path, 'the issuance date and time is in the future');
  else if (at < now.getTime() - MAX_ISSUE_AGE_MS)
    issues.add(
      'coreFields',
      'IssuanceTooOld',
      date.path,
      'the issuance date and time of the document is too old (over 72 hours)',
    );
}

function validateCurrency(issues: IssueList, invoice: At): void {
  const currency = leaf(issues, invoice, 'DocumentCurrencyCode', true);
  if (!currency) return;
  if (typeof currency.value !== 'string' || !/^[A-Z]{3}$/.test(currency.value)) {
    issues.add('codes', 'InvalidCode', currency.path, 'the currency is an ISO 4217 code');
    return;
  }
  const taxCurrency = leaf(issues, invoice, 'TaxCurrencyCode', false);
  if (taxCurrency && taxCurrency.value !== 'MYR')
    issues.add('currency', 'CurrencyUnsupported', taxCurrency.path, 'the tax currency is MYR');
  if (currency.value === 'MYR') return;
  const rate = one(issues, invoice, 'TaxExchangeRate', false);
  const calculation = rate ? leaf(issues, rate, 'CalculationRate', true) : undefined;
  if (!calculation || typeof calculation.value !== 'number' || calculation.value <= 0)
    issues.add(
      'currency',
      'MissingField',
      `${invoice.path}.TaxExchangeRate`,
      'a document in a foreign currency needs its exchange rate to MYR',
    );
}

function validateReferences(issues: IssueList, invoice: At, typeCode: string): void {
  if (!isEInvoiceTypeCode(typeCode) || !isNote(typeCode)) return;
  const refs = items(issues, invoice, 'BillingReference', false).flatMap((b) =>
    items(issues, b, 'InvoiceDocumentReference', false),
  );
  if (refs.length === 0) {
    issues.add(
      'references',
      'MissingReference',
      `${invoice.path}.BillingReference`,
      'a note must reference the original e-Invoice',
    );
    return;
  }
  for (const ref of refs) {
    text(issues, ref, 'ID', { required: true, max: 50 });
    const uuid = text(issues, ref, 'UUID', { required: true, max: 26 });
    if (uuid && !/^[A-Z0-9]{26}$/.test(uuid.value))
      issues.add('references', 'InvalidReference', uuid.path, "the original's UUID is 26 letters and digits");
  }
}

/**
 * Validates a received UBL 2.1 JSON e-Invoice (any type) the way MyInvois does, as far as it can be done
 * without LHDN's registers: structure, core fields and their formats, codes, currency, the references of
 * notes, the signature of v1.1 documents, and every amount to the sen. Answers every problem found
 * (none: the document is valid), each with its step, code and JSON path.
 */
export function validateEInvoice(document: unknown, options: ValidationOptions): ValidationIssue[] {
  const issues = new IssueList();
  if (!isObject(document)) {
    issues.add('structure', 'BadStructure', '$', 'the document must be a JSON object');
    return issues.issues;
  }
  for (const [key, value] of Object.entries(UBL_NAMESPACES))
    if (document[key] !== value)
      issues.add('structure', 'BadStructure', `$.${key}`, `${key} must be ${value}`);
  const invoices = items(issues, { node: document, path: '$' }, 'Invoice', true);
  if (invoices.length !== 1 || !invoices[0]) {
    if (invoices.length > 1)
      issues.add('structure', 'BadStructure', '$.Invoice', 'a document holds one Invoice');
    return issues.issues;
  }
  const invoice = invoices[0];
  text(issues, invoice, 'ID', { required: true, max: 50 });
  validateIssueTime(issues, invoice, options.now);
  const type = leaf(issues, invoice, 'InvoiceTypeCode', true);
  const typeCode = typeof type?.value === 'string' ? type.value : '';
  if (type && !isEInvoiceTypeCode(type.value))
    issues.add('codes', 'InvalidCode', type.path, 'the e-Invoice type is not one of 01-04, 11-14');
  const version = type?.attrs.listVersionID;
  if (type && version !== '1.0' && version !== '1.1')
    issues.add(
      'coreFields',
      'InvalidCode',
      `${type.path}.listVersionID`,
      'the e-Invoice version is 1.0 or 1.1',
    );
  validateCurrency(issues, invoice);
  const period = one(issues, invoice, 'InvoicePeriod', false);
  if (period) {
    for (const key of ['StartDate', 'EndDate']) {
      const d = text(issues, period, key, { required: false, max: 10 });
      if (d && !validDate(d.value)) issues.add('coreFields', 'InvalidFormat', d.path, `${key} is YYYY-MM-DD`);
    }
    text(issues, period, 'Description', { required: false, max: 50 });
  }
  validateReferences(issues, invoice, typeCode);
  const supplier = one(
    issues,
    one(issues, invoice, 'AccountingSupplierParty', true) ?? invoice,
    'Party',
    true,
  );
  if (supplier) validateParty(issues, supplier, 'supplier');
  const buyer = one(issues, one(issues, invoice, 'AccountingCustomerParty', true) ?? invoice, 'Party', true);
  if (buyer) validateParty(issues, buyer, 'buyer');
  for (const means of items(issues, invoice, 'PaymentMeans', false)) {
    const code = leaf(issues, means, 'PaymentMeansCode', false);
    if (code && !isPaymentMeansCode(code.value))
      issues.add('codes', 'InvalidCode', code.path, 'the payment mode is one of 01-08');
  }
  validateAmounts(issues, invoice);
  if (version === '1.1') {
    if (!invoice.node.UBLExtensions || !invoice.node.Signature)
      issues.add(
        'signature',
        'SignatureMissing',
        `${invoice.path}.Signature`,
        'a version 1.1 document must be signed',
      );
    else {
      const problem = options.verifySignature?.(document);
      if (problem) issues.add('signature', 'SignatureInvalid', `${invoice.path}.UBLExtensions`, problem);
    }
  }
  return issues.issues;
}

/** True when the issues include a structure error: MyInvois refuses such a document at submission. */
export function hasStructureError(issues: readonly ValidationIssue[]): boolean {
  return issues.some((i) => i.step === 'structure');
}
