import { z } from 'zod';
import { ID_TYPES } from '../einvoice/codes';
import { checkIdentity, checkTin } from '../einvoice/identity';
import { EINVOICE_TEXT } from './einvoice-text';
import { Id, PageQuery, paged } from './fields';
import { defineRoute } from './route';

export { EINVOICE_TEXT } from './einvoice-text';

const T = EINVOICE_TEXT;

/** The fields every taxpayer form has: TIN, identity document and name. */
const TaxpayerFields = z.object({
  tin: z.string().trim().min(1).max(20),
  id_type: z.enum(ID_TYPES),
  id_value: z.string().trim().min(1).max(30),
  name: z.string().trim().min(1, T.nameRequired).max(300),
});

/** A TIN or identity document problem as the person's message (`checkTin`, `checkIdentity`). */
function checkTaxpayer(v: z.infer<typeof TaxpayerFields>, ctx: z.RefinementCtx): void {
  const tin = checkTin(v.tin);
  if (tin) ctx.addIssue({ code: 'custom', path: ['tin'], message: tin.message });
  const id = checkIdentity(v.id_type, v.id_value);
  if (id) ctx.addIssue({ code: 'custom', path: ['id_value'], message: id.message });
}

const Postcode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, T.addressIncomplete);
const Phone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s-]{7,20}$/, 'A phone number of 7 to 20 digits');

/**
 * A buyer's details for their own e-Invoice. `address` is the street address; the postcode, city, state and
 * phone default to the order's when left out.
 */
export const EInvoiceRequestBody = TaxpayerFields.extend({
  address: z.string().trim().min(1, T.addressRequired).max(300),
  postcode: Postcode.optional(),
  city: z.string().trim().min(1).max(50).optional(),
  state: z.string().trim().min(1).max(50).optional(),
  phone: Phone.optional(),
  email: z.string().trim().email().max(320).optional(),
}).superRefine(checkTaxpayer);
export type EInvoiceRequestBody = z.infer<typeof EInvoiceRequestBody>;

/** A reseller's, sub-reseller's or affiliate's tax details, for their self-billed e-Invoices. */
export const TaxDetailsBody = TaxpayerFields.extend({
  address: z.string().trim().min(1, T.addressRequired).max(300),
  postcode: Postcode,
  city: z.string().trim().min(1).max(50),
  state: z.string().trim().min(1).max(50),
  phone: Phone,
  sst: z.string().trim().max(35).optional(),
}).superRefine(checkTaxpayer);
export type TaxDetailsBody = z.infer<typeof TaxDetailsBody>;

export const TaxDetails = z.object({
  tin: z.string(),
  id_type: z.enum(ID_TYPES),
  id_value: z.string(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  phone: z.string(),
  sst: z.string().nullable(),
});
export type TaxDetails = z.infer<typeof TaxDetails>;

export const EINVOICE_KINDS = ['individual', 'consolidated', 'credit_note', 'self_billed'] as const;
export const EINVOICE_STATUSES = ['pending', 'submitted', 'valid', 'invalid', 'cancelled'] as const;

/** An e-Invoice as a receipt shows it: its state and, once valid, the validation link and its QR code. */
export const EInvoiceView = z.object({
  kind: z.enum(EINVOICE_KINDS),
  code_number: z.string(),
  status: z.enum(EINVOICE_STATUSES),
  uuid: z.string().nullable(),
  validation_link: z.string().nullable(),
  /** The validation link as a QR code (PNG data URL). */
  qr: z.string().nullable(),
});
export type EInvoiceView = z.infer<typeof EInvoiceView>;

/** A document in the back-office list. */
export const EInvoiceRow = z.object({
  id: z.number().int(),
  kind: z.enum(EINVOICE_KINDS),
  code_number: z.string(),
  source_ref: z.string(),
  status: z.enum(EINVOICE_STATUSES),
  total_payable: z.number().int(),
  uuid: z.string().nullable(),
  validation_link: z.string().nullable(),
  errors: z.string().nullable(),
  created_at: z.string(),
  validated_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Whether an admin may still cancel it (valid, within 72 hours of validation). */
  cancellable: z.boolean(),
});
export type EInvoiceRow = z.infer<typeof EInvoiceRow>;

const Reference = z.object({ reference: z.string().trim().min(1).max(64) });
const tag = 'e-invoices';

export const einvoiceContract = {
  request: defineRoute({
    method: 'POST',
    path: '/ajax/v2/my-orders/{reference}/e-invoice',
    summary: 'Ask for an e-Invoice in the buyer’s own name for one of their paid orders (once)',
    tag,
    access: 'user',
    owner: 'order',
    params: Reference,
    body: EInvoiceRequestBody,
    response: z.object({ e_invoice: EInvoiceView }),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/e-invoices',
    summary: 'Every e-Invoice issued, newest first, by status and kind (admin)',
    tag,
    access: ['admin'],
    owner: 'none',
    query: PageQuery.extend({
      status: z.enum(EINVOICE_STATUSES).optional(),
      kind: z.enum(EINVOICE_KINDS).optional(),
    }),
    response: paged(EInvoiceRow),
  }),
  adminCancel: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/e-invoices/{id}/cancel',
    summary: 'Cancel a valid e-Invoice within 72 hours of its validation, with a reason (admin)',
    tag,
    access: ['admin'],
    owner: 'none',
    params: z.object({ id: Id }),
    body: z.object({ reason: z.string().trim().min(1, T.reasonRequired).max(300, T.reasonRequired) }),
    response: z.object({ document: EInvoiceRow }),
  }),
  taxDetails: defineRoute({
    method: 'GET',
    path: '/ajax/v2/account/tax-details',
    summary: 'The caller’s tax details for self-billed e-Invoices of their commission payouts',
    tag,
    access: ['reseller', 'subreseller', 'affiliate'],
    owner: 'self',
    response: z.object({ tax_details: TaxDetails.nullable() }),
  }),
  saveTaxDetails: defineRoute({
    method: 'POST',
    path: '/ajax/v2/account/tax-details',
    summary: 'Save the caller’s tax details (TIN, identity document, address) for self-billed e-Invoices',
    tag,
    access: ['reseller', 'subreseller', 'affiliate'],
    owner: 'self',
    body: TaxDetailsBody,
    response: z.object({ tax_details: TaxDetails }),
  }),
};
