import { type EInvoiceTypeCode, eInvoiceTypeName, isEInvoiceTypeCode, isIdType, isSelfBilled } from './codes';
import { isObject, parseAmount } from './ubl-read';

/** What MyInvois reports about a document (its summary), read from the document itself. */
export interface DocumentFacts {
  internalId: string;
  typeCode: EInvoiceTypeCode | null;
  typeName: string;
  version: string;
  /** The issuer: the supplier, or the buyer of a self-billed document. */
  issuerTin: string;
  issuerName: string;
  /** The other party's registration or identity number and name. */
  receiverId: string;
  receiverName: string;
  /** `YYYY-MM-DDTHH:MM:SSZ`, or '' when the document has none. */
  issuedAt: string;
  totalExcludingTaxSen: number;
  totalDiscountSen: number;
  totalNetSen: number;
  totalPayableSen: number;
  /** UUIDs of the e-Invoices a note references. */
  referencedUuids: string[];
}

/** `node[key][0]` when it is an object. */
function first(node: unknown, key: string): Record<string, unknown> | undefined {
  if (!isObject(node)) return undefined;
  const list = node[key];
  return Array.isArray(list) && isObject(list[0]) ? list[0] : undefined;
}

function value(node: unknown, key: string): unknown {
  return first(node, key)?._;
}

function str(node: unknown, key: string): string {
  const v = value(node, key);
  return typeof v === 'string' ? v.trim() : '';
}

function sen(node: unknown, key: string): number {
  return parseAmount(value(node, key)) ?? 0;
}

function partyFacts(party: unknown): { tin: string; id: string; name: string } {
  const ids = isObject(party) && Array.isArray(party.PartyIdentification) ? party.PartyIdentification : [];
  let tin = '';
  let id = '';
  for (const entry of ids) {
    const leaf = first(entry, 'ID');
    const scheme = leaf?.schemeID;
    if (typeof leaf?._ !== 'string') continue;
    if (scheme === 'TIN') tin = leaf._.trim();
    else if (isIdType(scheme) && leaf._ !== 'NA') id = leaf._.trim();
  }
  return { tin, id, name: str(first(party, 'PartyLegalEntity'), 'RegistrationName') };
}

/**
 * The facts of a received document that MyInvois lists in its summaries. Tolerant: a field it cannot
 * read is empty (or 0), so it can also describe a document that fails validation.
 */
export function documentFacts(document: unknown): DocumentFacts {
  const invoice = first(document, 'Invoice');
  const typeLeaf = first(invoice, 'InvoiceTypeCode');
  const typeCode = isEInvoiceTypeCode(typeLeaf?._) ? typeLeaf._ : null;
  const supplier = partyFacts(first(first(invoice, 'AccountingSupplierParty'), 'Party'));
  const buyer = partyFacts(first(first(invoice, 'AccountingCustomerParty'), 'Party'));
  const [issuer, receiver] = typeCode && isSelfBilled(typeCode) ? [buyer, supplier] : [supplier, buyer];
  const date = str(invoice, 'IssueDate');
  const time = str(invoice, 'IssueTime');
  const monetary = first(invoice, 'LegalMonetaryTotal');
  const billing =
    isObject(invoice) && Array.isArray(invoice.BillingReference) ? invoice.BillingReference : [];
  const referencedUuids = billing
    .map((b) => str(first(b, 'InvoiceDocumentReference'), 'UUID'))
    .filter((uuid): uuid is string => uuid !== '');
  const lines = isObject(invoice) && Array.isArray(invoice.InvoiceLine) ? invoice.InvoiceLine : [];
  const lineDiscounts = lines.reduce<number>((s, line) => {
    const charges = isObject(line) && Array.isArray(line.AllowanceCharge) ? line.AllowanceCharge : [];
    return (
      s +
      charges.reduce<number>((t, c) => t + (value(c, 'ChargeIndicator') === false ? sen(c, 'Amount') : 0), 0)
    );
  }, 0);
  return {
    internalId: str(invoice, 'ID'),
    typeCode,
    typeName: typeCode ? eInvoiceTypeName(typeCode) : '',
    version: typeof typeLeaf?.listVersionID === 'string' ? typeLeaf.listVersionID : '',
    issuerTin: issuer.tin,
    issuerName: issuer.name,
    receiverId: receiver.id,
    receiverName: receiver.name,
    issuedAt: date && time ? `${date}T${time}` : '',
    totalExcludingTaxSen: sen(monetary, 'TaxExclusiveAmount'),
    totalDiscountSen: lineDiscounts + sen(monetary, 'AllowanceTotalAmount'),
    totalNetSen: sen(monetary, 'LineExtensionAmount') || sen(monetary, 'TaxExclusiveAmount'),
    totalPayableSen: sen(monetary, 'PayableAmount'),
    referencedUuids,
  };
}
