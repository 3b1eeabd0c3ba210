import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { decodeBase64, newLongId, newMyInvoisUid, sha256Hex } from '@mahir/server/einvoice/document-encoding';
import {
  assessDocument,
  cancelReasonProblem,
  cancelRefusal,
  type DocumentFacts,
  documentStatus,
  errorBody,
  type MyInvoisErrorBody,
  overallStatus,
  SUBMISSION_LIMITS,
  type ValidationStepResult,
} from '@mahir/shared/einvoice/index';
import { senToDecimal } from '@mahir/shared/money/index';

interface EmulatedDocument {
  uuid: string;
  longId: string;
  submissionUid: string;
  facts: DocumentFacts;
  outcome: 'Valid' | 'Invalid';
  steps: ValidationStepResult[];
  receivedAt: string;
  validatedAt: string;
  cancelledAt: string | null;
  reason: string | null;
}
interface EmulatedSubmission {
  uid: string;
  receivedAt: string;
  payloadHash: string;
  uuids: string[];
}

/**
 * A stand-in for LHDN MyInvois's API on 127.0.0.1, written from its SDK pages: `POST /connect/token`
 * (client credentials), document submission with base64 documents and their SHA-256, submission status
 * (paged), document details, cancellation. It judges documents by the shared MyInvois rules and keeps
 * its state in memory. The tests drive its clock, expire its tokens and can make it stop answering.
 */
export class MyInvoisEmulator {
  readonly clientId = 'emulator-client';
  readonly clientSecret = 'emulator-secret';
  /** Seconds a token lasts (MyInvois: 3600). */
  tokenTtlSeconds = 3600;
  validationDelayMs = 3000;
  /** When true, requests are read and never answered. */
  stalled = false;
  tokenRequests = 0;
  private time = Date.parse('2026-12-01T01:30:00.000Z');
  private readonly tokens = new Map<string, number>();
  private readonly documents = new Map<string, EmulatedDocument>();
  private readonly submissions = new Map<string, EmulatedSubmission>();
  private readonly sockets = new Set<Socket>();
  private server: Server | null = null;
  url = '';

