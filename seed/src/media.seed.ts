import { statSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { mediaRepository } from '@mahir/db/repositories/media.repository';
import type { SeedDb } from './batch';
import type { Clock } from './clock';
import type { Rng } from './random';

/** The sample media files shipped in `seed/media/`, with what is known about them. */
export const MEDIA_SOURCES = {
  lesson: { file: 'lesson.mp4', mime: 'video/mp4', duration: 6, width: 640, height: 360 },
  audio: { file: 'audio.mp3', mime: 'audio/mpeg', duration: 8, width: null, height: null },
  ebook: { file: 'ebook.pdf', mime: 'application/pdf', duration: null, width: null, height: null },
  notes: { file: 'notes.pdf', mime: 'application/pdf', duration: null, width: null, height: null },
  photo1: { file: 'photo-1.jpg', mime: 'image/jpeg', duration: null, width: 1600, height: 1067 },
  photo2: { file: 'photo-2.png', mime: 'image/png', duration: null, width: 900, height: 600 },
  banner: { file: 'banner.jpg', mime: 'image/jpeg', duration: null, width: 1280, height: 720 },
  avatar: { file: 'avatar.jpg', mime: 'image/jpeg', duration: null, width: 800, height: 800 },
  // Public copies: previews and shop photos are served without login, so they must never share a row
  // (and so a URL) with the paid files above.
  previewLesson: { file: 'lesson.mp4', mime: 'video/mp4', duration: 6, width: 640, height: 360 },
  previewAudio: { file: 'audio.mp3', mime: 'audio/mpeg', duration: 8, width: null, height: null },
  previewEbook: { file: 'notes.pdf', mime: 'application/pdf', duration: null, width: null, height: null },
  shopPhoto1: { file: 'photo-1.jpg', mime: 'image/jpeg', duration: null, width: 1600, height: 1067 },
  shopPhoto2: { file: 'photo-2.png', mime: 'image/png', duration: null, width: 900, height: 600 },
  // Strategic partners' logos (public, on the tutor catalogue page).
  partnerLogoAdn: { file: 'partner-adn.png', mime: 'image/png', duration: null, width: 360, height: 120 },
  partnerLogoKvm: { file: 'partner-kvm.png', mime: 'image/png', duration: null, width: 360, height: 120 },
  partnerLogoIkb: { file: 'partner-ikb.png', mime: 'image/png', duration: null, width: 360, height: 120 },
} as const;

/** Which sample file a media row holds. */
export type MediaKey = keyof typeof MEDIA_SOURCES;

/** media_files ids by sample file; one row per file, shared by every course item that uses it. */
export type MediaIds = Record<MediaKey, number>;

/**
 * Folder of the sample media: `media/` in this package, found through the package itself rather than this
 * module's own address, which is elsewhere once the server is compiled into one build.
 */
export function seedMediaDir(): string {
  const entry = createRequire(import.meta.url).resolve('@mahir/seed');
  return join(dirname(entry), '..', 'media');
}

/** Stores one sample file (a local path) under its storage key, such as `media/<hashslug>.<ext>`. */
export type StoreSeedFile = (key: string, localPath: string) => Promise<void>;

/** Stores files under `dataDir`, the key being the path below it (the server's disk store keeps that layout). */
export function copyIntoDataDir(dataDir: string): StoreSeedFile {
  return async (key, localPath) => {
    const target = join(dataDir, key);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(localPath, target);
  };
}

/** Stores each sample file as `media/<hashslug>.<ext>` and records it in media_files. */
export async function seedMedia(db: SeedDb, store: StoreSeedFile, rng: Rng, clock: Clock): Promise<MediaIds> {
  const source = seedMediaDir();
  const ids = {} as MediaIds;
  for (const key of Object.keys(MEDIA_SOURCES) as MediaKey[]) {
    const meta = MEDIA_SOURCES[key];
    const extension = meta.file.slice(meta.file.lastIndexOf('.') + 1);
    const hashslug = rng.slug(16);
    const relative = `media/${hashslug}.${extension}`;
    const from = join(source, meta.file);
    await store(relative, from);
    ids[key] = await mediaRepository.insert(db, {
      hashslug,
      owner_id: null,
      storage_path: relative,
      original_name: meta.file,
      mime: meta.mime,
      extension,
      size: statSync(from).size,
      duration: meta.duration,
      width: meta.width,
      height: meta.height,
      created_at: clock.ago(400),
    });
  }
  return ids;
}
