import { z } from 'zod';
import { CATALOGUE_SLUGS } from '../constants';
import { CATALOGUE_TEXT, HERO_BACKGROUNDS, KEYWORD_MAX } from './catalogue-text';
import { Hashslug, Id, PageQuery, paged } from './fields';
import { defineRoute } from './route';

export * from './catalogue-text';

/** A catalogue page name (spec 001 §1); its type is `CatalogueSlug` in the constants. */
const CatalogueName = z.enum(CATALOGUE_SLUGS);

/**
 * Course card (spec 001 §3) as the catalogue, related courses and the front page show it.
 * `title_short` is cut for the catalogue card, `rel_title` shorter for the related strip; `all_*` are exact counts
 * and `rel_*` the same counts written compactly ('1.2K') for the small related cards. Money is sen;
 * `total_price` is what the buyer pays (after an active discount), `sell_price` the list price.
 */
export const CourseCard = z.object({
  id: z.number().int(),
  link: z.string(),
  title: z.string(),
  title_short: z.string(),
  rel_title: z.string(),
  banner: z.string().nullable(),
  feedback_count: z.number().int(),
  feedback_rate: z.number(),
  full_name: z.string(),
  name: z.string(),
  uname: z.string(),
  total_price: z.number().int(),
  sell_price: z.number().int(),
  discount_active: z.boolean(),
  special_invitation: z.boolean(),
  all_subscribers: z.number().int(),
  all_discussions: z.number().int(),
  rel_subscribers: z.string(),
  rel_discussions: z.string(),
  wishlist_status: z.boolean(),
});
export type CourseCard = z.infer<typeof CourseCard>;

/** Sub-category filter (spec 001 §3). */
export const SubCategoryFilter = z.object({ slug: z.string(), name: z.string() });
export type SubCategoryFilter = z.infer<typeof SubCategoryFilter>;

/** A strategic partner on the tutor page: its filter and its logo image (public URL). */
export const Partner = SubCategoryFilter.extend({ logo: z.string().nullable() });
export type Partner = z.infer<typeof Partner>;

const HeroBackgroundSchema = z.enum(HERO_BACKGROUNDS);

/** A catalogue page's category: hero texts, look and its filter row. */
export const CatalogueCategory = z.object({
  slug: CatalogueName,
  name: z.string(),
  title: z.string(),
  tagline: z.string(),
  background: HeroBackgroundSchema,
  sub_category: z.array(SubCategoryFilter),
  /** Strategic partners whose logos the tutor page shows; empty elsewhere. */
  partners: z.array(Partner),
});
export type CatalogueCategory = z.infer<typeof CatalogueCategory>;

// Forms and JSON may send an empty value for "no filter".
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Catalogue search (spec 001 §5): a keyword with optional category and sub_category. */
export const CatalogueSearchBody = z.object({
  category: z.preprocess(blankToUndefined, CatalogueName.optional()),
  sub_category: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  keyword: z.preprocess(
    blankToUndefined,
    z.string().trim().max(KEYWORD_MAX, CATALOGUE_TEXT.keywordTooLong).optional(),
  ),
});
export type CatalogueSearchBody = z.infer<typeof CatalogueSearchBody>;

export const CataloguePage = paged(CourseCard);
export type CataloguePage = z.infer<typeof CataloguePage>;

export const catalogueContract = {
  category: defineRoute({
    method: 'GET',
    path: '/ajax/v2/vod/course/category/{category}',
    summary: 'A catalogue page’s category: hero title, tagline and look, sub-category filters, partner logos',
    tag: 'catalogue',
    access: 'public',
    owner: 'none',
    // Any name is accepted here so that an unknown page answers 404 rather than 422.
    params: z.object({ category: z.string().trim().min(1).max(64) }),
    response: z.object({ category: CatalogueCategory }),
  }),
  search: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/course/search',
    summary:
      'Published course cards, ranked by full-text relevance when a keyword is given, otherwise newest first',
    tag: 'catalogue',
    access: 'public',
    owner: 'none',
    query: PageQuery,
    body: CatalogueSearchBody,
    encoding: 'json',
    response: CataloguePage,
  }),
  related: defineRoute({
    method: 'GET',
    path: '/ajax/v2/vod/course/related/{hashSlug}/{subId}',
    summary:
      'Up to 8 published courses of the same sub-category (then category), excluding the course itself',
    tag: 'catalogue',
    access: 'public',
    owner: 'none',
    params: z.object({ hashSlug: Hashslug, subId: Id }),
    response: z.array(CourseCard),
  }),
};
