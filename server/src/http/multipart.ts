import { unlink } from 'node:fs/promises';
import type { FileField } from '@mahir/shared';
import { MSG } from '@mahir/shared';
import { fileTooLarge } from '@mahir/shared/rules/upload-format';
import { koaBody } from 'koa-body';
import { AppError } from './app-error';
import { bodyError, FORM_FIELD_LIMIT } from './body-parser';
import type { UploadedFile } from './contract-router';
import type { HttpContext } from './state';

const MAX_FIELDS = 100;
const MAX_FIELDS_BYTES = 1024 * 1024;

/** The parts of a parsed multipart body. */
export interface MultipartBody {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile | undefined>;
}

function removeWhenDone(ctx: HttpContext, paths: string[]): void {
  const remove = () => {
    for (const path of paths) void unlink(path).catch(() => undefined);
  };
  // `close` comes after the response is sent or the connection dropped, whatever the outcome.
  ctx.res.once('close', remove);
}

function firstFile(value: unknown): UploadedFile | undefined {
  const file = (Array.isArray(value) ? value[0] : value) as UploadedFile | undefined;
  return file && typeof file.filepath === 'string' ? file : undefined;
}

/**
 * Reads a `multipart/form-data` body with the route's declared file fields only. The total size is
 * limited while the upload streams (each field's limit is checked as its part ends), and every
 * temporary file is removed when the request ends, whatever the handler did with it. A route that takes
 * the spec's form lists and declares no file reads a fields-only form (up to `FORM_FIELD_LIMIT` fields);
 * a file sent to it is refused with 415.
 */
export async function parseMultipart(
  ctx: HttpContext,
  declared: Readonly<Record<string, FileField>>,
  options: { formLists?: boolean } = {},
): Promise<MultipartBody> {
  const limits = Object.values(declared).map((f) => f.maxBytes);
  const temporary: string[] = [];
  let undeclaredFile = false;
  removeWhenDone(ctx, temporary);
  const parser = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      maxFiles: Math.max(1, limits.length),
      maxFileSize: Math.max(1, ...limits),
      maxTotalFileSize: Math.max(
        1,
        limits.reduce((a, b) => a + b, 0),
      ),
      maxFields: options.formLists ? FORM_FIELD_LIMIT : MAX_FIELDS,
      maxFieldsSize: MAX_FIELDS_BYTES,
      allowEmptyFiles: false,
      filter: (part) => {
        const known = part.name !== null && Object.hasOwn(declared, part.name);
        if (!known) undeclaredFile = true;
        return known;
      },
      onFileBegin: (_name, file) => {
        temporary.push(file.filepath);
      },
    },
    onError: (err) => {
      const error = bodyError(err);
      // Cut off while streaming: the upload screens show why, as they do for a refused format.
      if (error.status === 413 && limits.length) throw new AppError(413, fileTooLarge(Math.max(...limits)));
      throw error;
    },
  });
  await parser(ctx, async () => undefined);
  if (undeclaredFile && limits.length === 0) throw new AppError(415, MSG.unsupportedMediaType);
  const request = ctx.request as { body?: Record<string, unknown>; files?: Record<string, unknown> };
  const files: Record<string, UploadedFile | undefined> = {};
  for (const [name, field] of Object.entries(declared)) {
    const file = firstFile(request.files?.[name]);
    if (file && file.size > field.maxBytes) throw new AppError(413, fileTooLarge(field.maxBytes));
    files[name] = file;
  }
  return { fields: request.body ?? {}, files };
}
