import { describe, expect, it } from 'vitest';
import { buildAdjustmentNote } from './build-documents';
import {
  assessDocument,
  batchesForSubmission,
  CANCEL_WINDOW_MS,
  cancelReasonProblem,
  cancelRefusal,
  documentStatus,
  type KnownDocument,
  overallStatus,
  validationLink,
} from './myinvois-rules';
import { taxpayerParty } from './parties';
import { sampleInvoice } from './testing/sample-invoice';
import { SAMPLE_BUYER, SAMPLE_ISSUED_AT, SAMPLE_NOW, SAMPLE_SELLER } from './testing/sample-parties';
import { renderUblJson } from './ubl-json';

const SST = { type: '02', rateBasisPoints: 800 } as const;
const invoiceJson = () =>
  renderUblJson(
    sampleInvoice([
      {
        description: 'Pakej',
        classification: '010',
        quantity: 1,
        unitPriceSen: 4990,
        discountSen: 0,
        tax: SST,
      },
    ]),
  );
const noteJson = (uuid: string) =>
  renderUblJson(
    buildAdjustmentNote({
      kind: 'creditNote',
      seller: SAMPLE_SELLER,
      codeNumber: 'CN-1',
      issuedAt: SAMPLE_ISSUED_AT,
      buyer: taxpayerParty(SAMPLE_BUYER),
      original: { codeNumber: 'EI-1', uuid },
      refundReference: 'RF-1',
      lines: [
        {
          description: 'Refund',
          classification: '010',
          quantity: 1,
          unitPriceSen: 1000,
          discountSen: 0,
          tax: SST,
        },
      ],
    }),
  );
const UUID = 'ABCDEFGHJKMNPQRSTVWXYZ0123';
const assess = (text: string, known: Record<string, KnownDocument> = {}, hash = 'h') =>
  assessDocument({
    text,
    givenHash: hash,
    computedHash: 'h',
    taxpayerTin: SAMPLE_SELLER.tin,
    now: SAMPLE_NOW,
    lookup: (uuid) => known[uuid],
  });

describe('assessDocument', () => {
  it('accepts a valid document with every step valid and its facts', () => {
    const result = assess(invoiceJson());
    expect(result.kind).toBe('accepted');
    if (result.kind !== 'accepted') return;
    expect(result.valid).toBe(true);
    expect(result.steps.map((s) => s.status)).toEqual(Array(8).fill('Valid'));
    expect(result.steps[0]?.name).toBe('Step01-Structure Validator');
    expect(result.facts.totalPayableSen).toBe(4990);
  });

  it('refuses at submission a wrong hash, text that is not JSON, and a broken structure', () => {
    expect(assess(invoiceJson(), {}, 'other')).toMatchObject({
      kind: 'rejected',
      error: { errorCode: 'InvalidDocumentHash' },
    });
    expect(assess('{not json')).toMatchObject({ kind: 'rejected', error: { errorCode: 'BadStructure' } });
    const broken = invoiceJson().replace('"ID":[{"_":"EI-1"}]', '"ID":"EI-1"');
    const result = assess(broken);
    expect(result).toMatchObject({ kind: 'rejected', error: { errorCode: 'BadStructure' } });
    if (result.kind === 'rejected')
      expect(result.error.innerError?.[0]).toMatchObject({
        propertyPath: '$.Invoice[0].ID',
        errorCode: 'BadStructure',
      });
  });

  it('marks a document with wrong fields invalid, with the failing step and path', () => {
    const result = assess(invoiceJson().replace('"_":"IG12345678090"', '"_":"IG1"'));
    expect(result).toMatchObject({ kind: 'accepted', valid: false });
    if (result.kind !== 'accepted') return;
    const taxpayer = result.steps.find((s) => s.name === 'Step04-Taxpayer Validator');
    expect(taxpayer).toMatchObject({ status: 'Invalid' });
    expect(taxpayer?.error?.innerError?.[0]).toMatchObject({
      errorCode: 'InvalidTin',
      propertyPath: '$.Invoice[0].AccountingCustomerParty[0].Party[0].PartyIdentification[0].ID[0]',
      propertyName: 'ID',
    });
  });

  it("refuses another taxpayer's document for the whole submission", () => {
    expect(assess(invoiceJson().replaceAll(SAMPLE_SELLER.tin, 'C1234567890'))).toEqual({
      kind: 'foreign',
      issuerTin: 'C1234567890',
    });
  });

  it('accepts a note only against a valid original of the same issuer', () => {
    const valid = { status: 'Valid', issuerTin: SAMPLE_SELLER.tin } as const;
    const stepOf = (r: ReturnType<typeof assess>) =>
      r.kind === 'accepted'
        ? r.steps.find((s) => s.name === 'Step05-Referenced Documents Validator')
        : undefined;
    expect(assess(noteJson(UUID), { [UUID]: valid })).toMatchObject({ kind: 'accepted', valid: true });
    expect(stepOf(assess(noteJson(UUID)))?.error?.innerError?.[0]?.error).toMatch(/does not exist/);
    expect(
      stepOf(assess(noteJson(UUID), { [UUID]: { ...valid, status: 'Cancelled' } }))?.error?.innerError?.[0]
        ?.error,
    ).toMatch(/cancelled/);
    expect(
      stepOf(assess(noteJson(UUID), { [UUID]: { ...valid, issuerTin: 'C1234567890' } }))?.error
        ?.innerError?.[0]?.error,
    ).toMatch(/another taxpayer/);
  });
});

