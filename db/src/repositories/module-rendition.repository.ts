import type { Db } from '../connection';
import type { MediaFile } from '../schema';

/** A ready rendition of a module's video with its stored file. */
export interface ReadyRendition {
  quality: number;
  file: Pick<MediaFile, 'id' | 'hashslug' | 'extension' | 'duration' | 'size'>;
}

/** The renditions of module videos (module_renditions): the player offers the ready ones. */
export const moduleRenditionRepository = {
  /** The module's ready renditions with a file, highest quality first. */
  async ready(db: Db, moduleId: number): Promise<ReadyRendition[]> {
    const rows = await db
      .selectFrom('module_renditions as r')
      .innerJoin('media_files as m', 'm.id', 'r.media_id')
      .select(['r.quality', 'm.id', 'm.hashslug', 'm.extension', 'm.duration', 'm.size'])
      .where('r.module_id', '=', moduleId)
      .where('r.status', '=', 'ready')
      .orderBy('r.quality', 'desc')
      .execute();
    return rows.map((r) => ({
      quality: r.quality,
      file: { id: r.id, hashslug: r.hashslug, extension: r.extension, duration: r.duration, size: r.size },
    }));
  },
};
