import {
  authoringLookupRepository,
  type CategoryGroup,
} from '@mahir/db/repositories/authoring-lookup.repository';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { rmText } from './course-view';

/** Lookups of the authoring and review forms: categories, sub-categories (label, tutor flag), prices. */
export function createLookupService({ db }: ServiceDeps) {
  return {
    async categories(group: CategoryGroup) {
      const rows = await authoringLookupRepository.categories(db, group);
      return rows.map((r) => ({ id: r.id, name: r.name }));
    },

    async subCategories(group: CategoryGroup, categoryId: number) {
      const category = await authoringLookupRepository.category(db, categoryId);
      if (!category || !(group === 'digital' ? ['digital'] : ['course', 'tutor']).includes(category.kind))
        throw AppError.notFound();
      const subs = await authoringLookupRepository.subCategories(db, categoryId);
      return {
        sub_categories: subs.map((s) => ({ id: s.id, name: s.name })),
        label: category.label,
        tutor: category.is_tutor === 1,
      };
    },

    async prices() {
      const rows = await authoringLookupRepository.activePrices(db);
      return rows.map((r) => ({ id: r.id, price: rmText(r.price), price_sen: r.price }));
    },
  };
}

export type LookupService = ReturnType<typeof createLookupService>;
