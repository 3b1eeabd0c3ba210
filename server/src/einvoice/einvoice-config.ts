import type { Db } from '@mahir/db';
import {
  checkIdentity,
  checkTin,
  type EInvoiceSupplier,
  isMalaysianStateCode,
  normalizeIdentity,
  stateCodeFromName,
} from '@mahir/shared/einvoice/index';
import { loadSstConfig } from '../tax/sst-config';
import type { MyInvoisClient } from './myinvois-client';
import { createMyInvoisHttpClient } from './myinvois-http.client';
import { createMyInvoisSandbox, type MyInvoisSandbox } from './myinvois-sandbox.client';

/** e-Invoice and tax settings read from the environment (docs/design-contract.md, "Refunds, invoices and tax"). */
export interface EInvoiceConfig {
  myInvois: {
    /** Null: the built-in sandbox stands in for MyInvois. */
    clientId: string | null;
    clientSecret: string;
    apiBase: string;
    portalBase: string;
    timeoutMs: number;
  };
  /** Mahir as the supplier of its e-Invoices (and the buyer of self-billed ones). */
  seller: EInvoiceSupplier;
  sst: { rateBasisPoints: number; registrationNo: string | null };
}

const PREPROD_API = 'https://preprod-api.myinvois.hasil.gov.my';

/** The portal of an API host: `api.` and `preprod-api.` hosts have `myinvois.` and `preprod.` portals. */
export function portalOf(apiBase: string): string {
  const url = new URL(apiBase);
  url.hostname = url.hostname.replace(/^preprod-api\./, 'preprod.').replace(/^api\./, '');
  return url.origin;
}

function problem(name: string, message: string): never {
  throw new Error(`${name}: ${message}`);
}

/**
 * Reads the e-Invoice settings. Without `MYINVOIS_CLIENT_ID` the sandbox is used and the seller's details
 * default to a well-formed demo company, so `npm start` needs nothing; with it, `SELLER_TIN`, `SELLER_BRN`
 * and `SELLER_MSIC` are required. Malformed values stop the start with the variable's name.
 */
export function loadEInvoiceConfig(env: NodeJS.ProcessEnv, app: { publicUrl: string }): EInvoiceConfig {
  const clientId = env.MYINVOIS_CLIENT_ID || null;
  if (clientId)
    for (const name of ['MYINVOIS_CLIENT_SECRET', 'SELLER_TIN', 'SELLER_BRN', 'SELLER_MSIC'])
      if (!env[name]) problem(name, 'is required when MYINVOIS_CLIENT_ID is set');
  const apiBase = (env.MYINVOIS_API_BASE || PREPROD_API).replace(/\/+$/, '');
  const tin = normalizeIdentity(env.SELLER_TIN || 'C20880050010');
  if (checkTin(tin)) problem('SELLER_TIN', `${tin} is not a TIN`);
  const brn = normalizeIdentity(env.SELLER_BRN || '202001234567');
  if (checkIdentity('BRN', brn)) problem('SELLER_BRN', `${brn} is not a business registration number`);
  const msic = env.SELLER_MSIC || '85499';
  if (!/^\d{5}$/.test(msic)) problem('SELLER_MSIC', 'is a five-digit MSIC code');
  const state = env.SELLER_STATE || '14';
  const postcode = env.SELLER_POSTCODE || '50450';
  if (!/^\d{5}$/.test(postcode)) problem('SELLER_POSTCODE', 'is five digits');
  // One reader of SST_RATE and SST_REGISTRATION_NO for receipts, refunds and e-Invoices.
  const sst = loadSstConfig(env);
  const registrationNo = sst.registrationNo;
  return {
    myInvois: {
      clientId,
      clientSecret: env.MYINVOIS_CLIENT_SECRET ?? '',
      apiBase,
      portalBase: clientId
        ? (env.MYINVOIS_PORTAL_URL || portalOf(apiBase)).replace(/\/+$/, '')
        : `${app.publicUrl.replace(/\/+$/, '')}/myinvois-sandbox`,
      timeoutMs: Number(env.MYINVOIS_TIMEOUT_MS) > 0 ? Number(env.MYINVOIS_TIMEOUT_MS) : 15_000,
    },
    seller: {
      name: env.SELLER_NAME || 'Mahir Edu Sdn. Bhd.',
      tin,
      id: { type: 'BRN', value: brn },
      sst: registrationNo,
      email: env.SELLER_EMAIL || null,
      phone: (env.SELLER_PHONE || '+60321234567').replace(/[\s-]/g, ''),
      address: {
        lines: (env.SELLER_ADDRESS || 'Level 10, Menara Mahir|Jalan Ampang')
          .split('|')
          .map((l) => l.trim())
          .filter(Boolean)
          .slice(0, 3),
        city: env.SELLER_CITY || 'Kuala Lumpur',
        postcode,
        state: isMalaysianStateCode(state) ? state : stateCodeFromName(state),
        country: 'MYS',
      },
      msic: { code: msic, description: env.SELLER_MSIC_DESCRIPTION || 'Other education n.e.c.' },
    },
    sst,
  };
}

/** The MyInvois client the configuration calls for: the HTTP adapter, or the sandbox on the database. */
export function createMyInvoisClient(
  config: EInvoiceConfig,
  deps: { db: Db; clock?: () => Date },
): MyInvoisClient | MyInvoisSandbox {
  const m = config.myInvois;
  if (m.clientId)
    return createMyInvoisHttpClient({
      clientId: m.clientId,
      clientSecret: m.clientSecret,
      apiBase: m.apiBase,
      portalBase: m.portalBase,
      timeoutMs: m.timeoutMs,
    });
  return createMyInvoisSandbox({
    db: deps.db,
    taxpayerTin: config.seller.tin,
    portalBase: m.portalBase,
    clock: deps.clock,
  });
}
