import Router from '@koa/router';
import { adminAssetReviewContract as a, adminCourseReviewContract as c } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { mediaLinks } from '../media/media-links';
import { createCourseViews } from '../tutor/course-view';
import { createLookupService } from '../tutor/lookup.service';
import { createReviewService } from './review.service';

/** Admin review of courses and digital assets. */
export function reviewRouter(deps: AppContext): Router<AppState> {
  const { config } = deps;
  const router = new Router<AppState>();
  const views = createCourseViews({ ...deps, links: mediaLinks(config.appSecret) });
  const lookups = createLookupService(deps);
  const review = createReviewService({ ...deps, views });

  mount(router, c.list, async ({ query }) => ({ data: await review.list('course', query) }));
  mount(router, c.categories, async () => ({ data: await lookups.categories('course') }));
  mount(router, c.subCategories, async ({ query }) => ({
    data: await lookups.subCategories('course', query.category_id),
  }));
  mount(router, c.prices, async () => ({ data: await lookups.prices() }));
  mount(router, c.hashslug, async ({ actor, body }) => ({ data: await review.course(actor, body.hashslug) }));
  mount(router, c.review, ({ body }) => review.review('course', body));
  mount(router, c.replyQna, async ({ actor, body }) => ({ data: await review.reply(actor, body) }));

  mount(router, a.list, async ({ query }) => ({ data: await review.list('asset', query) }));
  mount(router, a.categories, async () => ({ data: await lookups.categories('digital') }));
  mount(router, a.subCategories, async ({ query }) => ({
    data: await lookups.subCategories('digital', query.category_id),
  }));
  mount(router, a.prices, async () => ({ data: await lookups.prices() }));
  mount(router, a.hashslug, async ({ actor, body }) => ({ data: await review.asset(actor, body.hashslug) }));
  mount(router, a.review, ({ body }) => review.review('asset', body));
  return router;
}
