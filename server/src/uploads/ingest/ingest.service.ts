import { randomBytes } from 'node:crypto';
import { stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db, MediaFile } from '@mahir/db';
import { mediaRepository } from '@mahir/db/repositories/media.repository';
import { uploadIngestRepository } from '@mahir/db/repositories/upload-ingest.repository';
import type { UploadAnswer } from '@mahir/shared';
import { formatDuration, formatSize } from '@mahir/shared/rules/text';
import {
  type ContentType,
  INGEST_ACCEPTS,
  INGEST_MAX_BYTES,
  INGEST_MSG,
  type IngestKind,
  resolutionText,
  ZIP_ENTRY_ACCEPTS,
} from '@mahir/shared/rules/upload-format';
import type { UserActor } from '../../access/actor';
import { AppError } from '../../http/app-error';
import type { UploadedFile } from '../../http/contract-router';
import { mediaLinks } from '../../media/media-links';
import type { FileStore, LocalFile } from '../../storage/file-store';
import { FileNotFoundError } from '../../storage/storage-errors';
import { mediaKey } from '../../storage/storage-key';
import { removeTusUpload, tusKeyOf } from '../../storage/tus-storage';
import { displayFilename } from '../tus-upload';
import { contentTypeOf } from './content-type';
import { isRealEpub, isRealPdf } from './ebook-check';
import { reencodeImage } from './image-encode';
import { isCompleteMp3, isCompleteMp4 } from './media-completeness';
import { probeAudio, probeVideo } from './media-probe';
import { inspectZip } from './zip-inspect';

/** One upload to take in: a multipart file, or a finished tus upload by id. */
export interface IngestRequest {
  kind: IngestKind;
  /** Narrower than the kind's own list (e.g. previews take no zips). */
  accepts?: readonly ContentType[];
  file?: UploadedFile | undefined;
  uploadId?: string | null | undefined;
}

export type IngestResult =
  | { accepted: true; media: MediaFile; answer: UploadAnswer }
  | { accepted: false; answer: UploadAnswer };

/** What the checks learned about an accepted file. */
interface Facts {
  type: ContentType;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  /** A re-encoded copy to store instead of the original. */
  replacement: string | null;
}

type Check = { ok: true; facts: Facts } | { ok: false; message: string };

const MIME: Record<ContentType, string> = {
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
};

async function removeQuietly(path: string | null): Promise<void> {
  if (path) await unlink(path).catch(() => undefined);
}

/**
 * The one way uploaded files enter the system. Reads the type from the content, checks it really is that
 * type (PDF/EPUB structure, zip limits, images decoded and re-encoded without metadata, audio and video
 * durations and video size read from the file), then stores it and its media row. A refused file leaves
 * nothing behind: no media row, no stored file, no tus upload.
 */
