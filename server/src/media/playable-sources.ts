import type { Db } from '@mahir/db';
import { mediaRepository } from '@mahir/db/repositories/media.repository';
import { moduleRenditionRepository } from '@mahir/db/repositories/module-rendition.repository';

/**
 * The qualities a module really has, highest first: its ready renditions, or with none its own file at its
 * height (null when unknown). What the player offers and what a download chooses from.
 */
export async function playableSources(db: Db, module: { id: number; media_id: number | null }) {
  const renditions = await moduleRenditionRepository.ready(db, module.id);
  if (renditions.length > 0) return renditions;
  const media = module.media_id ? await mediaRepository.findById(db, module.media_id) : undefined;
  return media ? [{ quality: media.height && media.height > 0 ? media.height : null, file: media }] : [];
}
