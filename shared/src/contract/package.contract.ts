import { z } from 'zod';
import { Hashslug, Id, listOf } from './fields';
import { defineRoute } from './route';

/** Texts of the package page that the spec names without giving words. */
export const PACKAGE_TEXT = { next: 'Next' } as const;

/** Where the browser goes after choosing the package's courses: the subscription checkout. */
export const PACKAGE_NEXT_URL = '/subscription/checkout';

/** A subscription package with the tutor courses a buyer may choose from (spec 001 §3). */
export const PackageInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  hashslug: z.string(),
  /** The tutor sub-category the package covers. */
  mahir_category: z.object({ name: z.string() }),
  mahir_courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** How many courses may be chosen. */
  total_mahir_tutor: z.number().int(),
});
export type PackageInfo = z.infer<typeof PackageInfo>;

/** A package as the packages page lists it: price in sen per billing period of `frequency` months. */
export const PackageListItem = z.object({
  hashslug: z.string(),
  name: z.string(),
  price: z.number().int(),
  frequency: z.number().int(),
  coin: z.number().int(),
  /** The tutor sub-category (subject) it covers, and how many of its courses the buyer picks. */
  mahir_category: z.object({ name: z.string() }),
  total_mahir_tutor: z.number().int(),
});
export type PackageListItem = z.infer<typeof PackageListItem>;

export const packageContract = {
  list: defineRoute({
    method: 'GET',
    path: '/ajax/v2/package/list',
    summary: 'The active subscription packages, cheapest first (our path: the packages page)',
    tag: 'package',
    access: 'public',
    owner: 'none',
    response: z.object({ packages: z.array(PackageListItem) }),
  }),
  show: defineRoute({
    method: 'POST',
    path: '/ajax/v2/package/hashslug',
    summary: 'An active package with its selectable tutor courses',
    tag: 'package',
    access: 'public',
    owner: 'none',
    encoding: 'form',
    body: z.object({ hashslug: Hashslug }),
    response: z.object({ package: PackageInfo }),
  }),
  next: defineRoute({
    method: 'POST',
    path: '/ajax/v2/package/next',
    summary:
      'Stores the chosen courses of a package in the subscription cart (visitors and students) and answers the next step',
    tag: 'package',
    access: 'public',
    owner: 'self',
    encoding: 'json',
    body: z.object({
      hashslug: Hashslug,
      /** The count and membership rules depend on the package, so the service checks them. */
      mahir_course_id: listOf(Id),
    }),
    response: z.object({ url: z.string() }),
  }),
};
