import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db, MediaFile } from '@mahir/db';
import { mediaRepository } from '@mahir/db/repositories/media.repository';
import { type MediaJobRow, mediaJobRepository } from '@mahir/db/repositories/media-job.repository';
import { moduleHlsRepository } from '@mahir/db/repositories/module-hls.repository';
import { transcodeRepository } from '@mahir/db/repositories/transcode.repository';
import { MEDIA_JOB_MAX_ATTEMPTS, renditionPlan, retryDelayMs } from '@mahir/shared/rules/authoring';
import type { Logger } from 'pino';
import { loadSharp } from '../media/sharp';
import { createPhotoWatermark } from '../media/watermark.service';
import type { FileStore, LocalFile } from '../storage/file-store';
import { mediaKey } from '../storage/storage-key';
import { probeVideo } from '../uploads/ingest/media-probe';
import { runFfmpeg as ffmpeg } from './ffmpeg-run';
import { packageModuleHls } from './hls-step';
import { renditionArgs } from './rendition-encoding';

/** What the media jobs need; the job runner passes it in. */
export interface MediaJobDeps {
  db: Db;
  storage: FileStore;
  logger: Logger;
}

/** A claimed job stays locked this long; a worker that died lets another take it over afterwards. */
const LOCK_MS = 30 * 60_000;
/** Thumbnails of stock photos are this wide. */
const THUMBNAIL_WIDTH = 400;

/**
 * Stores what `produce` writes to a local path (ffmpeg, sharp) as a new media file and row. The path is in
 * the OS temp folder; the store moves it into place (the bucket, or DATA_DIR). Nothing is left on failure.
 */
async function storeFile(
  deps: MediaJobDeps,
  produce: (target: string) => Promise<void>,
  meta: {
    ownerId: number | null;
    name: string;
    mime: string;
    extension: string;
    width: number | null;
    height: number | null;
    duration: number | null;
  },
): Promise<number> {
  const hashslug = randomBytes(12).toString('base64url');
  const storagePath = mediaKey(hashslug, meta.extension);
  const work = await mkdtemp(join(tmpdir(), 'mahir-media-'));
  let stored = false;
  try {
    // ffmpeg picks the output format from the extension.
    const partial = join(work, `${hashslug}.${meta.extension}`);
    await produce(partial);
    const { size } = await deps.storage.putFile(storagePath, partial, { move: true, contentType: meta.mime });
    stored = true;
    return await mediaRepository.insert(deps.db, {
      hashslug,
      owner_id: meta.ownerId,
      storage_path: storagePath,
      original_name: meta.name,
      mime: meta.mime,
      extension: meta.extension,
      size,
      duration: meta.duration,
      width: meta.width,
      height: meta.height,
      created_at: new Date().toISOString(),
    });
  } catch (err) {
    if (stored) await deps.storage.delete(storagePath).catch(() => undefined);
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The stored file as a local path for ffmpeg and sharp, or the job's error when it is gone. */
async function localSource(storage: FileStore, storagePath: string, missing: string): Promise<LocalFile> {
  try {
    return await storage.localFile(storagePath);
  } catch {
    throw new Error(missing);
  }
}

/**
 * Transcodes a module's video into its renditions (360p, 720p, and the source height when higher; never
 * upscaled) and a poster frame. The module keeps playing its own file until the renditions are ready.
 */
export async function transcodeModule(deps: MediaJobDeps, job: MediaJobRow): Promise<void> {
  const { db } = deps;
  const module = await transcodeRepository.module(db, job.target_id);
  // The module was deleted or given another file since: this job has nothing left to do.
  if (!module || module.media_id !== job.media_id) return;
  const source = await mediaRepository.findById(db, job.media_id);
  if (!source) throw new Error('The uploaded video file is missing.');
  const local = await localSource(deps.storage, source.storage_path, 'The uploaded video file is missing.');
  try {
    await transcodeFrom(deps, module.id, source, local.path);
  } finally {
    await local.release();
  }
  // HLS from the renditions just made. A failure leaves the MP4 renditions playing; the backfill retries it.
  try {
    await packageModuleHls(deps, module, { force: true });
  } catch (err) {
    deps.logger.warn({ err, moduleId: module.id }, 'HLS packaging failed; the MP4 renditions still play');
  }
}

/** Modules whose packaging failed in this process are not tried again by the backfill until it restarts. */
const hlsFailed = new Set<string>();

/**
 * Packages as HLS, a few at a time, the modules that have ready renditions and no package of their current
 * video (renditions made before HLS existed, or a packaging that failed). Answers how many it packaged.
 */
export async function backfillHls(deps: MediaJobDeps, opts: { max?: number } = {}): Promise<number> {
  const candidates = await moduleHlsRepository.unpackaged(deps.db, (opts.max ?? 2) + hlsFailed.size);
  let done = 0;
  for (const module of candidates) {
    if (done >= (opts.max ?? 2)) break;
    const tag = `${module.id}:${module.media_id}`;
    if (hlsFailed.has(tag)) continue;
    try {
      if (await packageModuleHls(deps, module)) done += 1;
    } catch (err) {
      hlsFailed.add(tag);
      deps.logger.warn({ err, moduleId: module.id }, 'HLS backfill failed for a module');
    }
  }
  return done;
}

/** The renditions and poster of one module, read from its video at a local path. */
async function transcodeFrom(
  deps: MediaJobDeps,
  moduleId: number,
  source: MediaFile,
  input: string,
): Promise<void> {
  const { db } = deps;
  const probe = await probeVideo(input);
  if (!probe) throw new Error('The video could not be read for transcoding.');
  const plan = renditionPlan(probe.height);
  await transcodeRepository.resetRenditions(db, moduleId, plan);
  for (const height of plan) {
    try {
      const mediaId = await storeFile(deps, (target) => ffmpeg(renditionArgs(input, height, target)), {
        ownerId: source.owner_id,
        name: `${source.original_name.replace(/\.[^.]+$/, '')}-${height}p.mp4`,
        mime: 'video/mp4',
        extension: 'mp4',
        width: Math.round((probe.width * height) / probe.height / 2) * 2,
        height,
        duration: source.duration,
      });
      await transcodeRepository.renditionReady(db, moduleId, height, mediaId);
    } catch (err) {
      await transcodeRepository.renditionFailed(db, moduleId, height, messageOf(err));
      throw err;
    }
  }
  const at = Math.min(1, Math.max(0, probe.durationSeconds / 2));
  const posterHeight = Math.min(720, probe.height);
  const posterId = await storeFile(
    deps,
    (target) =>
      ffmpeg([
        '-ss',
        at.toFixed(2),
        '-i',
        input,
        '-frames:v',
        '1',
        '-vf',
        `scale=-2:${posterHeight}`,
        target,
      ]),
    {
      ownerId: source.owner_id,
      name: `${source.original_name.replace(/\.[^.]+$/, '')}-poster.jpg`,
      mime: 'image/jpeg',
      extension: 'jpg',
      width: null,
      height: posterHeight,
      duration: null,
    },
  );
  await transcodeRepository.setPoster(db, moduleId, posterId);
}

/** A stock photo's watermarked preview and a small watermarked thumbnail; zips of photos have none. */
export async function prepareStockPhoto(deps: MediaJobDeps, job: MediaJobRow): Promise<void> {
  const { db } = deps;
  const photo = await transcodeRepository.photo(db, job.target_id);
  if (!photo || photo.media_id !== job.media_id) return;
  const source = await mediaRepository.findById(db, photo.media_id);
  if (!source) throw new Error('The uploaded photo file is missing.');
  if (source.extension !== 'jpg' && source.extension !== 'png') return;
  const preview = await createPhotoWatermark(db, deps.storage, photo);
  const local = await localSource(deps.storage, preview.storage_path, 'The watermarked preview is missing.');
  const sharp = await loadSharp();
  const thumb = await sharp(local.path)
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 78 })
    .toBuffer({ resolveWithObject: true })
    .finally(() => local.release());
  const thumbId = await storeFile(deps, (target) => writeFile(target, thumb.data), {
    ownerId: source.owner_id,
    name: `${source.original_name.replace(/\.[^.]+$/, '')}-thumb.jpg`,
    mime: 'image/jpeg',
    extension: 'jpg',
    width: thumb.info.width,
    height: thumb.info.height,
    duration: null,
  });
  await transcodeRepository.setThumbnail(db, photo.id, thumbId);
}

