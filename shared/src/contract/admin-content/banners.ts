import { z } from 'zod';
import { Flag, Hashslug, paged, requiredText } from '../fields';
import { defineRoute } from '../route';
import { admin, CONTENT_MSG, HashslugBody, ImageUpload, ListQuery, SaveRoute } from './common';

/** Banner sub-headline length (spec 002 §9). */
export const SUB_HEADLINE_MAX = 80;

export const BannerBody = z
  .object({
    hashslug: Hashslug.nullish(),
    headline: requiredText(CONTENT_MSG.headlineRequired, 255),
    sub_headline: z.string().trim().max(SUB_HEADLINE_MAX, CONTENT_MSG.subHeadlineMax).nullish(),
    is_button: Flag.default(false),
    button_label: z.string().trim().max(60).nullish(),
    button_link: z.string().trim().max(500).nullish(),
    is_active: z.coerce.number().int().min(1).max(2).default(1),
    /** The uploaded image's reference (upload answer `path`). */
    path: z.string({ error: CONTENT_MSG.imageRequired }).trim().min(1, CONTENT_MSG.imageRequired).max(64),
    ext: z.string().max(10).nullish(),
    size: z.coerce.number().int().nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.is_button && !b.button_label)
      ctx.addIssue({ code: 'custom', path: ['button_label'], message: CONTENT_MSG.buttonLabelRequired });
    if (b.is_button && !b.button_link)
      ctx.addIssue({ code: 'custom', path: ['button_link'], message: CONTENT_MSG.buttonLinkRequired });
  });
export const BannerView = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  headline: z.string(),
  sub_headline: z.string().nullable(),
  is_button: z.boolean(),
  button_label: z.string().nullable(),
  button_link: z.string().nullable(),
  is_active: z.number().int(),
  image_url: z.string().nullable(),
  full_path: z.string().nullable(),
  path: z.string().nullable(),
  image_ext: z.string().nullable(),
  image_size: z.number().int().nullable(),
  info: z.object({ basename: z.string().nullable() }),
});

/** The admin's homepage banner screens. */
export const bannerRoutes = {
  bannerList: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/banner/list',
    summary: 'Homepage banners',
    tag: 'admin-banner',
    access: admin,
    owner: 'none',
    query: ListQuery,
    response: paged(BannerView),
  }),
  bannerUpload: ImageUpload(
    '/ajax/v2/admin/banner/upload',
    'admin-banner',
    'Upload a banner image (jpeg/jpg/png up to 10 MB): path, full_path, ext, size',
  ),
  bannerHashslug: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/banner/hashslug',
    summary: 'One banner',
    tag: 'admin-banner',
    access: admin,
    owner: 'none',
    body: HashslugBody,
    encoding: 'form',
    response: z.object({ banner: BannerView }),
  }),
  bannerStore: SaveRoute(
    '/ajax/v2/admin/banner/store',
    'admin-banner',
    'Create a banner (without hashslug) or update one (with hashslug)',
    BannerBody,
    'form',
  ),
};
