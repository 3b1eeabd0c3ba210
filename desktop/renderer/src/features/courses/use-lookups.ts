import type { RouteDef } from '@mahir/shared/contract/route';
import type {
  CategoryOption,
  PriceOption,
  SubCategoriesAnswer,
  SubCategoriesQuery,
} from '@mahir/shared/contract/tutor-course.contract';
import { useApiQuery } from '@mahir/ui';
import type { z } from 'zod';

/** The three lookups a course or digital-asset form reads; tutor and admin areas each have their own routes. */
export interface LookupRoutes {
  categories: RouteDef<undefined, undefined, undefined, z.ZodArray<typeof CategoryOption>>;
  subCategories: RouteDef<undefined, typeof SubCategoriesQuery, undefined, typeof SubCategoriesAnswer>;
  prices: RouteDef<undefined, undefined, undefined, z.ZodArray<typeof PriceOption>>;
}

/** Categories, the chosen category's sub-categories (with its tutor flag and preview label) and prices, as Select data. */
export function useLookups(routes: LookupRoutes, categoryId: string | null) {
  const categories = useApiQuery(routes.categories, {}, { staleTime: 300_000 });
  const prices = useApiQuery(routes.prices, {}, { staleTime: 300_000 });
  const subs = useApiQuery(
    routes.subCategories,
    { query: { category_id: Number(categoryId) } },
    { enabled: Boolean(categoryId), staleTime: 300_000 },
  );
  return {
    categories: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    prices: (prices.data ?? []).map((p) => ({ value: String(p.id), label: `RM ${p.price}` })),
    subCategories: categoryId
      ? (subs.data?.sub_categories ?? []).map((s) => ({ value: String(s.id), label: s.name }))
      : [],
    isTutorCategory: Boolean(categoryId && subs.data?.tutor),
    previewLabel: categoryId ? (subs.data?.label ?? null) : null,
  };
}
