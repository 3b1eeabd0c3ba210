import { type MyInvoisClient, MyInvoisError } from '@mahir/server/einvoice/myinvois-client';
import {
  buildAdjustmentNote,
  buildIndividualInvoice,
  renderUblJson,
  taxpayerParty,
} from '@mahir/shared/einvoice/index';
import { SAMPLE_BUYER, SAMPLE_SELLER } from '@mahir/shared/einvoice/testing/sample-parties';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** One MyInvois client under test, and the means to play the service's part. */
export interface MyInvoisHarness {
  client: MyInvoisClient;
  /** Moves the service's clock (and the client's): validation delay, the 72-hour window, token expiry. */
  advance(ms: number): void;
  /** The service's time, for issue times. */
  now(): Date;
  close?(): Promise<void>;
}

/** What only a client that talks to MyInvois over the network has to prove. */
export interface NetworkHarness extends MyInvoisHarness {
  tokenRequests(): number;
  /** MyInvois forgets every token it issued. */
  expireTokens(): void;
  /** MyInvois reads requests and never answers them. */
  stall(on: boolean): void;
  timeoutMs: number;
  /** A client with a wrong client secret. */
  withWrongSecret(): MyInvoisClient;
}

const SST = { type: '02', rateBasisPoints: 800 } as const;
let counter = 0;

function invoice(h: MyInvoisHarness, opts: { buyerTin?: string } = {}) {
  counter += 1;
  const codeNumber = `EI-TEST-${String(counter).padStart(5, '0')}`;
  const doc = buildIndividualInvoice({
    seller: SAMPLE_SELLER,
    codeNumber,
    issuedAt: h.now(),
    buyer: { ...SAMPLE_BUYER, tin: opts.buyerTin ?? SAMPLE_BUYER.tin },
    orderReference: `MHR-TEST-${counter}`,
    lines: [
      {
        description: 'Pakej Emas',
        classification: '010',
        quantity: 1,
        unitPriceSen: 4990,
        discountSen: 0,
        tax: SST,
      },
    ],
  });
  return { codeNumber, json: renderUblJson(doc) };
}

function creditNote(h: MyInvoisHarness, original: { codeNumber: string; uuid: string }) {
  counter += 1;
  const codeNumber = `CN-TEST-${String(counter).padStart(5, '0')}`;
  const doc = buildAdjustmentNote({
    kind: 'creditNote',
    seller: SAMPLE_SELLER,
    codeNumber,
    issuedAt: h.now(),
    buyer: taxpayerParty(SAMPLE_BUYER),
    original,
    refundReference: `RF-${counter}`,
    lines: [
      {
        description: 'Refund to Mahir Coins',
        classification: '010',
        quantity: 1,
        unitPriceSen: 1000,
        discountSen: 0,
        tax: SST,
      },
    ],
  });
  return { codeNumber, json: renderUblJson(doc) };
}

async function refusal(promise: Promise<unknown>): Promise<MyInvoisError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MyInvoisError);
  return err as MyInvoisError;
}

const HOUR = 3600_000;
/** Past MyInvois's validation of a fresh submission (a few seconds). */
const VALIDATED = 10_000;

/**
 * The suite every MyInvois client passes (the built-in sandbox, and the HTTP adapter against the
 * emulator), in the shape of `payment-adapter-suite.ts`: the service's contract, not its internals.
 */
