import { randomBytes } from 'node:crypto';
import type { Db, MediaFile } from '@mahir/db';
import { mediaRepository } from '@mahir/db/repositories/media.repository';
import type { StockPhotoRow } from '@mahir/db/repositories/media-content.repository';
import { mediaContentRepository } from '@mahir/db/repositories/media-content.repository';
import type { Logger } from 'pino';
import type { FileStore } from '../storage/file-store';
import { mediaKey } from '../storage/storage-key';
import { renderWatermarkedPreview } from './watermark';

class LostRace extends Error {}

/** The photo fields watermarking needs. */
export type WatermarkSource = Pick<StockPhotoRow, 'id' | 'title' | 'media_id' | 'watermark_media_id'>;

/**
 * Renders and stores a photo's watermarked preview and links it to the photo, unless another request
 * (in this or another server process) linked one first: then its own row is rolled back, its file removed,
 * and the winner's file returned. So a photo never gets two previews.
 */
export async function createPhotoWatermark(
  db: Db,
  storage: FileStore,
  photo: WatermarkSource,
): Promise<MediaFile> {
  const source = await mediaRepository.findById(db, photo.media_id);
  if (!source) throw new Error(`stock photo ${photo.id} has no stored original`);
  const input = await storage.localFile(source.storage_path);
  const preview = await renderWatermarkedPreview(input.path).finally(() => input.release());
  const hashslug = randomBytes(12).toString('base64url');
  const storagePath = mediaKey(hashslug, 'jpg');
  await storage.put(storagePath, preview.data, { contentType: 'image/jpeg' });
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await mediaRepository.insert(trx, {
        hashslug,
        owner_id: source.owner_id,
        storage_path: storagePath,
        original_name: `${source.original_name.replace(/\.[^.]+$/, '')}-preview.jpg`,
        mime: 'image/jpeg',
        extension: 'jpg',
        size: preview.data.length,
        duration: null,
        width: preview.width,
        height: preview.height,
        created_at: new Date().toISOString(),
      });
      if (!(await mediaContentRepository.claimWatermark(trx, photo.id, id))) throw new LostRace();
      const row = await mediaRepository.findById(trx, id);
      if (!row) throw new Error('watermark row vanished');
      return row;
    });
  } catch (err) {
    await storage.delete(storagePath).catch(() => undefined);
    if (!(err instanceof LostRace)) throw err;
    const winner = await mediaContentRepository.watermarkOf(db, photo.id);
    const row = winner?.watermark_media_id
      ? await mediaRepository.findById(db, winner.watermark_media_id)
      : null;
    if (!row) throw new Error(`stock photo ${photo.id} lost its watermark race to nobody`);
    return row;
  }
}

/** Watermarked previews made once per photo; concurrent asks in this process share one rendering. */
export function createWatermarkService(deps: { db: Db; storage: FileStore; logger: Logger }) {
  const inflight = new Map<number, Promise<MediaFile>>();

  return {
    /** The photo's watermarked preview, created on first use; null (logged) when it cannot be made. */
    async ensure(photo: WatermarkSource): Promise<MediaFile | null> {
      if (photo.watermark_media_id !== null) {
        const existing = await mediaRepository.findById(deps.db, photo.watermark_media_id);
        if (existing) return existing;
      }
      let pending = inflight.get(photo.id);
      if (!pending) {
        pending = createPhotoWatermark(deps.db, deps.storage, photo).finally(() => inflight.delete(photo.id));
        inflight.set(photo.id, pending);
      }
      try {
        return await pending;
      } catch (err) {
        deps.logger.error({ err, photoId: photo.id }, 'watermark failed');
        return null;
      }
    },
  };
}

export type WatermarkService = ReturnType<typeof createWatermarkService>;
