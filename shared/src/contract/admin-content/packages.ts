import { z } from 'zod';
import { Flag, Hashslug, Id, paged, requiredText } from '../fields';
import { defineRoute } from '../route';
import { admin, CONTENT_MSG, HashslugBody, ListQuery, SaveRoute, WholeNumber } from './common';

/** Package recurring frequencies in months (spec 002 §9). */
export const PACKAGE_FREQUENCIES = [1, 3, 6, 12] as const;

export const PackageBody = z.object({
  name: requiredText(CONTENT_MSG.nameRequired, 22).pipe(z.string().max(22, CONTENT_MSG.nameMax)),
  /** Whole ringgit. */
  price: WholeNumber,
  frequency: z.coerce
    .number()
    .int()
    .refine((f) => (PACKAGE_FREQUENCIES as readonly number[]).includes(f), CONTENT_MSG.frequency),
  recurring_id: z.string().trim().max(100).nullish(),
  mahir_tutor_category_id: Id,
  total_mahir_tutor: z.coerce.number().int().min(1),
  coin: WholeNumber,
  is_active: Flag.default(true),
});
export const PackageView = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  name: z.string(),
  /** Whole ringgit. */
  price: z.number().int(),
  price2: z.string(),
  frequency: z.number().int(),
  recurring_id: z.string().nullable(),
  mahir_tutor_category_id: z.number().int(),
  total_mahir_tutor: z.number().int(),
  coin: z.number().int(),
  coin2: z.string(),
  is_active: z.number().int(),
});

/** The admin's package screens: list, tutor categories, form and image. */
export const packageRoutes = {
  packageList: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/package/list',
    summary: 'Packages, 20 a page',
    tag: 'admin-package',
    access: admin,
    owner: 'none',
    query: ListQuery,
    response: paged(PackageView),
  }),
  packageTutorCategories: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/package/tutor_categories',
    summary: 'Sub categories of the Mahir Tutor category',
    tag: 'admin-package',
    access: admin,
    owner: 'none',
    response: z.object({
      tutor_category: z.object({
        sub_category: z.array(z.object({ id: z.number().int(), name: z.string() })),
      }),
    }),
  }),
  packageTotalMahirTutor: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/package/total_mahir_tutor',
    summary: 'How many published tutor courses the sub category has (subjects 1..total)',
    tag: 'admin-package',
    access: admin,
    owner: 'none',
    query: z.object({ sub_category_id: Id }),
    response: z.object({ total: z.number().int() }),
  }),
  packageInfo: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/package/info',
    summary: 'One package',
    tag: 'admin-package',
    access: admin,
    owner: 'none',
    body: HashslugBody,
    encoding: 'form',
    response: z.object({ package: PackageView }),
  }),
  packageStore: SaveRoute(
    '/ajax/v2/admin/package/store',
    'admin-package',
    'Create a package',
    PackageBody,
    'form',
  ),
  packageUpdate: SaveRoute(
    '/ajax/v2/admin/package/update',
    'admin-package',
    'Update a package',
    PackageBody.extend({ hashslug: Hashslug }),
    'form',
  ),
};