  constructor(readonly taxpayerTin: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((err: unknown) =>
        this.send(res, 500, { error: errorBody('InternalServerError', String(err)) }),
      );
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  now(): Date {
    return new Date(this.time);
  }

  advance(ms: number): void {
    this.time += ms;
  }

  /** Every token issued so far stops working (as if it had expired on MyInvois's side). */
  expireTokens(): void {
    this.tokens.clear();
  }

  private send(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }

  private async read(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  private status(doc: EmulatedDocument) {
    return documentStatus(
      { outcome: doc.outcome, validatedAt: doc.validatedAt, cancelledAt: doc.cancelledAt },
      this.now(),
    );
  }

  private summary(doc: EmulatedDocument) {
    const status = this.status(doc);
    const amount = (sen: number) => Number(senToDecimal(sen));
    return {
      uuid: doc.uuid,
      submissionUid: doc.submissionUid,
      longId: status === 'Valid' || status === 'Cancelled' ? doc.longId : null,
      internalId: doc.facts.internalId,
      typeName: doc.facts.typeName,
      typeVersionName: doc.facts.version,
      issuerTin: doc.facts.issuerTin,
      issuerName: doc.facts.issuerName,
      receiverId: doc.facts.receiverId || null,
      receiverName: doc.facts.receiverName || null,
      dateTimeIssued: doc.facts.issuedAt,
      dateTimeReceived: doc.receivedAt,
      dateTimeValidated:
        status === 'Valid' || (status === 'Cancelled' && doc.outcome === 'Valid') ? doc.validatedAt : null,
      totalExcludingTax: amount(doc.facts.totalExcludingTaxSen),
      totalDiscount: amount(doc.facts.totalDiscountSen),
      totalNetAmount: amount(doc.facts.totalNetSen),
      totalPayableAmount: amount(doc.facts.totalPayableSen),
      status,
      cancelDateTime: doc.cancelledAt,
      rejectRequestDateTime: null,
      documentStatusReason: doc.reason,
      createdByUserId: this.clientId,
    };
  }

  private token(res: ServerResponse, raw: string): void {
    this.tokenRequests += 1;
    const form = new URLSearchParams(raw);
    if (form.get('grant_type') !== 'client_credentials')
      return void this.send(res, 400, { error: 'unsupported_grant_type' });
    if (form.get('client_id') !== this.clientId || form.get('client_secret') !== this.clientSecret)
      return void this.send(res, 400, {
        error: 'invalid_client',
        error_description: 'Invalid client credentials',
      });
    const token = randomBytes(16).toString('hex');
    this.tokens.set(token, this.time + this.tokenTtlSeconds * 1000);
    this.send(res, 200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: this.tokenTtlSeconds,
      scope: 'InvoicingAPI',
    });
  }

  private submit(res: ServerResponse, raw: string): void {
    if (Buffer.byteLength(raw) > SUBMISSION_LIMITS.maxSubmissionBytes)
      return void this.send(res, 400, {
        error: errorBody('MaximumSizeExceeded', 'a submission is at most 5 MB'),
      });
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return void this.send(res, 400, { error: errorBody('BadStructure', 'the submission is not JSON') });
    }
    const docs = (body as { documents?: unknown }).documents;
    const shaped =
      Array.isArray(docs) &&
      docs.length > 0 &&
      docs.every(
        (d) =>
          typeof d === 'object' &&
          d !== null &&
          (d as Record<string, unknown>).format === 'JSON' &&
          ['document', 'documentHash', 'codeNumber'].every(
            (k) => typeof (d as Record<string, unknown>)[k] === 'string',
          ),
      );
    if (!shaped)
      return void this.send(res, 400, {
        error: errorBody(
          'BadStructure',
          'documents must be a list of { format, document, documentHash, codeNumber }',
        ),
      });
    const list = docs as Array<{ document: string; documentHash: string; codeNumber: string }>;
    if (list.length > SUBMISSION_LIMITS.maxDocuments)
      return void this.send(res, 400, {
        error: errorBody('MaximumSizeExceeded', 'a submission holds at most 100 documents'),
      });
    const payloadHash = sha256Hex(raw);
    const duplicate = [...this.submissions.values()].find(
      (s) =>
        s.payloadHash === payloadHash &&
        this.time - Date.parse(s.receivedAt) < SUBMISSION_LIMITS.duplicateWindowMs,
    );
    if (duplicate) {
      const wait = Math.ceil(
        (Date.parse(duplicate.receivedAt) + SUBMISSION_LIMITS.duplicateWindowMs - this.time) / 1000,
      );
      return void this.send(
        res,
        422,
        {
          error: errorBody(
            'DuplicateSubmission',
            'an identical submission was received in the last 10 minutes',
          ),
        },
        { 'Retry-After': String(wait) },
      );
    }
    const submission: EmulatedSubmission = {
      uid: newMyInvoisUid(),
      receivedAt: this.now().toISOString(),
      payloadHash,
      uuids: [],
    };
    const accepted: Array<{ uuid: string; invoiceCodeNumber: string }> = [];
    const rejected: Array<{ invoiceCodeNumber: string; error: MyInvoisErrorBody }> = [];
    const pending: EmulatedDocument[] = [];
    for (const d of list) {
      const text = decodeBase64(d.document);
      if (text === null) {
        rejected.push({
          invoiceCodeNumber: d.codeNumber,
          error: errorBody('BadStructure', 'the document is not base64'),
        });
        continue;
      }
      if (Buffer.byteLength(text) > SUBMISSION_LIMITS.maxDocumentBytes) {
        rejected.push({
          invoiceCodeNumber: d.codeNumber,
          error: errorBody('MaximumSizeExceeded', 'a document is at most 300 KB'),
        });
        continue;
      }
      const result = assessDocument({
        text,
        givenHash: d.documentHash,
        computedHash: sha256Hex(text),
        taxpayerTin: this.taxpayerTin,
        now: this.now(),
        lookup: (uuid) => {
          const known = this.documents.get(uuid);
          return known && { status: this.status(known), issuerTin: known.facts.issuerTin };
        },
      });
      if (result.kind === 'foreign')
        return void this.send(res, 403, {
          error: errorBody(
            'IncorrectSubmitter',
            `documents of ${result.issuerTin} cannot be submitted by this taxpayer`,
          ),
        });
      if (result.kind === 'rejected') {
        rejected.push({ invoiceCodeNumber: d.codeNumber, error: result.error });
        continue;
      }
      const uuid = newMyInvoisUid();
      pending.push({
        uuid,
        longId: newLongId(),
        submissionUid: submission.uid,
        facts: result.facts,
        outcome: result.valid ? 'Valid' : 'Invalid',
        steps: result.steps,
        receivedAt: submission.receivedAt,
        validatedAt: new Date(this.time + this.validationDelayMs).toISOString(),
        cancelledAt: null,
        reason: null,
      });
      accepted.push({ uuid, invoiceCodeNumber: d.codeNumber });
    }
    for (const doc of pending) {
      this.documents.set(doc.uuid, doc);
      submission.uuids.push(doc.uuid);
    }
    this.submissions.set(submission.uid, submission);
    this.send(res, 202, {
      submissionUid: submission.uid,
      acceptedDocuments: accepted,
      rejectedDocuments: rejected,
    });
  }

