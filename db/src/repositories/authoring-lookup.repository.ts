import type { Db } from '../connection';
import { rowById } from './row-lookup';

/** Category groups of the back office: video courses (incl. the tutor category) and digital assets. */
export type CategoryGroup = 'course' | 'digital';

const KINDS: Record<CategoryGroup, string[]> = { course: ['course', 'tutor'], digital: ['digital'] };

/** Categories, sub-categories and the price list as the authoring forms offer them. */
export const authoringLookupRepository = {
  categories(db: Db, group: CategoryGroup) {
    return db
      .selectFrom('categories')
      .select(['id', 'name', 'is_tutor', 'label', 'kind'])
      .where('kind', 'in', KINDS[group])
      .orderBy('position')
      .orderBy('id')
      .execute();
  },

  category(db: Db, id: number) {
    return rowById(db, 'categories', ['id', 'name', 'is_tutor', 'label', 'kind'], id);
  },

  subCategories(db: Db, categoryId: number) {
    return db
      .selectFrom('sub_categories')
      .select(['id', 'name', 'category_id'])
      .where('category_id', '=', categoryId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  },

  subCategory(db: Db, id: number) {
    return rowById(db, 'sub_categories', ['id', 'name', 'category_id'], id);
  },

  activePrices(db: Db) {
    return db
      .selectFrom('price_list')
      .select(['id', 'price'])
      .where('status', '=', 1)
      .orderBy('price')
      .orderBy('id')
      .execute();
  },

  price(db: Db, id: number) {
    return rowById(db, 'price_list', ['id', 'price', 'status'], id);
  },

  /** Media rows by hashslug (only ids and facts the save checks need). */
  mediaByHashslug(db: Db, hashslugs: readonly string[]) {
    if (hashslugs.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('media_files')
      .select(['id', 'hashslug', 'owner_id', 'extension', 'duration', 'width', 'height'])
      .where('hashslug', 'in', [...new Set(hashslugs)])
      .execute();
  },
};
