import { readFile } from 'node:fs/promises';
import type { Db } from '@mahir/db';
import {
  type ModuleCaption,
  moduleCaptionRepository,
} from '@mahir/db/repositories/module-caption.repository';
import {
  AUTHORING_MSG,
  CAPTION_TEXT,
  type CaptionTrackView,
  type CaptionUploadBody,
  type WatchCaption,
} from '@mahir/shared';
import { normaliseLanguageTag } from '@mahir/shared/captions/caption-language';
import { checkCaptionUpload } from '@mahir/shared/captions/caption-upload';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { accessPolicy } from '../access/access-policy';
import type { UserActor } from '../access/actor';
import { enforce } from '../access/enforce';
import { AppError } from '../http/app-error';
import type { UploadedFile } from '../http/contract-router';
import type { FileStore } from '../storage/file-store';
import { captionKey, captionSignedUrl } from './caption-links';

/** A tutor's preview link of their own track lives this long. */
const PANEL_TTL_SECONDS = 3600;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Caption tracks of module videos: the tutor's upload, list and removal, and the tracks a viewer is given. */
export function createCaptionService({
  db,
  storage,
  secret,
  logger,
}: {
  db: Db;
  storage: FileStore;
  secret: string;
  logger: Logger;
}) {
  /** The module, when it belongs to one of the actor's courses (404 when missing, 403 when someone else's). */
  async function ownedModule(actor: UserActor, moduleId: number) {
    const module = await moduleCaptionRepository.module(db, moduleId);
    enforce(accessPolicy.authorCourse(actor, module && { ownerId: module.owner_id }), {
      hidden: AUTHORING_MSG.courseNotFound,
      not_owner: AUTHORING_MSG.notOwner,
    });
    if (!module) throw AppError.notFound();
    return module;
  }

  const view = (row: ModuleCaption, userId: number): CaptionTrackView => ({
    lang: row.lang,
    label: row.label,
    cues: row.cues,
    updated_at: row.updated_at,
    url: captionSignedUrl(secret, row.storage_key, { userId, expires: nowSeconds() + PANEL_TTL_SECONDS }),
  });

  return {
    async list(actor: UserActor, moduleId: number): Promise<{ captions: CaptionTrackView[] }> {
      const module = await ownedModule(actor, moduleId);
      const rows = await moduleCaptionRepository.list(db, module.id);
      return { captions: rows.map((r) => view(r, actor.id)) };
    },

    /**
     * Checks and sanitises the file (`checkCaptionUpload`), stores it as WebVTT under a new key, records it in
     * a transaction, then removes the language's previous file. A refusal writes nothing.
     */
    async upload(
      actor: UserActor,
      moduleId: number,
      body: z.output<typeof CaptionUploadBody>,
      file: UploadedFile | undefined,
    ) {
      const module = await ownedModule(actor, moduleId);
      const bytes = file
        ? new Uint8Array(await readFile(file.filepath))
        : body.text !== undefined
          ? new TextEncoder().encode(body.text)
          : null;
      if (!bytes) throw AppError.invalid({ file: [CAPTION_TEXT.noFile] });
      const checked = checkCaptionUpload(
        bytes,
        module.duration > 0 ? { durationSeconds: module.duration } : {},
      );
      if (!checked.ok) throw AppError.invalid({ file: checked.errors }, checked.errors[0]);
      const key = captionKey(module.hashslug, body.lang);
      await storage.put(key, checked.vtt, { contentType: 'text/vtt; charset=utf-8' });
      let previousKey: string | null;
      try {
        ({ previousKey } = await db.transaction().execute((trx) =>
          moduleCaptionRepository.save(trx, {
            moduleId: module.id,
            lang: body.lang,
            label: body.label,
            storageKey: key,
            cues: checked.cues,
            now: new Date().toISOString(),
          }),
        ));
      } catch (err) {
        await storage.delete(key).catch(() => undefined);
        throw err;
      }
      if (previousKey)
        await storage
          .delete(previousKey)
          .catch((err) => logger.warn({ err, key: previousKey }, 'old captions left'));
      const row = await moduleCaptionRepository.find(db, module.id, body.lang);
      if (!row) throw AppError.notFound();
      return { caption: view(row, actor.id), notes: checked.notes, format: checked.format };
    },

    async remove(actor: UserActor, moduleId: number, lang: string): Promise<{ removed: string }> {
      const module = await ownedModule(actor, moduleId);
      const tag = normaliseLanguageTag(lang);
      const key = tag ? await moduleCaptionRepository.remove(db, module.id, tag) : null;
      if (!key) throw AppError.notFound(CAPTION_TEXT.notFound);
      await storage.delete(key).catch((err) => logger.warn({ err, key }, 'removed captions left'));
      return { removed: tag ?? lang };
    },

    /** The tracks of a module for a viewer the caller has entitled, each signed until `expires`. */
    async forViewer(moduleId: number, viewer: { userId: number; expires: number }): Promise<WatchCaption[]> {
      const rows = await moduleCaptionRepository.list(db, moduleId);
      return rows.map((r) => ({
        lang: r.lang,
        label: r.label,
        url: captionSignedUrl(secret, r.storage_key, viewer),
      }));
    },
  };
}

export type CaptionService = ReturnType<typeof createCaptionService>;