describe('document states', () => {
  const validatedAt = '2026-12-01T01:30:10.000Z';
  const at = (iso: string) => new Date(iso);
  it('is submitted until validated, then its outcome, and cancelled once cancelled', () => {
    expect(
      documentStatus({ outcome: 'Valid', validatedAt, cancelledAt: null }, at('2026-12-01T01:30:09.999Z')),
    ).toBe('Submitted');
    expect(documentStatus({ outcome: 'Valid', validatedAt, cancelledAt: null }, at(validatedAt))).toBe(
      'Valid',
    );
    expect(documentStatus({ outcome: 'Invalid', validatedAt, cancelledAt: null }, at(validatedAt))).toBe(
      'Invalid',
    );
    expect(documentStatus({ outcome: 'Valid', validatedAt, cancelledAt: validatedAt }, at(validatedAt))).toBe(
      'Cancelled',
    );
  });

  it('sums a submission up', () => {
    expect(overallStatus(['Valid', 'Submitted'])).toBe('in progress');
    expect(overallStatus(['Valid', 'Cancelled'])).toBe('valid');
    expect(overallStatus(['Invalid', 'Invalid'])).toBe('invalid');
    expect(overallStatus(['Valid', 'Invalid'])).toBe('partially valid');
  });

  it.each([
    ['Valid', 0, false, null],
    ['Valid', CANCEL_WINDOW_MS, false, null],
    ['Valid', CANCEL_WINDOW_MS + 1, false, 'OperationPeriodOver'],
    ['Submitted', -1000, false, null],
    ['Invalid', 0, false, 'IncorrectState'],
    ['Cancelled', 0, false, 'IncorrectState'],
    ['Valid', 0, true, 'ActiveReferencingDocuments'],
  ] as const)('cancelling a %s document %i ms after validation (referenced: %s): %s', (status, after, activeReferencing, code) => {
    const refusal = cancelRefusal({
      status,
      validatedAt,
      now: new Date(Date.parse(validatedAt) + after),
      activeReferencing,
    });
    expect(refusal?.code ?? null).toBe(code);
  });

  it('needs a reason of at most 300 characters to cancel', () => {
    expect(cancelReasonProblem('Wrong buyer details')).toBeNull();
    expect(cancelReasonProblem('  ')).toMatch(/required/);
    expect(cancelReasonProblem(undefined)).toMatch(/required/);
    expect(cancelReasonProblem('x'.repeat(301))).toMatch(/300/);
  });
});

describe('batchesForSubmission', () => {
  it('puts at most 100 documents and 5 MB in a submission, in order', () => {
    const small = Array.from({ length: 250 }, (_, i) => ({ codeNumber: `D${i}`, json: '{}' }));
    expect(batchesForSubmission(small).map((b) => b.length)).toEqual([100, 100, 50]);
    const big = Array.from({ length: 40 }, (_, i) => ({ codeNumber: `B${i}`, json: 'x'.repeat(290_000) }));
    const batches = batchesForSubmission(big);
    expect(batches.map((b) => b.length)).toEqual([13, 13, 13, 1]);
    expect(batches.flat().map((d) => d.codeNumber)).toEqual(big.map((d) => d.codeNumber));
  });
});

describe('validationLink', () => {
  it('is the portal, the UUID, share and the long id', () => {
    expect(validationLink('https://myinvois.hasil.gov.my/', 'F9D425P6DS7D8IU', 'LIJAF97HJJKH82980')).toBe(
      'https://myinvois.hasil.gov.my/F9D425P6DS7D8IU/share/LIJAF97HJJKH82980',
    );
  });
});