export function createIngestService(deps: { db: Db; storage: FileStore; appSecret: string }) {
  const { db, storage } = deps;
  const links = mediaLinks(deps.appSecret);

  async function check(kind: IngestKind, accepts: readonly ContentType[], path: string): Promise<Check> {
    const { fileTypeFromFile } = await import('file-type');
    const type = contentTypeOf(await fileTypeFromFile(path).catch(() => undefined));
    if (!type || !accepts.includes(type)) return { ok: false, message: INGEST_MSG.wrongType(kind) };
    const facts: Facts = { type, width: null, height: null, durationSeconds: null, replacement: null };
    switch (type) {
      case 'pdf':
        return (await isRealPdf(path))
          ? { ok: true, facts }
          : { ok: false, message: INGEST_MSG.damaged('pdf') };
      case 'epub':
        return (await isRealEpub(path))
          ? { ok: true, facts }
          : { ok: false, message: INGEST_MSG.damaged('epub') };
      case 'zip': {
        const verdict = await inspectZip(path, ZIP_ENTRY_ACCEPTS[kind] ?? [], INGEST_MSG.zipEntryType(kind));
        return verdict.ok ? { ok: true, facts } : { ok: false, message: verdict.message };
      }
      case 'jpg':
      case 'png': {
        const output = join(tmpdir(), `mahir-ingest-${randomBytes(12).toString('hex')}.${type}`);
        const image = await reencodeImage(path, output, type);
        if (!image) {
          await removeQuietly(output);
          return { ok: false, message: INGEST_MSG.damaged(type) };
        }
        return {
          ok: true,
          facts: { ...facts, width: image.width, height: image.height, replacement: output },
        };
      }
      case 'mp3': {
        if (!(await isCompleteMp3(path))) return { ok: false, message: INGEST_MSG.truncated(type) };
        const audio = await probeAudio(path);
        return audio
          ? { ok: true, facts: { ...facts, durationSeconds: audio.durationSeconds } }
          : { ok: false, message: INGEST_MSG.noDuration };
      }
      case 'mp4': {
        if (!(await isCompleteMp4(path))) return { ok: false, message: INGEST_MSG.truncated(type) };
        const video = await probeVideo(path);
        if (!video) return { ok: false, message: INGEST_MSG.noPicture };
        if (!(video.durationSeconds > 0)) return { ok: false, message: INGEST_MSG.noDuration };
        return {
          ok: true,
          facts: {
            ...facts,
            width: video.width,
            height: video.height,
            durationSeconds: video.durationSeconds,
          },
        };
      }
    }
    return { ok: false, message: INGEST_MSG.wrongType(kind) };
  }

  /** A finished tus upload as a local file (on disk the upload itself, from a bucket a download). */
  async function localUpload(uploadId: string): Promise<LocalFile> {
    const key = tusKeyOf(uploadId);
    try {
      if (key) return await storage.localFile(key);
    } catch (err) {
      if (!(err instanceof FileNotFoundError)) throw err;
    }
    throw AppError.invalid({ upload_id: [INGEST_MSG.uploadUnknown] });
  }

  /** Where the bytes are (a local file, given back with `release`) and how to clean up after them. */
  async function sourceOf(actor: UserActor, req: IngestRequest) {
    if (req.uploadId) {
      const upload = await uploadIngestRepository.find(db, req.uploadId);
      if (!upload || upload.user_id !== actor.id || !upload.completed)
        throw AppError.invalid({ upload_id: [INGEST_MSG.uploadUnknown] });
      const base = { name: upload.filename ?? upload.id, uploadId: upload.id, mediaId: upload.media_id };
      // Handed over before: no bytes are needed to answer again.
      if (upload.media_id !== null) return { ...base, path: '', release: async () => undefined };
      const local = await localUpload(upload.id);
      return { ...base, path: local.path, release: local.release };
    }
    if (req.file) {
      return {
        release: async () => undefined,
        path: req.file.filepath,
        // The client's name is display data only: no path, no control characters (PostgreSQL stores no NUL).
        name: displayFilename(req.file.originalFilename ?? null) ?? 'upload',
        uploadId: null,
        mediaId: null,
      };
    }
    throw AppError.invalid({ file: [INGEST_MSG.missing] });
  }

  async function discardTus(uploadId: string): Promise<void> {
    await removeTusUpload(storage, uploadId);
    await uploadIngestRepository.remove(db, uploadId);
  }

  function refused(message: string): IngestResult {
    return { accepted: false, answer: { is_format: false, message } };
  }

  return {
    /** The upload answer for a stored file, as the uploader sees it. */
    answerFor(actor: UserActor, media: MediaFile): UploadAnswer {
      const fullUrl = links.stream(media, actor.id);
      const isImage = media.width !== null && media.height !== null;
      return {
        is_format: true,
        url: media.hashslug,
        full_url: fullUrl,
        size: media.size,
        type: media.extension,
        label: formatSize(media.size),
        ...(isImage ? { resolution: resolutionText(media.width ?? 0, media.height ?? 0) } : {}),
        ...(media.width !== null ? { width: media.width } : {}),
        ...(media.height !== null ? { height: media.height } : {}),
        ...(media.duration !== null
          ? { duration: formatDuration(media.duration), duration_seconds: Math.round(media.duration) }
          : {}),
        extension: media.extension,
        ext: media.extension,
        path: media.hashslug,
        full_path: fullUrl,
      };
    },

    async ingest(actor: UserActor, req: IngestRequest): Promise<IngestResult> {
      const source = await sourceOf(actor, req);
      if (source.mediaId !== null) {
        // The same finished upload handed over again (a retried request): the same answer.
        const media = await mediaRepository.findById(db, source.mediaId);
        if (media) return { accepted: true, media, answer: this.answerFor(actor, media) };
      }
      let replacement: string | null = null;
      /** The key of a file stored whose row is not written yet. */
      let stored: string | null = null;
      let accepted = false;
      try {
        const size = (await stat(source.path).catch(() => null))?.size;
        if (size === undefined) throw AppError.invalid({ upload_id: [INGEST_MSG.uploadUnknown] });
        if (size === 0) return refused(INGEST_MSG.empty);
        if (size > INGEST_MAX_BYTES[req.kind]) return refused(INGEST_MSG.tooLarge(req.kind));
        const verdict = await check(req.kind, req.accepts ?? INGEST_ACCEPTS[req.kind], source.path);
        if (!verdict.ok) return refused(verdict.message);
        const facts = verdict.facts;
        replacement = facts.replacement;

        const hashslug = randomBytes(12).toString('base64url');
        const storagePath = mediaKey(hashslug, facts.type);
        stored = storagePath;
        const { size: finalSize } = await storage.putFile(storagePath, replacement ?? source.path, {
          move: true,
          contentType: MIME[facts.type],
        });
        replacement = null;
        const id = await uploadIngestRepository.storeMedia(
          db,
          {
            hashslug,
            owner_id: actor.id,
            storage_path: storagePath,
            original_name: source.name.slice(0, 255),
            mime: MIME[facts.type],
            extension: facts.type,
            size: finalSize,
            duration: facts.durationSeconds === null ? null : Math.round(facts.durationSeconds),
            width: facts.width,
            height: facts.height,
            created_at: new Date().toISOString(),
          },
          source.uploadId,
        );
        stored = null;
        accepted = true;
        const media = await mediaRepository.findById(db, id);
        if (!media) throw new Error('stored media row vanished');
        return { accepted: true, media, answer: this.answerFor(actor, media) };
      } finally {
        await removeQuietly(replacement);
        // A file stored whose row could not be written is removed: nothing half-stored.
        if (stored) await storage.delete(stored).catch(() => undefined);
        await source.release();
        if (!source.uploadId) await removeQuietly(source.path);
        else if (!accepted) await discardTus(source.uploadId);
        // The upload row stays (linked to its media) so a repeated hand-over answers the same file.
        else await removeTusUpload(storage, source.uploadId);
      }
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
