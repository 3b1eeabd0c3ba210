import { z } from 'zod';
import { defineRoute } from './route';

/** A homepage banner as the storefront shows it: only active ones (status 1) are listed. */
export const HomeBanner = z.object({
  hashslug: z.string(),
  headline: z.string(),
  sub_headline: z.string().nullable(),
  /** Set only when the admin added a button (label and link both present). */
  button: z.object({ label: z.string(), link: z.string() }).nullable(),
  image_url: z.string().nullable(),
});
export type HomeBanner = z.infer<typeof HomeBanner>;

export const homeBannerContract = {
  list: defineRoute({
    method: 'GET',
    path: '/ajax/v2/banner/list',
    summary: 'Active homepage banners, in the admin order (our path: the storefront front page)',
    tag: 'banner',
    access: 'public',
    owner: 'none',
    response: z.object({ banners: z.array(HomeBanner) }),
  }),
};
