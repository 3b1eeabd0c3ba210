import type { Db } from '@mahir/db';
import { mediaRepository } from '@mahir/db/repositories/media.repository';
import { moduleHlsRepository } from '@mahir/db/repositories/module-hls.repository';
import { moduleRenditionRepository } from '@mahir/db/repositories/module-rendition.repository';
import type { Logger } from 'pino';
import { type HlsPackage, packageHls } from '../hls/hls-packager';
import type { FileStore, LocalFile } from '../storage/file-store';

/** What packaging a module needs: the module, the video its renditions were made from. */
export interface HlsTarget {
  id: number;
  hashslug: string;
  media_id: number | null;
}

/**
 * Packages a module's ready MP4 renditions as HLS and records the package (module_hls). Idempotent: a module
 * whose current video already has a package is left as it is unless `force`; a package made again replaces
 * the master in one write and removes the older version. Answers the package, or null when there was nothing
 * to do (no renditions, or already packaged).
 */
export async function packageModuleHls(
  deps: { db: Db; storage: FileStore; logger: Logger },
  module: HlsTarget,
  opts: { force?: boolean } = {},
): Promise<HlsPackage | null> {
  const { db, storage, logger } = deps;
  if (module.media_id === null) return null;
  if (!opts.force && (await moduleHlsRepository.current(db, module.id))) return null;
  const ready = await moduleRenditionRepository.ready(db, module.id);
  if (ready.length === 0) return null;
  const locals: LocalFile[] = [];
  try {
    const renditions = [];
    for (const r of ready) {
      const file = await mediaRepository.findById(db, r.file.id);
      if (!file) throw new Error(`The ${r.quality}p rendition's file is missing.`);
      const local = await storage.localFile(file.storage_path);
      locals.push(local);
      renditions.push({ height: r.quality, path: local.path });
    }
    const pkg = await packageHls({ store: storage, moduleSlug: module.hashslug, renditions });
    if (pkg.reencodeReason)
      logger.info({ moduleId: module.id, reason: pkg.reencodeReason }, 'HLS: renditions re-encoded');
    await moduleHlsRepository.save(db, {
      moduleId: module.id,
      mediaId: module.media_id,
      masterKey: pkg.masterKey,
      version: pkg.version,
      variants: pkg.variants.length,
      copied: pkg.copied,
    });
    return pkg;
  } finally {
    for (const local of locals) await local.release().catch(() => undefined);
  }
}
