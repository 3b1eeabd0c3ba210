import type { Db } from '../connection';

/** `merchandise.status_id` of an item on sale. */
const ON_SALE = 1;

/** Merchandise on sale with its photos. */
export const merchandiseRepository = {
  listOnSale(db: Db) {
    return db
      .selectFrom('merchandise')
      .select(['id', 'hashslug', 'name', 'price'])
      .where('status_id', '=', ON_SALE)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  },

  findOnSale(db: Db, hashslug: string) {
    return db
      .selectFrom('merchandise')
      .selectAll()
      .where('hashslug', '=', hashslug)
      .where('status_id', '=', ON_SALE)
      .executeTakeFirst();
  },

  /** The photos of the given items in gallery order. */
  galleries(db: Db, merchandiseIds: number[]) {
    if (merchandiseIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('merchandise_galleries')
      .innerJoin('media_files', 'media_files.id', 'merchandise_galleries.media_id')
      .select([
        'merchandise_galleries.merchandise_id',
        'merchandise_galleries.position',
        'media_files.hashslug',
        'media_files.extension',
      ])
      .where('merchandise_galleries.merchandise_id', 'in', merchandiseIds)
      .orderBy('merchandise_galleries.merchandise_id')
      .orderBy('merchandise_galleries.position')
      .execute();
  },
};
