import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '@mahir/db';
import { MSG } from '@mahir/shared';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Middleware } from 'koa';
import type { AppState } from '../http/state';
import { uploadRepository } from './upload.repository';

export const TUS_PATH = '/files';
const MAX_SIZE = 2 * 1024 * 1024 * 1024;

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

/**
 * Resumable uploads (tus 1.0) at `/files/`. Any logged-in user may start one; only its starter may
 * resume, inspect or delete it. Finished uploads are handed to the `upload-*` routes by id.
 */
export function tusUploads(db: Db, dataDir: string): Middleware<AppState> {
  // The hooks only see a web Request, so the verified user travels in async-local storage.
  const uploader = new AsyncLocalStorage<{ userId: number }>();
  const directory = join(dataDir, 'uploads');
  mkdirSync(directory, { recursive: true });
  const tus = new Server({
    path: TUS_PATH,
    datastore: new FileStore({ directory }),
    maxSize: MAX_SIZE,
    respectForwardedHeaders: process.env.TRUST_PROXY === '1',
    namingFunction: () => randomBytes(16).toString('hex'),
    onUploadCreate: async (req, upload) => {
      const userId = uploader.getStore()?.userId;
      if (userId === undefined) throw new Error('tus upload created outside an authorized request');
      await uploadRepository.create(db, {
        id: upload.id,
        userId,
        filename: displayFilename(metadataValue(req.headers.get('upload-metadata'), 'filename')),
        size: upload.size ?? null,
        now: new Date().toISOString(),
      });
      return {};
    },
    onUploadFinish: async (_req, upload) => {
      await uploadRepository.markCompleted(db, upload.id, upload.offset);
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
    const id = ctx.path.slice(TUS_PATH.length + 1);
    if (id) {
      const owner = await uploadRepository.ownerOf(db, id);
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
    await uploader.run({ userId: user.id }, () => tus.handle(ctx.req, ctx.res));
  };
}
