import type { MediaFile } from '@mahir/db';
import { mediaRepository } from '@mahir/db/repositories/media.repository';
import { IMAGE_MIME, type ImageFormat, RESIZABLE_EXTENSIONS } from '@mahir/shared';
import { accessPolicy } from '../access/access-policy';
import { type Actor, VISITOR } from '../access/actor';
import { enforce } from '../access/enforce';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import type { FileStat } from '../storage/file-store';
import { FileNotFoundError } from '../storage/storage-errors';
import { encodeImageVariant, imageVariantKey } from './image-variant';
import { verifySignedMedia } from './media-url';

/** A rendition ready to send: where it is kept, and how it may be cached. */
export interface ImageVariant {
  key: string;
  stat: FileStat;
  mime: string;
  hashslug: string;
  /** Public images: cached by anyone for a year. Signed ones: by the user's browser, while the link lives. */
  cacheControl: string;
}

export interface ImageVariantRequest {
  hashslug: string;
  width: number;
  format: ImageFormat;
  /** The signed query of a protected image (`u`, `e`, `s`), as /media/file takes it. */
  signed: Record<string, string | undefined>;
}

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/**
 * Renditions of stored images (issue 22): AVIF or WebP at a made width, encoded on first request and kept in
 * the storage. Who may read one is exactly who may read the original: anyone for a public image (as
 * `/media/public`), otherwise only the user a `/media/file` link was signed for, while it lives.
 */
export function createImageVariantService({
  db,
  config,
  storage,
}: Pick<AppContext, 'db' | 'config' | 'storage'>) {
  /** Encodings in flight, so a burst of requests for one new rendition encodes it once. */
  const inFlight = new Map<string, Promise<FileStat>>();

  async function entitlement(
    actor: Actor,
    media: MediaFile,
    signed: ImageVariantRequest['signed'],
    now: number,
  ) {
    if (await mediaRepository.isPublic(db, media.id)) {
      enforce(accessPolicy.readFile(VISITOR, { ownerId: media.owner_id, visibility: 'public' }));
      return PUBLIC_CACHE;
    }
    // Without a link the answer is the one /media/public gives: nothing says the file exists.
    if (!signed.s) throw AppError.notFound();
    const claims = verifySignedMedia(config.appSecret, media.hashslug, signed, now);
    // The signature names the user it was made for; only their session may use it.
    if (!claims || accessPolicy.actAsUser(actor, claims.userId) !== 'allow') throw AppError.forbidden();
    return `private, max-age=${Math.max(0, Math.min(3600, claims.expires - now))}`;
  }

  async function make(media: MediaFile, key: string, width: number, format: ImageFormat): Promise<FileStat> {
    const local = await storage.localFile(media.storage_path).catch((err: unknown) => {
      if (err instanceof FileNotFoundError) throw AppError.notFound();
      throw err;
    });
    try {
      const bytes = await encodeImageVariant(local.path, width, format);
      if (!bytes) throw AppError.notFound();
      return await storage.put(key, bytes, { contentType: IMAGE_MIME[format] });
    } finally {
      await local.release();
    }
  }

  return {
    async variant(
      actor: Actor,
      request: ImageVariantRequest,
      nowSeconds = Math.floor(Date.now() / 1000),
    ): Promise<ImageVariant> {
      const media = await mediaRepository.findByHashslug(db, request.hashslug);
      const extension = media?.extension.toLowerCase() ?? '';
      if (!media || !(RESIZABLE_EXTENSIONS as readonly string[]).includes(extension)) {
        // Same answer as a protected file would give a visitor without a link: nothing says which exist.
        throw AppError.notFound();
      }
      const cacheControl = await entitlement(actor, media, request.signed, nowSeconds);
      const key = imageVariantKey(media.hashslug, request.width, request.format);
      let stat = await storage.stat(key);
      if (!stat) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = make(media, key, request.width, request.format).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        stat = await pending;
      }
      return { key, stat, mime: IMAGE_MIME[request.format], hashslug: media.hashslug, cacheControl };
    },
  };
}