export function myInvoisClientSuite(name: string, factory: () => Promise<MyInvoisHarness>): void {
  describe(`MyInvois client: ${name}`, () => {
    let h: MyInvoisHarness;
    beforeAll(async () => {
      h = await factory();
    });
    afterAll(async () => {
      await h?.close?.();
    });

    async function validInvoice() {
      const doc = invoice(h);
      const submitted = await h.client.submit([doc]);
      h.advance(VALIDATED);
      return { ...doc, uuid: submitted.accepted[0]?.uuid ?? '' };
    }

    it('submits a valid invoice: in progress, then valid with a long id and a validation link', async () => {
      const doc = invoice(h);
      const submitted = await h.client.submit([doc]);
      expect(submitted.submissionUid).toMatch(/^[A-Z0-9]{26}$/);
      expect(submitted.rejected).toEqual([]);
      expect(submitted.accepted).toEqual([
        { uuid: expect.stringMatching(/^[A-Z0-9]{26}$/), codeNumber: doc.codeNumber },
      ]);
      const uuid = submitted.accepted[0]?.uuid ?? '';
      const first = await h.client.getSubmission(submitted.submissionUid);
      expect(first).toMatchObject({ overallStatus: 'in progress', documentCount: 1 });
      expect(first.documents[0]).toMatchObject({ uuid, status: 'Submitted', longId: null });
      h.advance(VALIDATED);
      const later = await h.client.getSubmission(submitted.submissionUid);
      expect(later.overallStatus).toBe('valid');
      const summary = later.documents[0];
      expect(summary).toMatchObject({
        uuid,
        submissionUid: submitted.submissionUid,
        internalId: doc.codeNumber,
        typeName: 'Invoice',
        typeVersionName: '1.0',
        issuerTin: SAMPLE_SELLER.tin,
        issuerName: SAMPLE_SELLER.name,
        receiverId: '900101145678',
        receiverName: SAMPLE_BUYER.name,
        status: 'Valid',
        totalPayableSen: 4990,
        totalExcludingTaxSen: 4620,
        cancelledAt: null,
      });
      expect(summary?.longId).toMatch(/^[A-Za-z0-9]{20,}$/);
      expect(summary?.validatedAt).toBeTruthy();
      const details = await h.client.getDocumentDetails(uuid);
      expect(details.longId).toBe(summary?.longId);
      expect(details.validationResults.status).toBe('Valid');
      expect(details.validationResults.validationSteps.every((s) => s.status === 'Valid')).toBe(true);
      const link = h.client.validationLink(uuid, details.longId ?? '');
      expect(link).toMatch(new RegExp(`^https?://[^/]+(/[^/]+)*/${uuid}/share/${details.longId}$`));
    });

    it('marks a document with a wrong TIN invalid and says which step, code and path', async () => {
      const doc = invoice(h, { buyerTin: 'IG1' });
      const submitted = await h.client.submit([doc]);
      const uuid = submitted.accepted[0]?.uuid ?? '';
      h.advance(VALIDATED);
      const details = await h.client.getDocumentDetails(uuid);
      expect(details.status).toBe('Invalid');
      expect(details.longId).toBeNull();
      expect(details.validationResults.status).toBe('Invalid');
      const step = details.validationResults.validationSteps.find((s) => s.status === 'Invalid');
      expect(step?.name).toBe('Step04-Taxpayer Validator');
      expect(step?.error?.innerError?.[0]).toMatchObject({
        errorCode: 'InvalidTin',
        propertyPath: '$.Invoice[0].AccountingCustomerParty[0].Party[0].PartyIdentification[0].ID[0]',
      });
    });

    it('refuses at submission what is not a UBL document and processes the rest of the batch', async () => {
      const good = invoice(h);
      const wrong = invoice(h, { buyerTin: 'C0123' });
      const broken = { codeNumber: 'BROKEN-1', json: '{"_D":"urn:x","Invoice":"nothing"}' };
      const submitted = await h.client.submit([good, wrong, broken]);
      expect(submitted.accepted.map((a) => a.codeNumber)).toEqual([good.codeNumber, wrong.codeNumber]);
      expect(submitted.rejected).toEqual([
        { codeNumber: 'BROKEN-1', error: expect.objectContaining({ errorCode: 'BadStructure' }) },
      ]);
      h.advance(VALIDATED);
      const status = await h.client.getSubmission(submitted.submissionUid);
      expect(status.documentCount).toBe(2);
      expect(status.overallStatus).toBe('partially valid');
      expect(status.documents.map((d) => d.status)).toEqual(['Valid', 'Invalid']);
    });

    it('accepts a credit note against a valid invoice and not against an unknown one', async () => {
      const original = await validInvoice();
      const note = creditNote(h, { codeNumber: original.codeNumber, uuid: original.uuid });
      const orphan = creditNote(h, { codeNumber: 'EI-NONE', uuid: 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ' });
      const submitted = await h.client.submit([note, orphan]);
      h.advance(VALIDATED);
      const [ok, bad] = submitted.accepted.map((a) => a.uuid);
      expect((await h.client.getDocumentDetails(ok ?? '')).status).toBe('Valid');
      const refused = await h.client.getDocumentDetails(bad ?? '');
      expect(refused.status).toBe('Invalid');
      expect(refused.validationResults.validationSteps.find((s) => s.status === 'Invalid')?.name).toBe(
        'Step05-Referenced Documents Validator',
      );
    });

    it('cancels a valid document within 72 hours, with its reason, once', async () => {
      const doc = await validInvoice();
      h.advance(71 * HOUR);
      expect(await h.client.cancelDocument(doc.uuid, 'Wrong buyer details')).toEqual({
        uuid: doc.uuid,
        status: 'Cancelled',
      });
      const details = await h.client.getDocumentDetails(doc.uuid);
      expect(details).toMatchObject({ status: 'Cancelled', statusReason: 'Wrong buyer details' });
      expect(details.cancelledAt).toBeTruthy();
      const again = await refusal(h.client.cancelDocument(doc.uuid, 'Again'));
      expect(again).toMatchObject({ status: 400, code: 'IncorrectState' });
    });

    it('refuses to cancel after 72 hours', async () => {
      const doc = await validInvoice();
      h.advance(72 * HOUR + 60_000);
      const err = await refusal(h.client.cancelDocument(doc.uuid, 'Too late'));
      expect(err).toMatchObject({ status: 400, code: 'OperationPeriodOver' });
      expect((await h.client.getDocumentDetails(doc.uuid)).status).toBe('Valid');
    });

    it('refuses to cancel an invoice while a credit note references it', async () => {
      const original = await validInvoice();
      const note = await h.client.submit([
        creditNote(h, { codeNumber: original.codeNumber, uuid: original.uuid }),
      ]);
      h.advance(VALIDATED);
      const err = await refusal(h.client.cancelDocument(original.uuid, 'Wrong invoice details'));
      expect(err.code).toBe('ActiveReferencingDocuments');
      await h.client.cancelDocument(note.accepted[0]?.uuid ?? '', 'Note issued by mistake');
      expect((await h.client.cancelDocument(original.uuid, 'Wrong invoice details')).status).toBe(
        'Cancelled',
      );
    });

    it('refuses an identical submission within 10 minutes, and accepts it after', async () => {
      const doc = invoice(h);
      await h.client.submit([doc]);
      const err = await refusal(h.client.submit([doc]));
      expect(err).toMatchObject({ status: 422, code: 'DuplicateSubmission' });
      expect(err.retryAfterSeconds).toBeGreaterThan(0);
      expect(err.retryAfterSeconds).toBeLessThanOrEqual(600);
      h.advance(10 * 60_000 + 1000);
      expect((await h.client.submit([doc])).accepted).toHaveLength(1);
    });

    it('refuses documents of another taxpayer, more than 100 documents, and unknown ids', async () => {
      const foreign = invoice(h);
      const err = await refusal(
        h.client.submit([{ ...foreign, json: foreign.json.replaceAll(SAMPLE_SELLER.tin, 'C1234567890') }]),
      );
      expect(err).toMatchObject({ status: 403, code: 'IncorrectSubmitter' });
      const many = Array.from({ length: 101 }, () => invoice(h));
      expect(await refusal(h.client.submit(many))).toMatchObject({
        status: 400,
        code: 'MaximumSizeExceeded',
      });
      expect(await refusal(h.client.getSubmission('AAAAAAAAAAAAAAAAAAAAAAAAAA'))).toMatchObject({
        status: 404,
        code: 'NotFound',
      });
      expect(await refusal(h.client.getDocumentDetails('AAAAAAAAAAAAAAAAAAAAAAAAAA'))).toMatchObject({
        status: 404,
        code: 'NotFound',
      });
      const doc = await validInvoice();
      expect(await refusal(h.client.cancelDocument(doc.uuid, ' '))).toMatchObject({
        status: 400,
        code: 'BadArgument',
      });
    });

    it('lists every document of a large submission', async () => {
      const docs = Array.from({ length: 100 }, () => invoice(h));
      const submitted = await h.client.submit(docs);
      h.advance(VALIDATED);
      const status = await h.client.getSubmission(submitted.submissionUid);
      expect(status.documents.map((d) => d.internalId)).toEqual(docs.map((d) => d.codeNumber));
      expect(status.overallStatus).toBe('valid');
    });
  });
}

/** The network half: the token, its renewal, timeouts and login failures. */
export function myInvoisNetworkSuite(name: string, factory: () => Promise<NetworkHarness>): void {
  describe(`MyInvois client over the network: ${name}`, () => {
    let h: NetworkHarness;
    beforeAll(async () => {
      h = await factory();
    });
    afterAll(async () => {
      await h?.close?.();
    });

    it('logs in once and reuses the token until it expires', async () => {
      const before = h.tokenRequests();
      const { submissionUid } = await h.client.submit([invoice(h)]);
      await h.client.getSubmission(submissionUid);
      await h.client.getSubmission(submissionUid);
      expect(h.tokenRequests() - before).toBeLessThanOrEqual(1);
      h.advance(2 * HOUR);
      await h.client.getSubmission(submissionUid);
      expect(h.tokenRequests() - before).toBeLessThanOrEqual(2);
      const after = h.tokenRequests();
      await h.client.getSubmission(submissionUid);
      expect(h.tokenRequests()).toBe(after);
    });

    it('logs in again when MyInvois no longer honours the token', async () => {
      const { submissionUid } = await h.client.submit([invoice(h)]);
      const before = h.tokenRequests();
      h.expireTokens();
      expect((await h.client.getSubmission(submissionUid)).submissionUid).toBe(submissionUid);
      expect(h.tokenRequests()).toBe(before + 1);
    });

    it('gives up with a clear error when MyInvois never answers', async () => {
      const { submissionUid } = await h.client.submit([invoice(h)]);
      h.stall(true);
      const started = Date.now();
      try {
        const err = await refusal(h.client.getSubmission(submissionUid));
        expect(err).toMatchObject({ code: 'timeout', status: 0 });
        expect(err.message).toMatch(
          /did not answer GET \/api\/v1\.0\/documentsubmissions\/[A-Z0-9]+ within \d+ ms/,
        );
        expect(Date.now() - started).toBeLessThan(h.timeoutMs + 2000);
      } finally {
        h.stall(false);
      }
    });

    it('says why a login is refused', async () => {
      const err = await refusal(h.withWrongSecret().submit([invoice(h)]));
      expect(err).toMatchObject({ code: 'auth_failed', status: 400 });
      expect(err.message).toMatch(/invalid_client/);
    });
  });
}
