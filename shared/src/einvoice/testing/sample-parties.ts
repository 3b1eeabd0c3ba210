import type { EInvoiceSupplier } from '../document';
import type { TaxpayerDetails } from '../parties';

/** A seller as the configuration describes Mahir (made-up but well-formed registration numbers). */
export const SAMPLE_SELLER: EInvoiceSupplier = {
  name: 'Mahir Edu Sdn. Bhd.',
  tin: 'C20880050010',
  id: { type: 'BRN', value: '202001234567' },
  sst: 'W10-1808-32000123',
  email: 'einvoice@mahir.example',
  phone: '+60321234567',
  address: {
    lines: ['Level 10, Menara Mahir', 'Jalan Ampang'],
    city: 'Kuala Lumpur',
    postcode: '50450',
    state: '14',
    country: 'MYS',
  },
  msic: { code: '85499', description: 'Other education n.e.c.' },
};

/** A parent who asks for an e-Invoice in her own name. */
export const SAMPLE_BUYER: TaxpayerDetails = {
  name: 'Siti Aminah binti Abdullah',
  tin: 'IG12345678090',
  idType: 'NRIC',
  idValue: '900101-14-5678',
  address: {
    lines: ['12, Jalan Mawar 3', 'Taman Bunga'],
    city: 'Shah Alam',
    postcode: '40000',
    state: '10',
    country: 'MYS',
  },
  phone: '012-345 6789',
  email: 'siti@example.my',
};

/** A reseller paid commissions (an individual: no MSIC code). */
export const SAMPLE_RESELLER: TaxpayerDetails = {
  name: 'Ahmad Faiz bin Rahman',
  tin: 'IG98765432010',
  idType: 'NRIC',
  idValue: '850505-10-1234',
  address: { lines: ['3, Lorong Damai'], city: 'Georgetown', postcode: '10200', state: '07', country: 'MYS' },
  phone: '+60198765432',
  email: null,
};

/** A fixed issue time and a clock that reads shortly after it. */
export const SAMPLE_ISSUED_AT = new Date('2026-12-01T01:30:00.000Z');
export const SAMPLE_NOW = new Date('2026-12-01T01:30:05.000Z');
