import { describe, expect, it } from 'vitest';
import { loadEInvoiceConfig, portalOf } from './einvoice-config';

const app = { publicUrl: 'http://localhost:8080/' };

describe('loadEInvoiceConfig', () => {
  it('uses the sandbox and a well-formed demo seller when nothing is set', () => {
    const c = loadEInvoiceConfig({}, app);
    expect(c.myInvois).toMatchObject({
      clientId: null,
      portalBase: 'http://localhost:8080/myinvois-sandbox',
      timeoutMs: 15_000,
    });
    expect(c.seller).toMatchObject({
      tin: 'C20880050010',
      id: { type: 'BRN', value: '202001234567' },
      msic: { code: '85499' },
    });
    expect(c.seller.address?.lines).toEqual(['Level 10, Menara Mahir', 'Jalan Ampang']);
    expect(c.sst).toEqual({ rateBasisPoints: 800, registrationNo: null });
  });

  it('reads MyInvois, the seller and SST from the environment', () => {
    const c = loadEInvoiceConfig(
      {
        MYINVOIS_CLIENT_ID: 'id',
        MYINVOIS_CLIENT_SECRET: 'secret',
        MYINVOIS_API_BASE: 'https://api.myinvois.hasil.gov.my/',
        SELLER_TIN: 'c2584563200',
        SELLER_BRN: '201901234567',
        SELLER_MSIC: '85410',
        SELLER_STATE: 'Selangor',
        SELLER_ADDRESS: 'No. 1|Jalan 2|Taman 3|ignored',
        SST_RATE: '6.5',
        SST_REGISTRATION_NO: 'W10-1808-32000123',
      },
      app,
    );
    expect(c.myInvois).toMatchObject({
      clientId: 'id',
      apiBase: 'https://api.myinvois.hasil.gov.my',
      portalBase: 'https://myinvois.hasil.gov.my',
    });
    expect(c.seller).toMatchObject({
      tin: 'C2584563200',
      sst: 'W10-1808-32000123',
      address: { state: '10', lines: ['No. 1', 'Jalan 2', 'Taman 3'] },
    });
    expect(c.sst.rateBasisPoints).toBe(650);
  });

  it('names the variable that is missing or malformed', () => {
    expect(() => loadEInvoiceConfig({ MYINVOIS_CLIENT_ID: 'id', MYINVOIS_CLIENT_SECRET: 's' }, app)).toThrow(
      /SELLER_TIN: is required/,
    );
    expect(() => loadEInvoiceConfig({ SELLER_TIN: 'C0123' }, app)).toThrow(/SELLER_TIN/);
    expect(() => loadEInvoiceConfig({ SELLER_MSIC: '8549' }, app)).toThrow(/SELLER_MSIC/);
    expect(() => loadEInvoiceConfig({ SST_RATE: 'eight' }, app)).toThrow(/SST_RATE/);
  });

  it('knows the portal of each MyInvois environment', () => {
    expect(portalOf('https://preprod-api.myinvois.hasil.gov.my')).toBe(
      'https://preprod.myinvois.hasil.gov.my',
    );
    expect(portalOf('https://api.myinvois.hasil.gov.my')).toBe('https://myinvois.hasil.gov.my');
  });
});
