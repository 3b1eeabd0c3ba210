import { describe, expect, it } from 'vitest';
import { mediaContract } from '../contract/media.contract';
import { ApiError, createApiClient } from './api-client';

/** A client whose server answers every call with this status and body. */
function clientAnswering(status: number, body: unknown) {
  const fetch = async () => new Response(JSON.stringify(body), { status });
  return createApiClient({ fetch: fetch as typeof globalThis.fetch, csrfToken: () => null });
}

async function failureOf(status: number, body: unknown): Promise<ApiError> {
  const call = clientAnswering(status, body).call(mediaContract.attachmentFile, {
    params: { hashslug: 'x' },
  });
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('ApiError', () => {
  it("keeps the envelope's code, message and field errors", async () => {
    const error = await failureOf(403, { message: 'Langgan dahulu', code: 'not_subscribed' });
    expect([error.status, error.code, error.message]).toEqual([403, 'not_subscribed', 'Langgan dahulu']);
    const invalid = await failureOf(422, {
      message: 'Wajib',
      code: 'validation_failed',
      errors: { email: ['Wajib'] },
    });
    expect([invalid.code, invalid.field('email')]).toEqual(['validation_failed', 'Wajib']);
  });

  it("falls back to the status's code when the answer has none", async () => {
    expect((await failureOf(404, { message: 'Tiada' })).code).toBe('not_found');
    expect((await failureOf(502, { message: 'Gateway' })).code).toBe('server_error');
    expect(new ApiError(401, 'Log masuk').code).toBe('unauthenticated');
  });
});

describe('translate', () => {
  const shout = (message: string) => message.toUpperCase();
  const input = { params: { hashslug: 'x' } };
  const answering = (status: number, body: unknown) =>
    createApiClient({
      fetch: (async () => new Response(JSON.stringify(body), { status })) as typeof globalThis.fetch,
      csrfToken: () => null,
      translate: shout,
    });

  it("shows a refusal's message and field errors through it, keeping the code", async () => {
    const error = await answering(422, {
      message: 'Wajib',
      code: 'x',
      errors: { email: ['Email is required'] },
    })
      .call(mediaContract.attachmentFile, input)
      .then(
        () => new ApiError(200, 'answered'),
        (e: unknown) => e as ApiError,
      );
    expect([error.message, error.field('email'), error.code]).toEqual(['WAJIB', 'EMAIL IS REQUIRED', 'x']);
  });

  it("shows a success's message through it", async () => {
    const answer = await answering(200, { data: {}, message: 'Saved.' }).call(
      mediaContract.attachmentFile,
      input,
    );
    expect(answer.message).toBe('SAVED.');
  });
});
