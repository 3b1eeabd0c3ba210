import { z } from 'zod';
import { Id } from '../fields';

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