function messageOf(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n').slice(-3).join(' ').slice(0, 500) || 'Transcoding failed.';
}

/**
 * The `transcode` job function: claims due media jobs one at a time and runs them. A failed attempt is
 * retried later (30 s, 2 min, ...) up to MEDIA_JOB_MAX_ATTEMPTS, then shown as failed with its reason.
 * Answers how many jobs it ran. Register it with the job runner, e.g.
 * `every('media-jobs', 5_000, ({ db, logger }) => runMediaJobs({ db, storage, logger }))` in `transcodeModule`.
 */
export async function runMediaJobs(
  deps: MediaJobDeps,
  opts: { max?: number; now?: () => Date } = {},
): Promise<number> {
  const now = opts.now ?? (() => new Date());
  const max = opts.max ?? 5;
  let ran = 0;
  while (ran < max) {
    const start = now();
    const job = await mediaJobRepository.claim(
      deps.db,
      start.toISOString(),
      new Date(start.getTime() + LOCK_MS).toISOString(),
    );
    if (!job) break;
    ran += 1;
    try {
      if (job.kind === 'transcode') await transcodeModule(deps, job);
      else await prepareStockPhoto(deps, job);
      await mediaJobRepository.finish(deps.db, job.id, now().toISOString());
    } catch (err) {
      const retry = job.attempts < MEDIA_JOB_MAX_ATTEMPTS;
      const at = now();
      await mediaJobRepository.fail(
        deps.db,
        job.id,
        messageOf(err),
        retry ? new Date(at.getTime() + retryDelayMs(job.attempts)).toISOString() : null,
        at.toISOString(),
      );
      deps.logger.warn(
        { err, jobId: job.id, kind: job.kind, attempts: job.attempts, retry },
        'media job failed',
      );
    }
  }
  return ran;
}
