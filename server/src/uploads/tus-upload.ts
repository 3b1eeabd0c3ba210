import { AsyncLocalStorage } from 'node:async_hooks';
import { tusUploadRepository } from '@mahir/db/repositories/tus-upload.repository';
import { MSG } from '@mahir/shared';
import {
  fitsUploadQuota,
  TUS_MAX_BYTES,
  UNFINISHED_UPLOAD_TTL_HOURS,
  UPLOAD_QUOTA_TEXT,
  uploadQuotaOf,
} from '@mahir/shared/rules/upload-quota';
import { Server } from '@tus/server';
import type { Middleware } from 'koa';
import type { AppContext } from '../app-context';
import type { AppState } from '../http/state';
import { tusStorage, urlIdOf } from '../storage/tus-storage';
import { UploadLeaseLocker } from '../storage/upload-lease-locker';
import { uploadLeases } from './upload-leases';

export const TUS_PATH = '/files';

function metadataValue(header: string | null, key: string): string | null {
  for (const pair of (header ?? '').split(',')) {
    const [k, v] = pair.trim().split(' ');
    if (k === key && v) return Buffer.from(v, 'base64').toString('utf8').slice(0, 255);
  }
  return null;
}

/**
 * The client's file name as a display name only: its last path segment, without control characters
 * (PostgreSQL cannot store NUL), at most 255 characters; null when nothing is left.
 */
export function displayFilename(raw: string | null): string | null {
  if (raw === null) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean && clean !== '.' && clean !== '..' ? clean.slice(0, 255) : null;
}

function refuse(ctx: Parameters<Middleware<AppState>>[0], status: number, message: string): void {
  ctx.status = status;
  ctx.body = { message };
}

/** The declared `Upload-Length`, or null when it is missing, deferred or malformed (tus refuses those itself). */
function declaredLength(header: string | undefined): number | null {
  return header && /^\d{1,16}$/.test(header) ? Number(header) : null;
}

/**
 * Resumable uploads (tus 1.0) at `/files/`. Tutors and admins may start them, within an allowance of
 * open bytes per account (`UPLOAD_QUOTA_BYTES`); only the starter may resume, inspect or delete one.
 * Finished uploads are handed to the `upload-*` routes by id; what is not handed over within
 * `UNFINISHED_UPLOAD_TTL_HOURS` is removed by the `upload-expiry` job.
 *
 * The bytes go where the other stored files do: `DATA_DIR/uploads/` or, with `S3_BUCKET`, a multipart upload
 * in the bucket that any instance can resume. A lease in the database (`upload_locks`) keeps two instances
 * from writing one upload at once. Upload rows carry the id of the URL (`<hex>`), tus the key (`uploads/<hex>`).
 */
export function tusUploads({ db, config }: Pick<AppContext, 'db' | 'config'>): Middleware<AppState> {
  // The hooks only see a web Request, so the verified user travels in async-local storage.
  const uploader = new AsyncLocalStorage<{ userId: number; quota: number }>();
  // Built once, on the first request: the bucket's store loads its SDK then (tus-storage.ts).
  let tus: Promise<Server> | undefined;
  const tusServer = async () =>
    new Server({
      path: TUS_PATH,
      // The store announces Upload-Expires and refuses to resume an upload past it.
      ...(await tusStorage(config.dataDir, config.s3, {
        expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_TTL_HOURS * 3_600_000,
      })),
      locker: new UploadLeaseLocker(uploadLeases(db)),
      maxSize: TUS_MAX_BYTES,
      respectForwardedHeaders: process.env.TRUST_PROXY === '1',
      onUploadCreate: async (req, upload) => {
        const who = uploader.getStore();
        if (who === undefined) throw new Error('tus upload created outside an authorized request');
        const size = upload.size ?? null;
        const created = await tusUploadRepository.createWithinQuota(
          db,
          {
            id: urlIdOf(upload.id),
            userId: who.userId,
            filename: displayFilename(metadataValue(req.headers.get('upload-metadata'), 'filename')),
            size,
            now: new Date().toISOString(),
          },
          TUS_MAX_BYTES,
          (open) => fitsUploadQuota(open, size, who.quota),
        );
        // A start that raced another past the allowance is refused here, atomically.
        if (!created) {
          const message = UPLOAD_QUOTA_TEXT.exceeded(who.quota);
          throw Object.assign(new Error(message), { status_code: 413, body: message });
        }
        return {};
      },
      onUploadFinish: async (_req, upload) => {
        await tusUploadRepository.markCompleted(db, urlIdOf(upload.id), upload.offset);
        return {};
      },
    });

  return async (ctx, next) => {
    if (ctx.path !== TUS_PATH && !ctx.path.startsWith(`${TUS_PATH}/`)) return next();
    const user = ctx.state.user;
    if (!user) {
      ctx.status = 401;
      ctx.body = { message: MSG.unauthenticated };
      return;
    }
    const quota = uploadQuotaOf(user.roles);
    if (quota === 0) return refuse(ctx, 403, UPLOAD_QUOTA_TEXT.notAllowed);
    const id = ctx.path.slice(TUS_PATH.length + 1);
    if (!id && ctx.method === 'POST') {
      // Said clearly before tus starts: the allowance of open bytes would be exceeded.
      const size = declaredLength(ctx.get('upload-length') || undefined);
      const open = await tusUploadRepository.openBytes(db, user.id, TUS_MAX_BYTES);
      if (size !== null && size <= TUS_MAX_BYTES && !fitsUploadQuota(open, size, quota))
        return refuse(ctx, 413, UPLOAD_QUOTA_TEXT.exceeded(quota));
    }
    if (id) {
      const owner = await tusUploadRepository.ownerOf(db, id);
      if (!owner) {
        ctx.status = 404;
        ctx.body = { message: MSG.notFound };
        return;
      }
      if (owner.user_id !== user.id) {
        ctx.status = 403;
        ctx.body = { message: MSG.forbidden };
        return;
      }
    }
    ctx.respond = false;
    tus ??= tusServer().catch((err: unknown) => {
      tus = undefined;
      throw err;
    });
    const server = await tus;
    await uploader.run({ userId: user.id, quota }, () => server.handle(ctx.req, ctx.res));
  };
}
