import { z } from 'zod';
import { Id, paged } from '../fields';
import { type Access, defineRoute } from '../route';
import { CourseListQuery, CourseListRow } from './views';

// Lookups the authoring forms offer, shared by tutor and admin, courses and digital assets.
export const CategoryOption = z.object({ id: z.number().int(), name: z.string() });
export const SubCategoriesAnswer = z.object({
  sub_categories: z.array(CategoryOption),
  /** Digital assets: the preview type's label for the category (e.g. 'PDF Preview'). */
  label: z.string().nullable(),
  /** Courses: true when the category is the tutor category (price, discount, special invitation hidden). */
  tutor: z.boolean(),
});
export const SubCategoriesQuery = z.object({ category_id: Id });
export const PriceOption = z.object({
  id: z.number().int(),
  /** RM text, '49.00'. */
  price: z.string(),
  price_sen: z.number().int(),
});

/**
 * The calls behind a product list and its form, under `base`: the list (20 a page), main categories,
 * sub-categories and prices. A tutor lists their own products (`listOwner` 'self'), the admin everyone's.
 */
export function productListRoutes(
  base: string,
  tag: string,
  access: Access,
  listOwner: 'self' | 'none',
  /** `prices` defaults to the tutor's wording: only active options are offered. */
  summary: { list: string; categories: string; subCategories: string; prices?: string },
) {
  return {
    list: defineRoute({
      method: 'GET',
      path: `${base}/list`,
      summary: summary.list,
      tag,
      access,
      owner: listOwner,
      query: CourseListQuery,
      response: paged(CourseListRow),
    }),
    categories: defineRoute({
      method: 'GET',
      path: `${base}/categories`,
      summary: summary.categories,
      tag,
      access,
      owner: 'none',
      response: z.array(CategoryOption),
    }),
    subCategories: defineRoute({
      method: 'GET',
      path: `${base}/sub_categories`,
      summary: summary.subCategories,
      tag,
      access,
      owner: 'none',
      query: SubCategoriesQuery,
      response: SubCategoriesAnswer,
    }),
    prices: defineRoute({
      method: 'GET',
      path: `${base}/prices`,
      summary: summary.prices ?? 'Active price list options',
      tag,
      access,
      owner: 'none',
      response: z.array(PriceOption),
    }),
  };
}
