import type { UploadAnswer } from '@mahir/shared';
import type { ContentType, IngestKind } from '@mahir/shared/rules/upload-format';
import type { UserActor } from '../../access/actor';
import type { HandlerInput, Reply } from '../../http/contract-router';
import type { IngestResult, IngestService } from './ingest.service';

/** What every upload route's body carries (the contract's UploadBody). */
interface UploadInput {
  upload_id?: string | undefined;
}

/** The route's reply for an ingest result: a refusal's message rides in the envelope too. */
export function uploadReply(result: IngestResult): Reply<UploadAnswer> {
  return result.accepted ? { data: result.answer } : { data: result.answer, message: result.answer.message };
}

/** A handler that takes the route's file (multipart `file` or tus `upload_id`) in as `kind`. */
export function uploadHandler<R>(
  ingest: IngestService,
  kind: IngestKind | ((input: HandlerInput<R>) => { kind: IngestKind; accepts?: readonly ContentType[] }),
) {
  return async (input: HandlerInput<R>): Promise<Reply<UploadAnswer>> => {
    const body = (input.body ?? {}) as UploadInput;
    const chosen = typeof kind === 'function' ? kind(input) : { kind };
    const result = await ingest.ingest(input.actor as UserActor, {
      ...chosen,
      file: input.files.file,
      uploadId: body.upload_id ?? null,
    });
    return uploadReply(result);
  };
}