  private cancel(res: ServerResponse, uuid: string, raw: string): void {
    const doc = this.documents.get(uuid);
    if (!doc) return void this.send(res, 404, { error: errorBody('NotFound', 'document not found') });
    let body: { status?: unknown; reason?: unknown } = {};
    try {
      body = JSON.parse(raw);
    } catch {
      body = {};
    }
    const problem =
      body.status !== 'cancelled' ? 'status must be cancelled' : cancelReasonProblem(body.reason);
    if (problem) return void this.send(res, 400, { error: errorBody('BadArgument', problem) });
    const activeReferencing = [...this.documents.values()].some(
      (d) => d.facts.referencedUuids.includes(uuid) && !d.cancelledAt && d.outcome === 'Valid',
    );
    const refusal = cancelRefusal({
      status: this.status(doc),
      validatedAt: doc.validatedAt,
      now: this.now(),
      activeReferencing,
    });
    if (refusal) return void this.send(res, 400, { error: errorBody(refusal.code, refusal.message) });
    doc.cancelledAt = this.now().toISOString();
    doc.reason = String(body.reason).trim();
    this.send(res, 200, { uuid, status: 'Cancelled' });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const raw = await this.read(req);
    if (this.stalled) return;
    if (req.method === 'POST' && url.pathname === '/connect/token') return void this.token(res, raw);
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const until = this.tokens.get(bearer);
    if (until === undefined || until <= this.time)
      return void this.send(res, 401, {
        error: errorBody('Unauthorized', 'the access token is missing or expired'),
      });

    if (req.method === 'POST' && /^\/api\/v1\.0\/documentsubmissions\/?$/.test(url.pathname))
      return void this.submit(res, raw);
    const submission = /^\/api\/v1\.0\/documentsubmissions\/([A-Z0-9]+)$/.exec(url.pathname);
    if (req.method === 'GET' && submission) {
      const found = this.submissions.get(submission[1] ?? '');
      if (!found) return void this.send(res, 404, { error: errorBody('NotFound', 'submission not found') });
      const pageNo = Math.max(1, Number(url.searchParams.get('pageNo') ?? 1));
      const pageSize = Math.min(100, Math.max(1, Number(url.searchParams.get('pageSize') ?? 100)));
      const docs = found.uuids
        .map((u) => this.documents.get(u))
        .filter((d): d is EmulatedDocument => d !== undefined);
      return void this.send(res, 200, {
        submissionUid: found.uid,
        documentCount: docs.length,
        dateTimeReceived: found.receivedAt,
        overallStatus: overallStatus(docs.map((d) => this.status(d))),
        documentSummary: docs.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((d) => this.summary(d)),
      });
    }
    const details = /^\/api\/v1\.0\/documents\/([A-Z0-9]+)\/details$/.exec(url.pathname);
    if (req.method === 'GET' && details) {
      const doc = this.documents.get(details[1] ?? '');
      if (!doc) return void this.send(res, 404, { error: errorBody('NotFound', 'document not found') });
      const status = this.status(doc);
      return void this.send(res, 200, {
        ...this.summary(doc),
        validationResults:
          status === 'Submitted'
            ? { status: 'Submitted', validationSteps: [] }
            : { status: doc.outcome, validationSteps: doc.steps },
      });
    }
    const state = /^\/api\/v1\.0\/documents\/state\/([A-Z0-9]+)\/state$/.exec(url.pathname);
    if (req.method === 'PUT' && state) return void this.cancel(res, state[1] ?? '', raw);
    return void this.send(res, 404, {
      error: errorBody('NotFound', `no route ${req.method} ${url.pathname}`),
    });
  }
}
