import { cancelReasonProblem, validationLink } from '@mahir/shared/einvoice/index';
import type { z } from 'zod';
import { submissionBody } from './document-encoding';
import {
  type DocumentSummary,
  type MyInvoisClient,
  MyInvoisError,
  type SubmissionStatus,
} from './myinvois-client';
import {
  cancelAnswer,
  detailsAnswer,
  errorAnswer,
  submissionAnswer,
  submitAnswer,
  tokenAnswer,
} from './myinvois-wire';

export interface MyInvoisHttpSettings {
  clientId: string;
  clientSecret: string;
  /** The API (and identity service) host, e.g. `https://preprod-api.myinvois.hasil.gov.my`. */
  apiBase: string;
  /** The portal host of validation links, e.g. `https://preprod.myinvois.hasil.gov.my`. */
  portalBase: string;
  /** Every call gives up after this long (default 15 s). */
  timeoutMs?: number;
  /** An intermediary's taxpayer (its TIN): sent as `onbehalfof`. */
  onBehalfOf?: string | null;
}

/** A token is renewed this long before MyInvois says it expires (the clocks may differ a little). */
const TOKEN_MARGIN_MS = 60_000;
const PAGE_SIZE = 100;

/**
 * The MyInvois e-Invoice API over HTTP: `POST /connect/token` (OAuth client credentials, the token cached
 * until shortly before it expires and renewed once on a 401), `POST /api/v1.0/documentsubmissions/`
 * (documents base64-encoded with their SHA-256), `GET .../documentsubmissions/{uid}` (every page),
 * `GET /api/v1.0/documents/{uuid}/details` and `PUT /api/v1.0/documents/state/{uuid}/state`. Every call
 * has a timeout; every failure is a `MyInvoisError` saying what was called and what came back.
 */
export function createMyInvoisHttpClient(
  settings: MyInvoisHttpSettings,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): MyInvoisClient {
  const base = settings.apiBase.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 15_000;
  let token: { value: string; until: number } | null = null;
  let pendingLogin: Promise<string> | null = null;

  async function exchange(
    method: string,
    path: string,
    init: RequestInit,
  ): Promise<{ status: number; text: string; headers: Headers }> {
    const what = `${method} ${path.split('?')[0]}`;
    try {
      const res = await fetchImpl(`${base}${path}`, {
        ...init,
        method,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: res.status, text: await res.text(), headers: res.headers };
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new MyInvoisError(0, 'timeout', `MyInvois did not answer ${what} within ${timeoutMs} ms`);
      const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
      throw new MyInvoisError(0, 'network', `MyInvois could not be reached for ${what}${cause}`);
    }
  }

  function parse<T extends z.ZodType>(schema: T, text: string, what: string): z.output<T> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new MyInvoisError(
        200,
        'unexpected_response',
        `MyInvois answered ${what} with something that is not JSON`,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new MyInvoisError(
        200,
        'unexpected_response',
        `MyInvois answered ${what} unexpectedly: ${parsed.error.issues[0]?.message ?? ''}`,
      );
    return parsed.data;
  }

  function failure(what: string, status: number, text: string, headers: Headers): MyInvoisError {
    const retryAfter = Number(headers.get('retry-after'));
    let body: z.output<typeof errorAnswer> | null = null;
    try {
      const parsed = errorAnswer.safeParse(JSON.parse(text));
      body = parsed.success ? parsed.data : null;
    } catch {
      body = null;
    }
    const details = body && typeof body.error === 'object' ? body.error : null;
    const code =
      details?.errorCode ??
      (body && typeof body.error === 'string' ? body.error : null) ??
      (
        { 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound', 429: 'TooManyRequests' } as Record<
          number,
          string
        >
      )[status] ??
      `http_${status}`;
    const said = details?.error || (body && 'error_description' in body ? body.error_description : '') || '';
    return new MyInvoisError(
      status,
      code,
      `MyInvois refused ${what} (${status} ${code})${said ? `: ${said}` : ''}`,
      details,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }

  async function login(): Promise<string> {
    const form = new URLSearchParams({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      grant_type: 'client_credentials',
      scope: 'InvoicingAPI',
    });
    const res = await exchange('POST', '/connect/token', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
    });
    if (res.status !== 200) {
      const error = failure('the login (POST /connect/token)', res.status, res.text, res.headers);
      throw new MyInvoisError(res.status, 'auth_failed', error.message, error.details);
    }
    const answer = parse(tokenAnswer, res.text, 'the login');
    token = {
      value: answer.access_token,
      until: now() + answer.expires_in * 1000 - Math.min(TOKEN_MARGIN_MS, answer.expires_in * 500),
    };
    return token.value;
  }

  /** The cached token, or a new one; concurrent callers share one login. */
  async function accessToken(): Promise<string> {
    if (token && now() < token.until) return token.value;
    pendingLogin ??= login().finally(() => {
      pendingLogin = null;
    });
    return pendingLogin;
  }

  async function call<T extends z.ZodType>(
    method: string,
    path: string,
    schema: T,
    body?: string,
  ): Promise<z.output<T>> {
    const what = `${method} ${path.split('?')[0]}`;
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken();
      const headers: Record<string, string> = {
        Authorization: `Bearer ${bearer}`,
        Accept: 'application/json',
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (settings.onBehalfOf) headers.onbehalfof = settings.onBehalfOf;
      const res = await exchange(method, path, { headers, body });
      // A token can expire early (revoked, clocks apart): log in again once.
      if (res.status === 401 && attempt === 0) {
        if (token?.value === bearer) token = null;
        continue;
      }
      if (res.status < 200 || res.status >= 300) throw failure(what, res.status, res.text, res.headers);
      return parse(schema, res.text, what);
    }
  }

  const uid = (value: string) => encodeURIComponent(value);

  return {
    kind: 'myinvois',

    async submit(documents) {
      if (documents.length === 0)
        throw new MyInvoisError(400, 'BadStructure', 'a submission needs at least one document');
      return call('POST', '/api/v1.0/documentsubmissions/', submitAnswer, submissionBody(documents).body);
    },

    async getSubmission(submissionUid): Promise<SubmissionStatus> {
      const documents: DocumentSummary[] = [];
      for (let page = 1; ; page++) {
        const answer = await call(
          'GET',
          `/api/v1.0/documentsubmissions/${uid(submissionUid)}?pageNo=${page}&pageSize=${PAGE_SIZE}`,
          submissionAnswer,
        );
        documents.push(...answer.documents);
        if (answer.documents.length < PAGE_SIZE || documents.length >= answer.documentCount)
          return { ...answer, documents };
      }
    },

    getDocumentDetails: (uuid) => call('GET', `/api/v1.0/documents/${uid(uuid)}/details`, detailsAnswer),

    async cancelDocument(uuid, reason) {
      const problem = cancelReasonProblem(reason);
      if (problem) throw new MyInvoisError(400, 'BadArgument', problem);
      return call(
        'PUT',
        `/api/v1.0/documents/state/${uid(uuid)}/state`,
        cancelAnswer,
        JSON.stringify({ status: 'cancelled', reason: reason.trim() }),
      );
    },

    validationLink: (uuid, longId) => validationLink(settings.portalBase, uuid, longId),
  };
}
