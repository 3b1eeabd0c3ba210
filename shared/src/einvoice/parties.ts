import { GENERAL_TINS, type IdType, MSIC_NOT_APPLICABLE } from './codes';
import type { EInvoiceAddress, EInvoiceParty, EInvoiceSupplier } from './document';
import { identityForDocument, normalizeIdentity } from './identity';

/** The buyer of a consolidated e-Invoice, as LHDN's specific guideline (table 3.5) fixes it. */
export function generalPublicBuyer(): EInvoiceParty {
  return {
    name: 'General Public',
    tin: GENERAL_TINS.generalPublic,
    id: null,
    sst: null,
    email: null,
    phone: null,
    address: null,
  };
}

/** What a person or business gives to get an e-Invoice in their own name (or to be paid as a supplier). */
export interface TaxpayerDetails {
  name: string;
  tin: string;
  idType: IdType;
  idValue: string;
  address: EInvoiceAddress;
  phone: string;
  email?: string | null;
  sst?: string | null;
}

/** Digits with one optional leading `+`, as LHDN takes phone numbers (spaces and dashes dropped). */
export function phoneForDocument(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** A taxpayer's details as a document party, identity numbers normalized. */
export function taxpayerParty(details: TaxpayerDetails): EInvoiceParty {
  return {
    name: details.name.trim(),
    tin: normalizeIdentity(details.tin),
    id: { type: details.idType, value: identityForDocument(details.idType, details.idValue) },
    sst: details.sst?.trim() || null,
    email: details.email?.trim() || null,
    phone: phoneForDocument(details.phone),
    address: details.address,
  };
}

/** A supplier in a self-billed e-Invoice (a reseller or affiliate); an individual has no MSIC code. */
export function payeeSupplier(
  details: TaxpayerDetails,
  msic?: { code: string; description: string },
): EInvoiceSupplier {
  return { ...taxpayerParty(details), msic: msic ?? { ...MSIC_NOT_APPLICABLE } };
}

/** The seller as the buyer of a self-billed e-Invoice (the same party, without its activity code). */
export function asBuyer(seller: EInvoiceSupplier): EInvoiceParty {
  const { msic: _activity, ...buyer } = seller;
  return buyer;
}
